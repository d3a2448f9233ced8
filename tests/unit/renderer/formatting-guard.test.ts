/**
 * One way to write a date and a number (docs/product-rules.md §Locales 3): the interface writes dates, counts and
 * money only through its formatting module (features/preferences/locale.ts, use-format.ts). This
 * test reads the sources and the UI strings and fails on hand-formatting anywhere else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const RENDERER = join(ROOT, 'src/renderer/src');
/** The formatting module: the one place Intl formatters are built for the interface. */
const FORMATTING_MODULE = 'src/renderer/src/features/preferences/locale.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Calls that format a date or a number by hand. */
const HAND_FORMATTING: readonly [RegExp, string][] = [
  [/\.toLocale(Date|Time)?String\(/, 'toLocaleString and friends'],
  [/new Intl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat)\b/, 'a new Intl formatter'],
  [/\b(dateTimeFormat|numberFormat|relativeTimeFormat)\(/, 'a cached Intl formatter'],
  [/\.toFixed\(/, 'toFixed'],
];

/** A number rendered as a JSX child as it is: `>{line.quantity}<`, `{figure.stock}</…>`. */
const RAW_NUMBER_CHILD = /[>}]\s*\{\s*[\w.?]*(count|Count|quantity|Quantity|stock|Stock|total|Total|_jpy|amount|Amount|length)\s*\}\s*[<{]/;

/** UI-string placeholders that always hold a number; each must go through the `count` format. */
const NUMERIC_PLACEHOLDERS = ['count', 'n', 'position', 'max', 'min', 'shown', 'page', 'pages', 'quantity', 'stock', 'percent', 'megabytes', 'mm'];

describe('one formatting module', () => {
  const files = sourceFiles(RENDERER).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

  it('reads the renderer’s sources (the guard looks at something)', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.some((file) => file.path === FORMATTING_MODULE)).toBe(true);
  });

  it('no component or module formats a date or a number by hand', () => {
    const found = files
      .filter((file) => file.path !== FORMATTING_MODULE)
      .flatMap((file) => HAND_FORMATTING.filter(([pattern]) => pattern.test(file.text)).map(([, what]) => `${file.path}: ${what}`));
    expect(found).toEqual([]);
  });

  it('no component renders a count or an amount as a raw number', () => {
    const found = files.filter((file) => file.path.endsWith('.tsx') && RAW_NUMBER_CHILD.test(file.text)).map((file) => `${file.path}: ${RAW_NUMBER_CHILD.exec(file.text)?.[0]}`);
    expect(found).toEqual([]);
  });

  it('every UI string writes its numbers through the `count` format, in every language', () => {
    const localeDir = join(RENDERER, 'locales');
    const problems: string[] = [];
    let placeholders = 0;
    for (const language of readdirSync(localeDir)) {
      for (const name of readdirSync(join(localeDir, language))) {
        const text = readFileSync(join(localeDir, language, name), 'utf8');
        for (const [, inner] of text.matchAll(/\{\{([^}]*)\}\}/g)) {
          const [placeholder, format] = (inner ?? '').split(',').map((part) => part.trim());
          placeholders += 1;
          if (placeholder === 'formatted') problems.push(`${language}/${name}: {{formatted}} (pass the number, format it with "count")`);
          if (NUMERIC_PLACEHOLDERS.includes(placeholder ?? '') && format !== 'count') problems.push(`${language}/${name}: {{${inner}}}`);
        }
      }
    }
    expect(placeholders).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });

  it('the guards catch what they look for', () => {
    expect(HAND_FORMATTING.some(([pattern]) => pattern.test('const s = value.toLocaleString("en");'))).toBe(true);
    expect(HAND_FORMATTING.some(([pattern]) => pattern.test('numberFormat(locale).format(count)'))).toBe(true);
    expect(RAW_NUMBER_CHILD.test('<Text>{line.quantity}</Text>')).toBe(true);
    expect(RAW_NUMBER_CHILD.test('<Text>{format.count(line.quantity)}</Text>')).toBe(false);
  });
});
