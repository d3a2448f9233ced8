/**
 * One look for every page (docs/product-rules.md §Shell 10, 12): the page heading and the page container cannot drift
 * again. Every page renders in the shared PageContainer, and the only place that makes an `<h1>` is
 * the shared PageHeading (24 px).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const renderer = join(__dirname, '../../../../../src/renderer/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(renderer);
const pageFiles = files.filter((path) => /[/\\](features[/\\][^/\\]+|app)[/\\]pages[/\\][A-Z]\w*Page\.tsx$/.test(path));

describe('page conventions (§Shell 10, 12)', () => {
  it('finds the pages', () => {
    expect(pageFiles.length).toBeGreaterThanOrEqual(12);
  });

  it('only PageHeading makes an h1', () => {
    const offenders = files
      .filter((path) => !path.endsWith(join('features', 'ui', 'PageHeading.tsx')))
      .filter((path) => /as=["{']+h1|<h1[\s>]/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(renderer, path));
    expect(offenders).toEqual([]);
  });

  it.each(pageFiles.map((path) => [relative(renderer, path), path]))('%s renders in PageContainer', (_name, path) => {
    expect(readFileSync(path, 'utf8')).toMatch(/<PageContainer\s+size="(xs|sm|md|lg)"/);
  });
});
