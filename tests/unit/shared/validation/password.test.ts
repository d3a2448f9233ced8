import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commonPasswordEntries, isValidEmail, normalizeEmail, passwordMessages, passwordProblems, PASSWORD_MIN_LENGTH } from '@shared/validation';

describe('passwordProblems', () => {
  it('length: 7 characters fail, 8 pass', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordProblems('abcdefg')).toEqual([passwordMessages.tooShort]);
    expect(passwordProblems('figures8')).toEqual([]);
    expect(passwordProblems('')).toEqual([passwordMessages.tooShort]);
  });
  it('counts code points, not UTF-16 units', () => {
    expect(passwordProblems('🎎🎎🎎🎎🎎🎎🎎')).toEqual([passwordMessages.tooShort]);
    expect(passwordProblems('🎎🎏🎎🎏🎎🎏🎎🎏')).toEqual([]);
  });
  it('all digits fail, one letter passes', () => {
    expect(passwordProblems('12345678')).toEqual([passwordMessages.allDigits]);
    expect(passwordProblems('1234567a')).toEqual([]);
    expect(passwordProblems('1234567')).toEqual([passwordMessages.tooShort, passwordMessages.allDigits]);
    expect(passwordProblems('１２３４５６７８')).toEqual([passwordMessages.allDigits]);
  });
  it('the e-mail itself fails, case-insensitively; a superset passes', () => {
    expect(passwordProblems('Fan@Figures.test', 'fan@figures.test')).toEqual([passwordMessages.isEmail]);
    expect(passwordProblems('fan@figures.test', ' FAN@figures.test ')).toEqual([passwordMessages.isEmail]);
    expect(passwordProblems('fan@figures.test!', 'fan@figures.test')).toEqual([]);
    expect(passwordProblems('fan@figures.test', '')).toEqual([]);
    expect(passwordProblems('fan@figures.test', null)).toEqual([]);
  });
  it('refuses only whitespace, one repeated character (any case) and runs along a keyboard row or the alphabet, either way', () => {
    for (const spaces of ['        ', '\t \t \t \t ', '\u3000'.repeat(8)]) expect(passwordProblems(spaces)).toEqual([passwordMessages.onlyWhitespace]);
    for (const repeated of ['aaaaaaaa', 'aAaAaAaA', '🎎🎎🎎🎎🎎🎎🎎🎎', '!!!!!!!!!!!!']) expect(passwordProblems(repeated)).toEqual([passwordMessages.repeatedCharacter]);
    for (const run of ['qwertyui', 'QWERTYUIOP', 'asdfghjkl;', 'zxcvbnm,./', 'iuytrewq', 'qwertyuiopasdf', '7890-=qwer', 'abcdefgh', 'ZYXWVUTSRQ']) {
      expect(passwordProblems(run), run).toEqual([passwordMessages.sequence]);
    }
  });
  it('lets through what only looks like a pattern, and the seeded demo passwords', () => {
    for (const fine of ['qwertyuj', 'aaaaaaab', ' aaaaaaa ', 'abcdefgi', 'qwerasdf', 'figures-4-ever', 'moderate-2-much']) expect(passwordProblems(fine), fine).toEqual([]);
  });
  it('reports one reason at a time: nothing about patterns for a short or all-digit password', () => {
    expect(passwordProblems('aaaa')).toEqual([passwordMessages.tooShort]);
    expect(passwordProblems('qwerty')).toEqual([passwordMessages.tooShort]);
    expect(passwordProblems('11111111')).toEqual([passwordMessages.allDigits]);
    expect(passwordProblems('87654321')).toEqual([passwordMessages.allDigits]);
    expect(passwordProblems('abcdefgh', 'abcdefgh')).toEqual([passwordMessages.isEmail, passwordMessages.sequence]);
  });
  it('never throws and only returns known messages', () => {
    const known = new Set<string>(Object.values(passwordMessages));
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (password, email) => {
        const problems = passwordProblems(password, email);
        return problems.every((p) => known.has(p));
      }),
    );
  });
});

describe('email helpers', () => {
  it('isValidEmail', () => {
    expect(isValidEmail('collector@figureshop.test')).toBe(true);
    expect(isValidEmail(' collector@figureshop.test ')).toBe(true);
    expect(isValidEmail('collector')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
  it('normalizeEmail trims and lower-cases', () => {
    expect(normalizeEmail('  Fan@Figures.TEST ')).toBe('fan@figures.test');
  });
});

describe('rule 5: common passwords', () => {
  const ranked = ['123456', 'password', 'PASSWORD', 'qwertyuiop', 'aaaaaaaa', '12345678', 'iloveyou1', 'baseball', 'dragon'];

  it('keeps what the other rules let through, lower-cased, once, most common first, up to the limit', () => {
    expect(commonPasswordEntries(ranked)).toEqual(['password', 'iloveyou1', 'baseball']);
    expect(commonPasswordEntries(ranked, 2)).toEqual(['password', 'iloveyou1']);
  });

  it('refuses a password on the list in any case, and only once the other rules pass', () => {
    const list = new Set(commonPasswordEntries(ranked));
    expect(passwordProblems('BaseBall', 'fan@figureshop.test', list)).toEqual([passwordMessages.tooCommon]);
    expect(passwordProblems('baseball', 'fan@figureshop.test')).toEqual([]);
    expect(passwordProblems('figures-4-ever', null, list)).toEqual([]);
    expect(passwordProblems('aaaaaaaa', null, new Set(['aaaaaaaa']))).toEqual([passwordMessages.repeatedCharacter]);
  });
});
