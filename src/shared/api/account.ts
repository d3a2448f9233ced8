/**
 * Account calls: login, register, password reset (+ confirm), token refresh and revocation,
 * e-mail verification, social login, profile, profile update, status update and the two uploads;
 * and the account settings (change password, change e-mail, resend the verification e-mail,
 * delete the account). The rules: docs/product-rules.md §Sign-in, §Sessions and §Account.
 * Request schemas carry DRF's messages (see fields.ts) so the demo API's 400s read like the real
 * backend's; response schemas strip unknown keys so a richer backend answer still parses.
 */
import { z } from 'zod/mini';
import { passwordProblems } from '../validation/password';
import { BIO_MAX_LENGTH, STATUS_MAX_LENGTH } from './account-profile';
import { detailResponseSchema, drfEmail, drfString, drfUrl, nonEmptyString } from './fields';

export * from './account-profile';


/** A password field: never trimmed (DRF password fields set trim_whitespace=False). */
const passwordField = () => drfString({ trim: false, max: 128 });

/** Django's username rule: up to 150 of letters, digits and @ . + - _ */
export const usernameSchema = drfString({ max: 150 }).check(
  z.regex(/^[\w.@+-]+$/u, {
    error: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  }),
);

// ---------------------------------------------------------------- tokens

/** The auth tokens: access and refresh token strings. The answer to login (POST /api/account/login/). */
export const authTokensSchema = z.object({
  access_token: nonEmptyString(),
  refresh_token: nonEmptyString(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

/** POST /api/account/login/ {email, password}. */
export const loginRequestSchema = z.object({
  email: drfEmail(),
  password: passwordField(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * POST /api/account/register/ — payload "not shown"; decided: {email, username, password} (+ optional verifyBaseUrl).
 * The password rules of validation/password.ts are checked here, reported under `password`.
 */
export const registerRequestSchema = z
  .object({
    email: drfEmail(),
    username: usernameSchema,
    password: passwordField(),
    /**
     * Optional: where the verification link should point (`<verifyBaseUrl>/account/verify-email/<uid>/<token>`).
     * Decided for the demo API; a backend that ignores it falls back to its configured web app address.
     */
    verifyBaseUrl: z.optional(drfUrl()),
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const message of passwordProblems(value.password, value.email)) {
        ctx.addIssue({ code: 'custom', path: ['password'], message });
      }
    }),
  );
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * Registration answer. Both tokens may be ABSENT (e.g. when the backend requires e-mail
 * verification first); the client counts it as signing in only when both are present
 * (docs/product-rules.md §Sign-in 2).
 * `detail` is an optional human message a backend may add ("Verification e-mail sent.").
 * The demo API never sends tokens: it answers every registration 202 {detail}, the same whether or
 * not the address already has an account (no account enumeration), and the account is created
 * when the link it mails is opened (GET /api/account/verify-email/{uid}/{token}/).
 */
export const registerResponseSchema = z.object({
  access_token: z.optional(nonEmptyString()),
  refresh_token: z.optional(nonEmptyString()),
  detail: z.optional(z.string()),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/account/token/refresh/ {refresh_token}. */
export const refreshRequestSchema = z.object({ refresh_token: drfString({ max: 4096 }) });

/**
 * Refresh answer. `access_token` is deliberately OPTIONAL here: the client must raise
 * 'No access token in refresh response' itself (docs/product-rules.md §Sessions 5) instead of a
 * schema error.
 * `refresh_token` is the rotated token when the backend rotates (the demo API always does).
 */
export const refreshResponseSchema = z.object({
  access_token: z.optional(nonEmptyString()),
  refresh_token: z.optional(nonEmptyString()),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/**
 * POST /api/account/token/revoke/ {refresh_token} (decided, for sign-out; RFC 7009 §2.1): revokes that
 * token's whole family. The answer is 200 `{}` even for an unknown or spent token (RFC 7009 §2.2),
 * so the caller learns nothing about the token; clients ignore the body.
 */
export const revokeRequestSchema = z.object({ refresh_token: drfString({ max: 4096 }) });
export type RevokeRequest = z.infer<typeof revokeRequestSchema>;
export const revokeResponseSchema = z.object({});
export type RevokeResponse = z.infer<typeof revokeResponseSchema>;

// ---------------------------------------------------------------- password reset

/** POST /api/account/password/reset/ {email, redirectUrl}. */
export const passwordResetRequestSchema = z.object({
  email: drfEmail(),
  redirectUrl: drfUrl(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
/** Answer "not shown"; decided: {detail}, the same whether or not the account exists. */
export const passwordResetResponseSchema = detailResponseSchema;
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/**
 * POST /api/account/password/reset/confirm/ {uidb64, token, new_password}.
 * The e-mail rule needs the account, so the server re-checks `passwordProblems` with it.
 */
export const passwordResetConfirmRequestSchema = z
  .object({
    uidb64: drfString({ max: 64 }),
    token: drfString({ max: 256 }),
    new_password: passwordField(),
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const message of passwordProblems(value.new_password)) {
        ctx.addIssue({ code: 'custom', path: ['new_password'], message });
      }
    }),
  );
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequestSchema>;
/** Answer "not shown"; decided: {detail}. A used/expired/forged token is a 400 {detail}. */
export type PasswordResetConfirmResponse = z.infer<typeof detailResponseSchema>;

// ---------------------------------------------------------------- e-mail verification

/** GET /api/account/verify-email/{uid}/{token}/ — the path parameters (no body). */
export const verifyEmailRequestSchema = z.object({
  uid: drfString({ max: 64 }),
  token: drfString({ max: 256 }),
});
/** Answer "not shown"; decided: {detail}; failure is a 400 {detail}. */
export const verifyEmailResponseSchema = detailResponseSchema;
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

// ---------------------------------------------------------------- social login

/** PKCE code_verifier, RFC 7636 §4.1: 43–128 unreserved characters. */
const codeVerifierSchema = z.string().check(z.regex(/^[A-Za-z0-9\-._~]{43,128}$/, { error: 'Enter a valid PKCE code verifier (43-128 characters).' }));

/** POST /api/account/social/{discord|google}/ {code, redirectUrl} + the PKCE verifier when used. */
export const socialLoginRequestSchema = z.object({
  code: drfString({ max: 512 }),
  redirectUrl: drfUrl(),
  code_verifier: z.optional(codeVerifierSchema),
});
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

/**
 * The social login answer. Tokens are OPTIONAL at schema level: the client raises
 * '{provider} login failed: No access token in response' itself (docs/product-rules.md §Sign-in 10).
 * The discord fields default to "no invite" so a google answer without them still parses.
 */
export const socialLoginResponseSchema = z.object({
  access_token: z.optional(nonEmptyString()),
  refresh_token: z.optional(nonEmptyString()),
  discord_invite_needed: z._default(z.boolean(), false),
  discord_invite_url: z._default(z.nullable(z.string()), null),
});
export type SocialLoginResponse = z.infer<typeof socialLoginResponseSchema>;

// ---------------------------------------------------------------- profile


/** POST /api/account/profile/update/ — decided: partial {username?, bio?}; answers the Profile. */
export const profileUpdateRequestSchema = z.object({
  username: z.optional(usernameSchema),
  bio: z.optional(drfString({ max: BIO_MAX_LENGTH, allowBlank: true })),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** POST /api/account/profile/update-status/ — decided: {status} (blank clears it); answers the Profile. */
export const updateStatusRequestSchema = z.object({
  status: drfString({ max: STATUS_MAX_LENGTH, allowBlank: true }),
});

// ---------------------------------------------------------------- uploads

/** Upload limits (decided: docs/product-rules.md §Account 5): bytes and accepted types. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_ALLOWED_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadMimeType = (typeof UPLOAD_ALLOWED_MIME_TYPES)[number];

/** Multipart field names of the two uploads: `file` plus the picture's URL field. */
export const uploadFields = {
  picture: { file: 'file', url: 'profile_picture_url' },
  background: { file: 'file', url: 'background_picture_url' },
} as const;
export type UploadKind = keyof typeof uploadFields;

/**
 * PUT /api/account/profile/upload-picture/ multipart text fields. The image itself travels in the
 * `file` part (a Blob/File on the client). Decided: `profile_picture_url` is a text field holding
 * the file's name (or current URL); the server validates it as a short string and otherwise ignores it.
 * Decided: the upload answers the updated Profile (empty → client raises 'Upload response contained no data').
 */
export const uploadPictureRequestSchema = z.object({
  profile_picture_url: z.optional(drfString({ max: 255, allowBlank: true })),
});

/** PUT /api/account/profile/upload-background/ multipart: `file` + `background_picture_url`; answers the Profile (as above). */
export const uploadBackgroundRequestSchema = z.object({
  background_picture_url: z.optional(drfString({ max: 255, allowBlank: true })),
});

// ---------------------------------------------------------------- account settings

/**
 * POST /api/account/password/change/ (decided): signed in. `new_password` follows
 * the password rules of validation/password.ts (the server re-checks them with the account's e-mail).
 */
export const passwordChangeRequestSchema = z
  .object({
    current_password: passwordField(),
    new_password: passwordField(),
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const message of passwordProblems(value.new_password)) {
        ctx.addIssue({ code: 'custom', path: ['new_password'], message });
      }
    }),
  );
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/**
 * The answer: every refresh token of the account is revoked (every other session signs out) and the
 * calling session continues with this fresh pair, a new refresh-token family (decided).
 */
export const passwordChangeResponseSchema = z.object({
  detail: z.string(),
  access_token: nonEmptyString(),
  refresh_token: nonEmptyString(),
});
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

/**
 * POST /api/account/email/change/ {new_email, current_password} (decided): mails a
 * confirmation link to the NEW address; the e-mail changes only when it is opened. `confirmBaseUrl`
 * works like registration's `verifyBaseUrl` (a registered web origin; default: the caller's Origin).
 */
export const emailChangeRequestSchema = z.object({
  new_email: drfEmail(),
  current_password: passwordField(),
  confirmBaseUrl: z.optional(drfUrl()),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;
export const emailChangeResponseSchema = detailResponseSchema;
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

/** POST /api/account/email/change/confirm/ {uidb64, token}: the two parts of the confirmation link (no sign-in needed). */
export const emailChangeConfirmRequestSchema = z.object({
  uidb64: drfString({ max: 64 }),
  token: drfString({ max: 1024 }),
});
export type EmailChangeConfirmRequest = z.infer<typeof emailChangeConfirmRequestSchema>;
/** The answer: {detail, email} with the account's new address (now verified). A bad link is a 400 {detail, code}. */
export const emailChangeConfirmResponseSchema = z.object({ detail: z.string(), email: z.string() });
export type EmailChangeConfirmResponse = z.infer<typeof emailChangeConfirmResponseSchema>;

/** POST /api/account/verify-email/resend/ (no body): a new verification mail; already verified → 400 {detail, code}. */
export const verifyEmailResendResponseSchema = detailResponseSchema;
export type VerifyEmailResendResponse = z.infer<typeof verifyEmailResendResponseSchema>;

/**
 * POST /api/account/delete/ {current_password, confirmation} (decided):
 * `confirmation` is the account's e-mail address typed out (compared case-insensitively).
 */
export const accountDeleteRequestSchema = z.object({
  current_password: passwordField(),
  confirmation: drfString({ max: 254 }),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequestSchema>;
export const accountDeleteResponseSchema = detailResponseSchema;
export type AccountDeleteResponse = z.infer<typeof accountDeleteResponseSchema>;
