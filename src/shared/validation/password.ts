/**
 * Password rules, shared by the client's forms and the demo API (issue 3 asks us to choose and
 * document them; spec point 5 leaves them "not shown"). The rules, kept deliberately few:
 *  1. at least {@link PASSWORD_MIN_LENGTH} characters (counted as Unicode code points);
 *  2. not made only of digits;
 *  3. not the account's e-mail address itself (compared case-insensitively, ignoring surrounding spaces).
 */

/** Minimum password length in characters (code points). */
export const PASSWORD_MIN_LENGTH = 8;

/** The user-readable messages, exported so tests and UIs can refer to them. */
export const passwordMessages = {
  tooShort: `Your password must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  allDigits: 'Your password can’t be entirely numeric.',
  isEmail: 'Your password can’t be your e-mail address.',
} as const;

/**
 * Every rule the password breaks, as user-readable sentences; an empty array means acceptable.
 * `email` may be omitted when it is not known yet (the e-mail rule is then skipped).
 */
export function passwordProblems(password: string, email?: string | null): string[] {
  const problems: string[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push(passwordMessages.tooShort);
  if (/^\p{Nd}+$/u.test(password)) problems.push(passwordMessages.allDigits);
  const normalisedEmail = email?.trim().toLowerCase();
  if (normalisedEmail && password.trim().toLowerCase() === normalisedEmail) problems.push(passwordMessages.isEmail);
  return problems;
}
