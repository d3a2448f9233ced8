/**
 * Text folding the catalogue search shares (issue 12): SQLite's LIKE folds ASCII letters only, and
 * FTS5's trigram tokenizer (case_sensitive 0, no diacritics removed) folds those and every other
 * cased letter. On text of ASCII and caseless characters both equal `foldAscii`.
 */

/** SQLite's LIKE folds ASCII letters only; this folds the same ones, so `includes` matches as LIKE '%term%' does. */
export function foldAscii(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * Whether FTS5's folding (sqlite3Fts5UnicodeFold) leaves the character `ch` (one code point) as
 * `foldAscii` does: printable ASCII, or a character with no case (kanji, kana, digits, punctuation).
 * Control characters (NUL ends FTS5's tokenizing), lone surrogates and cased letters outside ASCII
 * (É, Ａ, Σ) are refused, so the in-memory search hands those to SQLite.
 */
export function foldsLikeFts5(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  if (code < 0x20 || code === 0x7f) return false;
  if (code < 0x80) return true;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  return ch.toLowerCase() === ch && ch.toUpperCase() === ch;
}
