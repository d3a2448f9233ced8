/**
 * Password reset, its confirmation and e-mail verification (spec point 7; issue 3):
 * POST /api/account/password/reset/, POST /api/account/password/reset/confirm/,
 * GET /api/account/verify-email/{uid}/{token}/.
 */
import type { FastifyInstance } from 'fastify';
import {
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  verifyEmailRequestSchema,
  type PasswordResetConfirmResponse,
  type PasswordResetResponse,
  type VerifyEmailResponse,
} from '../../shared/api/account';
import { apiPaths, apiRoutePatterns } from '../../shared/api/paths';
import { passwordProblems } from '../../shared/validation/password';
import { sendPasswordResetMail } from '../account-mail';
import type { DemoContext } from '../context';
import { detailError, fieldErrors } from '../errors';
import { checkOneTimeToken, consumeOneTimeToken, type TokenCheck, type TokenPurpose } from '../one-time-tokens';
import { hashPassword } from '../passwords';
import { REDIRECT_NOT_ALLOWED, isAllowedRedirect } from '../redirects';
import { revokeUserTokens } from '../refresh-tokens';
import { findUserByEmail, findUserById, updateUser } from '../users';
import { parseBody, parseInput } from '../validate';

/** Answer to every reset request, whether or not the account exists (no account enumeration). */
export const RESET_SENT_DETAIL = 'If an account exists for this e-mail address, a password reset e-mail has been sent.';
export const RESET_DONE_DETAIL = 'Password has been reset with the new password.';
export const VERIFIED_DETAIL = 'Your e-mail address has been verified.';

const failures: Record<TokenPurpose, Record<'invalid' | 'used' | 'expired', string>> = {
  password_reset: {
    invalid: 'This password reset link is invalid. Please ask for a new one.',
    used: 'This password reset link has already been used. Please ask for a new one.',
    expired: 'This password reset link has expired. Please ask for a new one.',
  },
  verify_email: {
    invalid: 'This verification link is invalid.',
    used: 'This verification link has already been used.',
    expired: 'This verification link has expired.',
  },
};

function refuse(purpose: TokenPurpose, check: Exclude<TokenCheck, { ok: true }>) {
  return detailError(400, failures[purpose][check.reason], `${check.reason}_token`);
}

export function registerAccountRecoveryRoutes(app: FastifyInstance, ctx: DemoContext): void {
  /** {email, redirectUrl} → 200 {detail}, always the same; mails a 1-hour link when the account exists. */
  app.post(apiPaths.passwordReset, async (request): Promise<PasswordResetResponse> => {
    const body = parseBody(passwordResetRequestSchema, request.body);
    if (!isAllowedRedirect(body.redirectUrl, ctx.config.webOrigins)) throw fieldErrors({ redirectUrl: [REDIRECT_NOT_ALLOWED] });
    const user = await findUserByEmail(ctx.db, body.email);
    if (user) await sendPasswordResetMail(ctx, user, body.redirectUrl);
    return { detail: RESET_SENT_DETAIL };
  });

  /**
   * {uidb64, token, new_password} → 200 {detail}. The token is checked first, then the password
   * rules (with the account's e-mail), and only then used up, so a refused password keeps the link.
   * All the user's refresh tokens are revoked: a reset signs out every device.
   */
  app.post(apiPaths.passwordResetConfirm, async (request): Promise<PasswordResetConfirmResponse> => {
    const body = parseBody(passwordResetConfirmRequestSchema, request.body);
    const check = await checkOneTimeToken(ctx.db, body.uidb64, body.token, 'password_reset', ctx.now());
    if (!check.ok) throw refuse('password_reset', check);
    const user = await findUserById(ctx.db, check.userId);
    if (!user) throw refuse('password_reset', { ok: false, reason: 'invalid' });
    const problems = passwordProblems(body.new_password, user.email);
    if (problems.length > 0) throw fieldErrors({ new_password: problems });
    if (!(await consumeOneTimeToken(ctx.db, check, 'password_reset', ctx.now()))) {
      throw refuse('password_reset', { ok: false, reason: 'used' });
    }
    await updateUser(ctx.db, user.id, { password_hash: await hashPassword(body.new_password) });
    await revokeUserTokens(ctx.db, user.id, ctx.now());
    return { detail: RESET_DONE_DETAIL };
  });

  /** Marks the e-mail verified → 200 {detail}; invalid/used/expired link → 400 {detail, code}. */
  app.get(apiRoutePatterns.verifyEmail, async (request): Promise<VerifyEmailResponse> => {
    const params = parseInput(verifyEmailRequestSchema, request.params);
    const check = await checkOneTimeToken(ctx.db, params.uid, params.token, 'verify_email', ctx.now());
    if (!check.ok) throw refuse('verify_email', check);
    if (!(await consumeOneTimeToken(ctx.db, check, 'verify_email', ctx.now()))) {
      throw refuse('verify_email', { ok: false, reason: 'used' });
    }
    await updateUser(ctx.db, check.userId, { email_verified: 1 });
    return { detail: VERIFIED_DETAIL };
  });
}
