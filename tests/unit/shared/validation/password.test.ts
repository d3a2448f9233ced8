import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail, passwordMessages, passwordProblems, PASSWORD_MIN_LENGTH } from '@shared/validation';

describe('passwordProblems', () => {
  it('length: 7 characters fail, 8 pass', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordProblems('abcdefg')).toEqual([passwordMessages.tooShort]);
    expect(passwordProblems('abcdefgh')).toEqual([]);
    expect(passwordProblems('')).toEqual([passwordMessages.tooShort]);
  });
  it('counts code points, not UTF-16 units', () => {
    expect(passwordProblems('🎎🎎🎎🎎🎎🎎🎎')).toEqual([passwordMessages.tooShort]);
    expect(passwordProblems('🎎🎎🎎🎎🎎🎎🎎🎎')).toEqual([]);
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
