/**
 * Where a build's first-route bytes come from: each JavaScript file's source map attributes every
 * generated character to its source module, grouped by npm package (`react-dom`, `@fluentui/tokens`)
 * or, for the project's own code, by top folder (`app:features/auth`, `shared`). Each group's text
 * is gzipped on its own (level 6), so the groups add up to a few per cent more than the files do;
 * the figures are for finding what to cut, not for the budget (bundle.ts measures that).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** One group's share: generated characters and their gzip size, in bytes. */
export interface PackageSize {
  group: string;
  bytes: number;
  gzipBytes: number;
}

/** The group a source path of a map belongs to (see the file comment). */
export function sourceGroup(source: string | null): string {
  if (!source) return '(no source)';
  // The innermost node_modules wins: a nested copy is that package's code.
  const inModules = [...source.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1);
  if (inModules) return inModules[1] as string;
  const inRenderer = /src\/renderer\/src\/(.+)$/.exec(source);
  if (inRenderer) {
    // Two folders deep (app:features/auth); a file higher up by its name (app:main).
    const segments = (inRenderer[1] as string).split('/');
    const folders = segments.slice(0, -1).slice(0, 2);
    return `app:${folders.length > 0 ? folders.join('/') : (segments[0] as string).replace(/\.[^.]+$/, '')}`;
  }
  if (/src\/shared\//.test(source)) return 'shared';
  return source;
}

/**
 * Sizes per group over the given files (paths relative to `distDir`, with a `.map` beside each;
 * a file without one, such as the bundler's own runtime, counts whole as `(no source map)`),
 * largest gzip first. Throws when no file has a source map: build with `--sourcemap`.
 */
export function packageSizes(distDir: string, files: Iterable<string>): PackageSize[] {
  const texts = new Map<string, string[]>();
  const add = (group: string, text: string) => texts.set(group, [...(texts.get(group) ?? []), text]);
  let mapped = 0;
  for (const file of files) {
    const path = join(distDir, file);
    if (!existsSync(`${path}.map`)) {
      add('(no source map)', readFileSync(path, 'utf8'));
      continue;
    }
    mapped += 1;
    const lines = readFileSync(path, 'utf8').split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, 'utf8')) as RawSourceMap);
    const mappings: { line: number; column: number; source: string | null }[] = [];
    consumer.eachMapping((m) => mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }), null, SourceMapConsumer.GENERATED_ORDER);
    mappings.forEach((mapping, index) => {
      const line = lines[mapping.line - 1] ?? '';
      const next = mappings[index + 1];
      const end = next && next.line === mapping.line ? next.column : line.length;
      // Map sources are relative to the map's folder; resolved, they show their node_modules package.
      add(sourceGroup(mapping.source && resolve(dirname(path), mapping.source)), line.slice(mapping.column, end));
    });
  }
  if (mapped === 0) throw new Error(`no source maps in ${distDir} (build with --sourcemap)`);
  return [...texts]
    .map(([group, parts]) => {
      const text = parts.join('');
      return { group, bytes: Buffer.byteLength(text), gzipBytes: gzipSync(text, { level: 6 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
