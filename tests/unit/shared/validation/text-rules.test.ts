import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { QUERY_TEXT, SHOWN_LINE_TEXT, SHOWN_PROSE_TEXT, textRuleIssue, textRuleMessages, textRulesCheck } from '@shared/validation/text-rules';

const char = (cp: number) => String.fromCodePoint(cp);

describe('textRuleIssue', () => {
  it('one line: every C0 control, DEL and every C1 control is refused, naming the code point; NUL in DRF’s wording', () => {
    expect(textRuleIssue('har\u0000uka')).toBe(textRuleMessages.nullCharacter);
    expect(textRuleMessages.nullCharacter).toBe('Null characters are not allowed.');
    for (const cp of [0x01, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f]) {
      const name = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
      expect(textRuleIssue(`a${char(cp)}b`, QUERY_TEXT)).toBe(`Control characters are not allowed: ${name}.`);
    }
  });

  it('the characters next to those ranges pass', () => {
    for (const cp of [0x20, 0x7e, 0xa0, 0xff, 0x200e, 0x200f, 0x2029, 0x202f, 0x2065, 0x206a, 0xfeff, 0x1f600]) {
      expect(textRuleIssue(`a${char(cp)}b`, SHOWN_LINE_TEXT), cp.toString(16)).toBeUndefined();
    }
    expect(textRuleIssue('"AND" NEAR(a b) * ^ (( ))')).toBeUndefined();
    expect(textRuleIssue('😀'.repeat(100))).toBeUndefined();
  });

  it('a lone surrogate (high or low) is refused in DRF’s wording; a pair is one character and passes', () => {
    expect(textRuleIssue('ab\ud800c')).toBe('Surrogate characters are not allowed: U+D800.');
    expect(textRuleIssue('\udfff')).toBe('Surrogate characters are not allowed: U+DFFF.');
    expect(textRuleIssue('\udc00\ud800')).toBe('Surrogate characters are not allowed: U+DC00.');
    expect(textRuleIssue('\ud83d\ude00')).toBeUndefined();
  });

  it('text others read: bidirectional embeddings, overrides and isolates are refused; queries keep them', () => {
    for (const cp of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const name = `U+${cp.toString(16).toUpperCase()}`;
      expect(textRuleIssue(`Sale${char(cp)}elaS`, SHOWN_LINE_TEXT)).toBe(`Bidirectional formatting characters are not allowed: ${name}.`);
      expect(textRuleIssue(`Sale${char(cp)}elaS`, SHOWN_PROSE_TEXT)).toBe(`Bidirectional formatting characters are not allowed: ${name}.`);
      expect(textRuleIssue(`Sale${char(cp)}elaS`, QUERY_TEXT)).toBeUndefined();
    }
  });

  it('several lines keep TAB, LF and CR only; one line refuses them', () => {
    expect(textRuleIssue('line 1\r\nline\t2\n', SHOWN_PROSE_TEXT)).toBeUndefined();
    expect(textRuleIssue('line 1\nline 2', SHOWN_LINE_TEXT)).toBe('Control characters are not allowed: U+000A.');
    expect(textRuleIssue('a\u000bb', SHOWN_PROSE_TEXT)).toBe('Control characters are not allowed: U+000B.');
    expect(textRuleIssue('a\u0085b', SHOWN_PROSE_TEXT)).toBe('Control characters are not allowed: U+0085.');
    expect(textRuleIssue('a\u0000b', SHOWN_PROSE_TEXT)).toBe(textRuleMessages.nullCharacter);
  });
});

describe('textRulesCheck', () => {
  it('runs before trimming (a tab at either end is refused, not trimmed away) and stops the field’s later checks', () => {
    const schema = z.string().check(textRulesCheck(QUERY_TEXT), z.trim(), z.maxLength(3, { error: 'too long' }));
    expect(schema.safeParse(' ab ').data).toBe('ab');
    const tab = schema.safeParse('ab\t');
    expect(tab.error?.issues.map((issue) => issue.message)).toEqual(['Control characters are not allowed: U+0009.']);
    const long = schema.safeParse('abcdef\u0000');
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([textRuleMessages.nullCharacter]);
  });
});
