import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectResources } from '@renderer/app/i18n';
import { translationLoaders } from '@renderer/app/i18n-translations';

const root = join(import.meta.dirname, '../../../../src/renderer/src/locales');
const languages = ['en', 'ja', 'zh'] as const;

/** Every key path of a strings file, with i18next plural suffixes folded (ja/zh only have _other). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|other)$/, '')];
  return [...new Set(Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key)))].sort();
}

/** Every string of a strings file by its dotted key path (nested groups flattened). */
function strings(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (typeof value !== 'object' || value === null) return {};
  return Object.assign({}, ...Object.entries(value).map(([key, child]) => strings(child, prefix ? `${prefix}.${key}` : key)));
}

function load(language: string, file: string): unknown {
  return JSON.parse(readFileSync(join(root, language, file), 'utf8'));
}

describe('UI strings (English, Japanese, Simplified Chinese)', () => {
  const namespaces = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json'));

  it.each(languages.filter((l) => l !== 'en'))('%s has every namespace and key English has, and no other', (language) => {
    expect(readdirSync(join(root, language)).sort()).toEqual([...namespaces].sort());
    for (const file of namespaces) expect({ file, keys: keyPaths(load(language, file)) }).toEqual({ file, keys: keyPaths(load('en', file)) });
  });

  it('keeps every {{placeholder}} of English in the translations', () => {
    for (const language of ['ja', 'zh']) {
      for (const file of namespaces) {
        const en = strings(load('en', file));
        const other = strings(load(language, file));
        for (const [key, text] of Object.entries(en)) {
          const translated = other[key] ?? other[key.replace(/_one$/, '_other')] ?? '';
          const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
          expect({ language, file, key, names: names(translated) }).toEqual({ language, file, key, names: names(text) });
        }
      }
    }
  });

  it.each(['ja', 'zh'])('loads %s as a chunk of its own holding only that language, every namespace', async (language) => {
    const loaded = await translationLoaders[language]!();
    expect(Object.keys(loaded)).toEqual([language]);
    expect(Object.keys(loaded[language]!.translation as object).sort()).toEqual(namespaces.map((file) => file.replace(/\.json$/, '')).sort());
  });

  it('has no lazily loaded strings for English (bundled) nor for an unknown language', () => {
    expect(Object.keys(translationLoaders).sort()).toEqual(['ja', 'zh']);
  });

  it('collects files into i18next resources by language and namespace', () => {
    const resources = collectResources({ '../locales/ja/home.json': { title: 'ようこそ' }, '../locales/zh/home.json': { title: '欢迎' } });
    expect(resources).toEqual({ ja: { translation: { home: { title: 'ようこそ' } } }, zh: { translation: { home: { title: '欢迎' } } } });
  });
});
