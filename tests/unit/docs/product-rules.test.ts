import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const RULES_FILE = 'docs/product-rules.md';

/** The sections of docs/product-rules.md by citation word (the heading's first word), each with its rule numbers. */
function readSections(markdown: string): Map<string, Set<number>> {
  const sections = new Map<string, Set<number>>();
  let current: Set<number> | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^## ([A-Za-z-]+)/.exec(line);
    if (heading) {
      current = new Set();
      sections.set(heading[1] as string, current);
      continue;
    }
    // A rule is a numbered item at the start of a line (nested lists are indented).
    const rule = /^(\d+)\. /.exec(line);
    if (rule && current) current.add(Number(rule[1]));
  }
  return sections;
}

/** Every `§Word N` citation of `text`, with each number of a list such as `§Web 1, 16–20` or `§Shell 7-9`. */
function citations(text: string): Array<{ section: string; rules: number[] }> {
  const found: Array<{ section: string; rules: number[] }> = [];
  for (const match of text.matchAll(/§([A-Z][A-Za-z-]*[A-Za-z])((?: \d+(?:[–-]\d+)?(?:, \d+(?:[–-]\d+)?)*)?)/g)) {
    const rules: number[] = [];
    for (const part of (match[2] ?? '').trim().split(', ').filter(Boolean)) {
      const [from, to] = part.split(/[–-]/).map(Number) as [number, number | undefined];
      for (let n = from; n <= (to ?? from); n += 1) rules.push(n);
    }
    found.push({ section: match[1] as string, rules });
  }
  return found;
}

/** Source and documentation files that may cite the rules. */
function citingFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...citingFiles(path));
    else if (/\.(ts|tsx|mjs|js|md)$/.test(name)) files.push(path);
  }
  return files;
}

describe('docs/product-rules.md', () => {
  const sections = readSections(readFileSync(join(root, RULES_FILE), 'utf8'));

  it('numbers the rules of each section 1, 2, 3… without gaps, and no two sections share a citation word', () => {
    const headings = [...readFileSync(join(root, RULES_FILE), 'utf8').matchAll(/^## ([A-Za-z-]+)/gm)].map((m) => m[1]);
    expect(new Set(headings).size).toBe(headings.length);
    for (const [section, rules] of sections) {
      const numbers = [...rules].sort((a, b) => a - b);
      expect(numbers, section).toEqual(numbers.map((_, index) => index + 1));
    }
  });

  it('every "§Section N" cited in src, scripts, tests and docs names a section and a rule that exist', () => {
    const broken: string[] = [];
    for (const file of ['src', 'scripts', 'tests', 'docs'].flatMap((dir) => citingFiles(join(root, dir)))) {
      if (file === import.meta.filename) continue;
      const text = readFileSync(file, 'utf8');
      // Only files that point at the rules: the document itself, or a citation naming it nearby.
      if (!text.includes('product-rules') && relative(root, file) !== RULES_FILE) continue;
      for (const { section, rules } of citations(text)) {
        const known = sections.get(section);
        if (!known) broken.push(`${relative(root, file)}: §${section}`);
        else for (const rule of rules) if (!known.has(rule)) broken.push(`${relative(root, file)}: §${section} ${rule}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
