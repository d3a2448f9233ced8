/**
 * Typo tolerance for the catalogue search (docs/product-rules.md §Catalogue 2): when a search finds nothing, each
 * romanised word that is not a word of the catalogue is replaced by the catalogue's nearest word
 * (Levenshtein distance 1 for words of 4–6 letters, 2 from 7: "Homra" → "homura", a typo of a
 * typo in a longer word), the most frequent on a tie. Japanese and short words are left as they
 * are: the trigram search already matches any part of them.
 */
import type { Client } from '@libsql/client';
import { distance } from 'fastest-levenshtein';
import { queryAll } from '../storage/db';

/** A catalogue word: romanised letters and digits, 3 or more, lower-cased. */
const WORD = /[a-z0-9]{3,}/g;
/** Words shorter than this are never corrected (too many neighbours to guess from). */
export const MIN_CORRECTED_LENGTH = 4;

/** The largest edit distance a word of `length` letters may be corrected across. */
export function maxTypos(length: number): number {
  return length >= 7 ? 2 : length >= MIN_CORRECTED_LENGTH ? 1 : 0;
}

/** The catalogue's words and how often each occurs, for `correctSearch`. */
export type SearchVocabulary = ReadonlyMap<string, number>;

/** Pure: the words of `texts` with their counts. */
export function vocabularyOf(texts: Iterable<string>): SearchVocabulary {
  const counts = new Map<string, number>();
  for (const text of texts) for (const word of text.toLowerCase().match(WORD) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** The words of every figure's, series', character's and maker's romanised name. */
export async function loadSearchVocabulary(db: Client): Promise<SearchVocabulary> {
  const rows = await queryAll(
    db,
    `SELECT name FROM figures UNION ALL SELECT name FROM series UNION ALL SELECT name FROM characters UNION ALL SELECT name FROM manufacturers`,
  );
  return vocabularyOf(rows.map((row) => String(row.name)));
}

/** Pure: the nearest catalogue word to `word` within its allowed distance, or null (none, or `word` is one already). */
export function nearestWord(word: string, vocabulary: SearchVocabulary): string | null {
  const limit = maxTypos(word.length);
  if (limit === 0 || !/^[a-z0-9]+$/.test(word) || vocabulary.has(word)) return null;
  let best: { word: string; distance: number; count: number } | null = null;
  for (const [candidate, count] of vocabulary) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const d = distance(word, candidate);
    if (d > limit) continue;
    if (!best || d < best.distance || (d === best.distance && count > best.count)) best = { word: candidate, distance: d, count };
  }
  return best?.word ?? null;
}

/**
 * Pure: `search` with each word the catalogue does not know replaced by its nearest one, or null
 * when no word changed. Words are compared lower-cased; the corrected search is lower-case.
 */
export function correctSearch(search: string, vocabulary: SearchVocabulary): string | null {
  let changed = false;
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const nearest = nearestWord(word, vocabulary);
      if (nearest) changed = true;
      return nearest ?? word;
    });
  return changed ? words.join(' ') : null;
}
