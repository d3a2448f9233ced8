/** The app's wording for the account API's errors (docs/product-rules.md §Locales 6): (field, DRF code) → message. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drfErrorMessages } from '@shared/api';
import { drfMessages } from '@shared/api/fields';
import { passwordMessages } from '@shared/validation';
import type { UserFacingError } from '@renderer/api/errors';
import { createI18n } from '@renderer/app/i18n';
import enAuthForms from '@renderer/locales/en/authForms.json';
import { splitFormErrors } from '@renderer/features/auth/components/form-errors';
import { appMessage, fieldMessage, localiseServerError, serverMessageKey, serverMessageKeys } from '@renderer/features/auth/server-messages';

const i18n = createI18n('en');
// The form strings travel with the forms (auth-forms-strings.ts), as they are added there.
i18n.addResourceBundle('en', 'translation', { authForms: enAuthForms }, true, false);
const t = i18n.t.bind(i18n);

function apiError(over: Partial<UserFacingError>): UserFacingError {
  return { message: 'Please correct the highlighted fields.', fieldErrors: {}, status: 400, offline: false, ...over };
}

describe('server messages', () => {
  it('maps each detail code to the app message', () => {
    expect(appMessage('detail', 'no_active_account', drfErrorMessages.invalidCredentials, t)).toBe(
      'The e-mail or password is wrong. Check both and try again.',
    );
    expect(appMessage('detail', 'invalid_token', 'This password reset link is invalid.', t)).toBe('This link is not valid. Ask for a new one.');
    expect(appMessage('detail', 'used_token', 'x', t)).toBe('This link has already been used. Ask for a new one.');
    expect(appMessage('detail', 'expired_token', 'x', t)).toBe('This link has expired. Ask for a new one.');
  });

  it('maps each field message the contract fixes, by field and code', () => {
    expect(fieldMessage('email', drfErrorMessages.emailExists, t)).toBe(
      'An account with this e-mail address already exists. Sign in, or reset its password.',
    );
    expect(fieldMessage('email', drfMessages.invalidEmail, t)).toBe('Enter a valid e-mail address, like name@example.com.');
    expect(fieldMessage('username', drfErrorMessages.usernameExists, t)).toBe('This user name is taken. Choose another one.');
    for (const field of ['password', 'new_password']) {
      expect(fieldMessage(field, passwordMessages.tooShort, t)).toBe('The password needs at least 8 characters.');
      expect(fieldMessage(field, passwordMessages.allDigits, t)).toBe('The password can’t be only digits.');
      expect(fieldMessage(field, passwordMessages.isEmail, t)).toBe('The password can’t be your e-mail address.');
      expect(fieldMessage(field, passwordMessages.onlyWhitespace, t)).toBe('The password can’t be only spaces.');
      expect(fieldMessage(field, passwordMessages.repeatedCharacter, t)).toBe('The password can’t be one character repeated.');
      expect(fieldMessage(field, passwordMessages.sequence, t)).toBe('The password can’t be a row of keys or a sequence, like qwertyui or abcdefgh.');
    }
  });

  it('every key in the table has an English string', () => {
    for (const row of Object.values(serverMessageKeys)) {
      for (const key of Object.values(row)) expect(i18n.exists(key), key).toBe(true);
    }
  });

  it('keeps the server message for an unknown code, an unknown field, or no code', () => {
    expect(appMessage('detail', 'some_new_code', 'A new server rule.', t)).toBe('A new server rule.');
    expect(appMessage('detail', undefined, drfErrorMessages.invalidCredentials, t)).toBe(drfErrorMessages.invalidCredentials);
    expect(fieldMessage('email', 'Domain not allowed.', t)).toBe('Domain not allowed.');
    // A code is only mapped on the fields whose row has it.
    expect(serverMessageKey('title', 'unique')).toBeUndefined();
    expect(fieldMessage('title', drfErrorMessages.usernameExists, t)).toBe(drfErrorMessages.usernameExists);
  });

  it('localises a whole error: detail by code, each field message, throttling with its wait', () => {
    const wrong = localiseServerError(apiError({ message: drfErrorMessages.invalidCredentials, code: 'no_active_account', status: 401 }), t);
    expect(wrong.message).toBe('The e-mail or password is wrong. Check both and try again.');
    const taken = localiseServerError(
      apiError({ fieldErrors: { email: [drfErrorMessages.emailExists], username: [drfErrorMessages.usernameExists, 'Also odd.'] } }),
      t,
    );
    expect(splitFormErrors(taken, ['email', 'username'])).toEqual({
      formMessage: null,
      fieldMessages: {
        email: 'An account with this e-mail address already exists. Sign in, or reset its password.',
        username: 'This user name is taken. Choose another one. Also odd.',
      },
    });
    const locked = localiseServerError(apiError({ message: drfErrorMessages.throttled(42), code: 'throttled', status: 429, throttled: { retryAfterSeconds: 42 } }), t);
    expect(locked.message).toBe('Too many attempts, try again in 42 seconds.');
  });

  it('speaks the interface language', async () => {
    const ja = createI18n('ja');
    await ja.changeLanguage('ja');
    expect(appMessage('detail', 'no_active_account', drfErrorMessages.invalidCredentials, ja.t.bind(ja))).toBe(
      'メールアドレスまたはパスワードが正しくありません。両方を確認して、もう一度お試しください。',
    );
  });
});

describe('English strings (§Locales 5: one spelling)', () => {
  it('write "e-mail", never "email", in user-visible text', () => {
    const dir = join(__dirname, '../../../../../src/renderer/src/locales/en');
    const offenders: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        // Interpolation names ({{email}}) are not shown.
        if (/\bemail\b/i.test(value.replace(/\{\{[^}]*\}\}/g, '').replace(/e-mail/gi, ''))) offenders.push(`${path}: ${value}`);
      } else if (value && typeof value === 'object') {
        for (const [key, nested] of Object.entries(value)) walk(nested, `${path}.${key}`);
      }
    };
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), file);
    }
    expect(offenders).toEqual([]);
  });
});
