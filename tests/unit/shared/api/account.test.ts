import { describe, expect, it } from 'vitest';
import {
  authTokensSchema,
  loginRequestSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  profileSchema,
  profileUpdateRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  socialLoginRequestSchema,
  socialLoginResponseSchema,
  socialProviderSchema,
  updateStatusRequestSchema,
  uploadPictureRequestSchema,
  uploadBackgroundRequestSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
  passwordResetResponseSchema,
  drfMessages,
} from '@shared/api';
import { passwordMessages } from '@shared/validation/password';

/** The messages zod reports per path, as the demo API turns them into `{field: [messages]}`. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const profile = {
  id: 1,
  email: 'collector@figureshop.test',
  username: 'collector',
  is_moderator: false,
  email_verified: true,
  bio: '',
  status: 'Hunting for Miku',
  profile_picture_url: null,
  background_picture_url: 'http://127.0.0.1:8000/media/bg.png',
  social_provider: null,
  date_joined: '2026-04-13T10:00:00.123456Z',
};

describe('login', () => {
  it('accepts {email, password}', () => {
    expect(loginRequestSchema.parse({ email: 'a@b.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
  });
  it('reports missing, mistyped and malformed fields with DRF messages', () => {
    expect(messages(loginRequestSchema.safeParse({}))).toEqual({
      email: [drfMessages.required],
      password: [drfMessages.required],
    });
    expect(messages(loginRequestSchema.safeParse({ email: 'nope', password: 5 }))).toEqual({
      email: [drfMessages.invalidEmail],
      password: [drfMessages.notString],
    });
    expect(messages(loginRequestSchema.safeParse({ email: null, password: '' }))).toEqual({
      email: [drfMessages.null],
      password: [drfMessages.blank],
    });
  });
  it('answers both tokens', () => {
    expect(authTokensSchema.safeParse({ access_token: 'a', refresh_token: 'r' }).success).toBe(true);
    expect(authTokensSchema.safeParse({ access_token: 'a' }).success).toBe(false);
    expect(authTokensSchema.safeParse({ access_token: '', refresh_token: 'r' }).success).toBe(false);
  });
});

describe('register', () => {
  const good = { email: 'new@figureshop.test', username: 'new_fan', password: 'long enough pw' };
  it('accepts {email, username, password}', () => {
    expect(registerRequestSchema.parse(good)).toEqual(good);
  });
  it('applies the password rules under "password"', () => {
    expect(messages(registerRequestSchema.safeParse({ ...good, password: '1234567' }))).toEqual({
      password: [passwordMessages.tooShort, passwordMessages.allDigits],
    });
    expect(messages(registerRequestSchema.safeParse({ ...good, password: 'NEW@figureshop.test' }))).toEqual({
      password: [passwordMessages.isEmail],
    });
  });
  it('rejects a bad username', () => {
    expect(messages(registerRequestSchema.safeParse({ ...good, username: 'has space' })).username).toHaveLength(1);
    expect(messages(registerRequestSchema.safeParse({ ...good, username: 'x'.repeat(151) })).username).toEqual([
      drfMessages.maxLength(150),
    ]);
  });
  it('answers tokens that may both be absent', () => {
    expect(registerResponseSchema.parse({})).toEqual({});
    expect(registerResponseSchema.parse({ access_token: 'a', refresh_token: 'r' })).toEqual({
      access_token: 'a',
      refresh_token: 'r',
    });
    expect(registerResponseSchema.safeParse({ access_token: 42 }).success).toBe(false);
  });
});

describe('refresh', () => {
  it('takes {refresh_token}', () => {
    expect(refreshRequestSchema.safeParse({ refresh_token: 'r' }).success).toBe(true);
    expect(refreshRequestSchema.safeParse({ refresh: 'r' }).success).toBe(false);
  });
  it('accepts an answer without access_token (the client raises its own error)', () => {
    expect(refreshResponseSchema.parse({})).toEqual({});
    expect(refreshResponseSchema.parse({ access_token: 'a', refresh_token: 'r2', extra: 1 })).toEqual({
      access_token: 'a',
      refresh_token: 'r2',
    });
    expect(refreshResponseSchema.safeParse({ access_token: null }).success).toBe(false);
    expect(refreshResponseSchema.safeParse('token').success).toBe(false);
  });
});

describe('password reset and e-mail verification', () => {
  it('reset takes {email, redirectUrl}', () => {
    expect(
      passwordResetRequestSchema.safeParse({ email: 'a@b.co', redirectUrl: 'http://127.0.0.1:5173/account/password-reset' })
        .success,
    ).toBe(true);
    expect(messages(passwordResetRequestSchema.safeParse({ email: 'a@b.co', redirectUrl: 'not a url' }))).toEqual({
      redirectUrl: [drfMessages.invalidUrl],
    });
  });
  it('confirm takes {uidb64, token, new_password} and checks the password rules', () => {
    expect(
      passwordResetConfirmRequestSchema.safeParse({ uidb64: 'MQ', token: 't-1', new_password: 'a fine one' }).success,
    ).toBe(true);
    expect(
      messages(passwordResetConfirmRequestSchema.safeParse({ uidb64: 'MQ', token: '', new_password: '99999999' })),
    ).toEqual({ token: [drfMessages.blank], new_password: [passwordMessages.allDigits] });
  });
  it('answers are {detail}', () => {
    for (const schema of [passwordResetResponseSchema, verifyEmailResponseSchema]) {
      expect(schema.parse({ detail: 'ok' })).toEqual({ detail: 'ok' });
      expect(schema.safeParse({}).success).toBe(false);
    }
    expect(verifyEmailRequestSchema.safeParse({ uid: 'MQ', token: 'abc' }).success).toBe(true);
    expect(verifyEmailRequestSchema.safeParse({ uid: '', token: 'abc' }).success).toBe(false);
  });
});

describe('social login', () => {
  it('knows discord and google only', () => {
    expect(socialProviderSchema.options).toEqual(['discord', 'google']);
    expect(socialProviderSchema.safeParse('github').success).toBe(false);
  });
  it('takes {code, redirectUrl} and an optional RFC 7636 verifier', () => {
    const base = { code: 'abc', redirectUrl: 'figureshop:/oauth/discord' };
    expect(socialLoginRequestSchema.safeParse(base).success).toBe(true);
    expect(socialLoginRequestSchema.safeParse({ ...base, code_verifier: 'a'.repeat(43) }).success).toBe(true);
    expect(socialLoginRequestSchema.safeParse({ ...base, code_verifier: 'a'.repeat(42) }).success).toBe(false);
    expect(socialLoginRequestSchema.safeParse({ ...base, code_verifier: 'a'.repeat(129) }).success).toBe(false);
    expect(socialLoginRequestSchema.safeParse({ redirectUrl: base.redirectUrl }).success).toBe(false);
  });
  it('answers tokens (optional) and discord invite fields with defaults', () => {
    expect(socialLoginResponseSchema.parse({ access_token: 'a', refresh_token: 'r' })).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      discord_invite_needed: false,
      discord_invite_url: null,
    });
    expect(
      socialLoginResponseSchema.parse({ discord_invite_needed: true, discord_invite_url: 'https://discord.gg/x' }),
    ).toEqual({ discord_invite_needed: true, discord_invite_url: 'https://discord.gg/x' });
    expect(socialLoginResponseSchema.safeParse({ discord_invite_needed: 'yes' }).success).toBe(false);
  });
});

describe('profile', () => {
  it('parses a full profile and strips unknown keys', () => {
    expect(profileSchema.parse({ ...profile, karma: 5 })).toEqual(profile);
    expect(profileSchema.safeParse({ ...profile, date_joined: '2026-04-13T10:00:00+09:00' }).success).toBe(true);
  });
  it('rejects a profile without is_moderator or with a bad provider/date', () => {
    const { is_moderator: _omit, ...rest } = profile;
    expect(profileSchema.safeParse(rest).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, social_provider: 'github' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, date_joined: 'yesterday' }).success).toBe(false);
  });
  it('update takes optional username and bio', () => {
    expect(profileUpdateRequestSchema.parse({})).toEqual({});
    expect(profileUpdateRequestSchema.parse({ bio: '' })).toEqual({ bio: '' });
    expect(profileUpdateRequestSchema.safeParse({ bio: 'x'.repeat(501) }).success).toBe(false);
    expect(profileUpdateRequestSchema.safeParse({ username: '' }).success).toBe(false);
  });
  it('status is at most 140 characters and may be blank', () => {
    expect(updateStatusRequestSchema.safeParse({ status: '' }).success).toBe(true);
    expect(updateStatusRequestSchema.safeParse({ status: 'x'.repeat(140) }).success).toBe(true);
    expect(messages(updateStatusRequestSchema.safeParse({ status: 'x'.repeat(141) }))).toEqual({
      status: [drfMessages.maxLength(140)],
    });
    expect(updateStatusRequestSchema.safeParse({}).success).toBe(false);
  });
  it('upload text fields are optional short strings', () => {
    expect(uploadPictureRequestSchema.safeParse({}).success).toBe(true);
    expect(uploadPictureRequestSchema.safeParse({ profile_picture_url: 'me.png' }).success).toBe(true);
    expect(uploadBackgroundRequestSchema.safeParse({ background_picture_url: 'x'.repeat(256) }).success).toBe(false);
  });
});
