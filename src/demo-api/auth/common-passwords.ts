/**
 * The common-password list the API checks every new password against (rule 5 of
 * src/shared/validation/password.ts): the ranked list of passwords seen most in breaches that
 * zxcvbn-ts ships (`@zxcvbn-ts/language-common`, about 49,000 entries; about 15,000 are left once
 * the shorter, all-digit and keyboard-run ones other rules refuse are dropped). Built once, on first use.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { commonPasswordEntries } from '../../shared/validation/password';

let commonPasswords: ReadonlySet<string> | undefined;

/** The whole list, lower case, for `passwordProblems(password, email, commonPasswordList())`. */
export function commonPasswordList(): ReadonlySet<string> {
  commonPasswords ??= new Set(commonPasswordEntries(dictionary['passwords-common']));
  return commonPasswords;
}
