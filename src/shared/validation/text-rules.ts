/**
 * Characters refused in text a person sends the API: query parameters (the catalogue's search,
 * slugs, choices, numbers, in REST and GraphQL alike) and what a moderator writes for every user
 * to read. One rule for every door, so REST, GraphQL and the app's own forms agree.
 *
 * - Control characters: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F). NUL ends a
 *   string in C code: SQLite's FTS5 read the search "har\0uka" as an unterminated string (a 500).
 *   The others are invisible, and a tab or a line break is never meant in one line of text (a
 *   query parameter, a title). Multi-line text keeps TAB, LF and CR, the only C0 characters
 *   XML 1.0 allows in text (its `Char` production).
 * - Lone surrogates (U+D800–U+DFFF outside a pair): not characters at all, with no UTF-8 form;
 *   DRF's CharField refuses them too (ProhibitSurrogateCharactersValidator).
 * - In text other people read, bidirectional formatting: embeddings and overrides U+202A–U+202E
 *   and isolates U+2066–U+2069 reorder the characters around them, so the text shown is not the
 *   text written (Unicode TR #36, "Bidirectional Text Spoofing"; CVE-2021-42574). The marks
 *   U+200E/U+200F stay allowed: they reorder nothing past themselves.
 *
 * Messages use DRF's wording where DRF has one (`Null characters are not allowed.`,
 * `Surrogate characters are not allowed: U+D800.`) and the same form otherwise.
 */
import { z } from 'zod/mini';

/** What a text may hold beyond printable characters. */
export interface TextRules {
  /** TAB, LF and CR allowed (a body of several lines). Default false: one line. */
  multiline?: boolean;
  /** Bidirectional embeddings, overrides and isolates refused (text other people read). Default false. */
  noBidiControls?: boolean;
}

/** A query parameter: one line; bidirectional formatting is the searcher's own business. */
export const QUERY_TEXT: TextRules = {};
/** One line others read (an announcement's title). */
export const SHOWN_LINE_TEXT: TextRules = { noBidiControls: true };
/** Several lines others read (an announcement's body). */
export const SHOWN_PROSE_TEXT: TextRules = { multiline: true, noBidiControls: true };

/** Messages of the refused characters (DRF's wording for NUL and surrogates). */
export const textRuleMessages = {
  nullCharacter: 'Null characters are not allowed.',
  controlCharacter: (codePoint: string) => `Control characters are not allowed: ${codePoint}.`,
  surrogate: (codePoint: string) => `Surrogate characters are not allowed: ${codePoint}.`,
  bidiControl: (codePoint: string) => `Bidirectional formatting characters are not allowed: ${codePoint}.`,
} as const;

/** "U+" and at least four upper-case hex digits, as Unicode names a code point. */
function codePointName(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

const isControl = (cp: number) => cp <= 0x1f || (cp >= 0x7f && cp <= 0x9f);
const isLineBreakOrTab = (cp: number) => cp === 0x09 || cp === 0x0a || cp === 0x0d;
const isBidiControl = (cp: number) => (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);

/**
 * Why `text` is refused under `rules`: the message naming its first refused character, or
 * undefined when every character is allowed. Pure; linear in the text's length.
 */
export function textRuleIssue(text: string, rules: TextRules = QUERY_TEXT): string | undefined {
  // for…of walks code points: a well-formed pair is one character above U+FFFF, a lone surrogate stays alone.
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp === 0) return textRuleMessages.nullCharacter;
    if (isControl(cp) && !(rules.multiline && isLineBreakOrTab(cp))) return textRuleMessages.controlCharacter(codePointName(cp));
    if (cp >= 0xd800 && cp <= 0xdfff) return textRuleMessages.surrogate(codePointName(cp));
    if (rules.noBidiControls && isBidiControl(cp)) return textRuleMessages.bidiControl(codePointName(cp));
  }
  return undefined;
}

/**
 * A zod check refusing a string `textRuleIssue` refuses, with its message; later checks of the
 * field do not run. Put it before `z.trim()`, which would hide a tab or line break at either end.
 */
export function textRulesCheck(rules: TextRules = QUERY_TEXT): z.core.$ZodCheck<string> {
  return z.superRefine((value: string, ctx) => {
    const message = textRuleIssue(value, rules);
    if (message) ctx.addIssue({ code: 'custom', message, input: value, continue: false });
  });
}
