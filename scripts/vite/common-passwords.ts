/**
 * `virtual:common-passwords`: the most common part of the API's common-password list (rule 5 of
 * src/shared/validation/password.ts), for the password forms to check as the person types. Built
 * from the same package the demo API reads (src/demo-api/auth/common-passwords.ts), so the two never
 * drift; the forms import it lazily, so it never reaches the first route. A password on the rest of
 * the list is refused by the API, in the same wording.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import type { Plugin } from 'vite';
import { commonPasswordEntries } from '../../src/shared/validation/password.ts';

/** The module's id, as the renderer imports it. */
export const COMMON_PASSWORDS_MODULE = 'virtual:common-passwords';

/** How many of the most common passwords the forms carry: about 5 kB gzip. */
export const FORM_COMMON_PASSWORDS = 1000;

const resolvedId = `\0${COMMON_PASSWORDS_MODULE}`;

/** The plugin: `export default string[]` (lower case, most common first). */
export function commonPasswordsModule(): Plugin {
  return {
    name: 'figure-shop:common-passwords',
    resolveId: (id) => (id === COMMON_PASSWORDS_MODULE ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      // A static import above: under `--configLoader runner` an import() here runs after Vite has closed its module runner.
      return `export default ${JSON.stringify(commonPasswordEntries(dictionary['passwords-common'], FORM_COMMON_PASSWORDS))};`;
    },
  };
}
