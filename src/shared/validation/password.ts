/**
 * Password rules, shared by the client's forms and the demo API (decided: docs/product-rules.md
 * §Passwords). A password is refused when it:
 *  1. has fewer than {@link PASSWORD_MIN_LENGTH} characters (counted as Unicode code points);
 *  2. is made only of digits;
 *  3. is the account's e-mail address itself (compared case-insensitively, ignoring surrounding spaces);
 *  4. is only whitespace, one character repeated, or a run along a keyboard row, the digits or the
 *     alphabet, forwards or backwards ("qwertyui", "87654321", "abcdefgh"), compared case-insensitively:
 *     the first guesses of any cracker (OWASP ASVS V2.1.7; NIST SP 800-63B §5.1.1.2 "repetitive or
 *     sequential characters"). At most one of these is reported, and only for a password that rules 1
 *     and 2 let through (a short or all-digit one is already told what to fix);
 *  5. is on a list of common passwords, when the caller passes one (compared case-insensitively):
 *     the passwords breaches show people choose most (OWASP ASVS V2.1.7, NIST SP 800-63B §5.1.1.2
 *     "passwords obtained from previous breach corpuses"). The list is large, so this module takes it
 *     as an argument instead of importing it: the demo API passes the whole of it
 *     (src/demo-api/auth/common-passwords.ts), the forms the most common part, loaded with the form.
 */

/** Minimum password length in characters (code points). */
export const PASSWORD_MIN_LENGTH = 8;

/** The user-readable messages, exported so tests and UIs can refer to them. */
export const passwordMessages = {
  tooShort: `Your password must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  allDigits: 'Your password can’t be entirely numeric.',
  isEmail: 'Your password can’t be your e-mail address.',
  onlyWhitespace: 'Your password can’t be only spaces.',
  repeatedCharacter: 'Your password can’t be one character repeated.',
  sequence: 'Your password can’t be a row of keys or a sequence, like qwertyui or abcdefgh.',
  tooCommon: 'This password is too common.',
} as const;

/**
 * The entries of a ranked common-password list that rule 5 needs, most common first, lower-cased
 * and without duplicates: those rules 1, 2 and 4 do not already refuse (a list's short, all-digit
 * and "qwertyuiop" entries add nothing). `limit` keeps only the first that many (the forms' part).
 */
export function commonPasswordEntries(ranked: readonly string[], limit = Number.POSITIVE_INFINITY): string[] {
  const entries = new Set<string>();
  for (const password of ranked) {
    if (entries.size >= limit) break;
    const lower = password.toLowerCase();
    if ([...lower].length < PASSWORD_MIN_LENGTH || /^\p{Nd}+$/u.test(lower) || patternProblem(lower)) continue;
    entries.add(lower);
  }
  return [...entries];
}

/**
 * Runs a password may not be a part of (lower case), read forwards or backwards: the US keyboard's
 * rows in order, number row first, with and without their punctuation keys (so "7890-=qw" and
 * "qwertyuiopasdf" count), and the alphabet. All-digit runs need no entry: rule 2 refuses them.
 */
const SEQUENCES = ["1234567890-=qwertyuiop[]\\asdfghjkl;'zxcvbnm,./", '1234567890qwertyuiopasdfghjklzxcvbnm', 'abcdefghijklmnopqrstuvwxyz'] as const;

/** Rule 4: which pattern `password` is made of, if any. */
function patternProblem(password: string): string | undefined {
  if (/^\s+$/u.test(password)) return passwordMessages.onlyWhitespace;
  const characters = [...password.toLowerCase()];
  if (characters.every((character) => character === characters[0])) return passwordMessages.repeatedCharacter;
  const forwards = characters.join('');
  const backwards = characters.reverse().join('');
  if (SEQUENCES.some((run) => run.includes(forwards) || run.includes(backwards))) return passwordMessages.sequence;
  return undefined;
}

/**
 * Every rule the password breaks, as user-readable sentences; an empty array means acceptable.
 * `email` may be omitted when it is not known yet (the e-mail rule is then skipped);
 * `commonPasswords` (lower case, see {@link commonPasswordEntries}) when rule 5 is to be checked.
 */
export function passwordProblems(password: string, email?: string | null, commonPasswords?: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const tooShort = [...password].length < PASSWORD_MIN_LENGTH;
  if (tooShort) problems.push(passwordMessages.tooShort);
  const allDigits = /^\p{Nd}+$/u.test(password);
  if (allDigits) problems.push(passwordMessages.allDigits);
  const normalisedEmail = email?.trim().toLowerCase();
  if (normalisedEmail && password.trim().toLowerCase() === normalisedEmail) problems.push(passwordMessages.isEmail);
  const pattern = tooShort || allDigits ? undefined : patternProblem(password);
  if (pattern) problems.push(pattern);
  if (problems.length === 0 && commonPasswords?.has(password.toLowerCase())) problems.push(passwordMessages.tooCommon);
  return problems;
}
