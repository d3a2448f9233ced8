import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { packageSizes, sourceGroup } from '../../../../../scripts/bench/lib/package-sizes';

describe('bench:bundle --by-package', () => {
  it('groups sources by npm package, scoped or not, and the project by folder', () => {
    expect(sourceGroup('/p/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(sourceGroup('/p/node_modules/@fluentui/tokens/lib/tokens.js')).toBe('@fluentui/tokens');
    expect(sourceGroup('/p/node_modules/a/node_modules/@scope/b/x.js')).toBe('@scope/b');
    expect(sourceGroup('/p/src/renderer/src/features/auth/session.ts')).toBe('app:features/auth');
    expect(sourceGroup('/p/src/renderer/src/main.tsx')).toBe('app:main');
    expect(sourceGroup('/p/src/shared/api/rates.ts')).toBe('shared');
    expect(sourceGroup(null)).toBe('(no source)');
  });

  it('attributes each generated character to its source, resolving map paths from the map’s folder', () => {
    const dist = mkdtempSync(join(tmpdir(), 'package-sizes-'));
    const code = 'AAAAAAAAAABBBBB';
    const map = new SourceMapGenerator({ file: 'entry.js' });
    map.addMapping({ generated: { line: 1, column: 0 }, original: { line: 1, column: 0 }, source: '../node_modules/left-pad/index.js' });
    map.addMapping({ generated: { line: 1, column: 10 }, original: { line: 1, column: 0 }, source: '../src/shared/x.ts' });
    writeFileSync(join(dist, 'entry.js'), code);
    writeFileSync(join(dist, 'entry.js.map'), map.toString());
    writeFileSync(join(dist, 'runtime.js'), 'RRR');
    const sizes = packageSizes(dist, ['entry.js', 'runtime.js']);
    expect(Object.fromEntries(sizes.map((size) => [size.group, size.bytes]))).toEqual({ 'left-pad': 10, shared: 5, '(no source map)': 3 });
    expect(sizes.every((size) => size.gzipBytes > 0)).toBe(true);
  });

  it('refuses a build without source maps', () => {
    const dist = mkdtempSync(join(tmpdir(), 'package-sizes-'));
    writeFileSync(join(dist, 'entry.js'), 'x');
    expect(() => packageSizes(dist, ['entry.js'])).toThrow('no source maps');
  });
});
