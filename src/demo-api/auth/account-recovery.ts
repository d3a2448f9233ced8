/**
 * Password reset, its confirmation and e-mail verification, which also completes a registration
 * (docs/product-rules.md §Sign-in 3–7):
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
import { commonPasswordList } from './common-passwords';
import { sendPasswordResetMail } from '../mail/account-mail';
import { nowIso, type DemoContext } from '../context';
import { isUniqueViolation } from '../storage/db';
import { detailError, fieldErrors } from '../http/errors';
import { checkOneTimeToken, consumeOneTimeToken, type TokenCheck, type TokenPurpose } from './one-time-tokens';
import { hashPassword } from './passwords';
import { accountKey, type AuthLimits } from './rate-limit';
import { deliverLater } from '../mail/mailbox';
import { checkPendingRegistration, consumePendingRegistration, type PendingRegistration } from './pending-registrations';
import { REDIRECT_NOT_ALLOWED, isRegistered } from './redirects';
import { revokeUserTokens } from './refresh-tokens';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../accounts/users';
import { parseBody, parseInput } from '../http/validate';

/** Answer to every reset request, whether or not the account exists (no account enumeration). */
export const RESET_SENT_DETAIL = 'If an account exists for this e-mail address, a password reset e-mail has been sent.';
export const RESET_DONE_DETAIL = 'Password has been reset with the new password.';
export const VERIFIED_DETAIL = 'Your e-mail address has been verified.';
/** A registration's link whose user name another account took after the registration. */
export const USERNAME_TAKEN_DETAIL = 'This user name was taken before you confirmed your e-mail address. Please register again with another one.';

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

export function registerAccountRecoveryRoutes(app: FastifyInstance, ctx: DemoContext, limits: AuthLimits): void {
  /** Creates the account a registration's link stands for; @throws ApiError 400 when its e-mail or user name is taken by now. */
  async function createRegisteredAccount(registration: PendingRegistration): Promise<void> {
    const emailTaken = () => refuse('verify_email', { ok: false, reason: 'used' });
    if (await findUserByEmail(ctx.db, registration.email)) throw emailTaken();
    try {
      await insertUser(ctx.db, { ...registration, emailVerified: true, dateJoined: nowIso(ctx) });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another link for the same address (or a social sign-in) won the race, or the name went meanwhile.
      throw (await findUserByEmail(ctx.db, registration.email)) ? emailTaken() : detailError(400, USERNAME_TAKEN_DETAIL, 'username_taken');
    }
  }

  /**
   * {email, redirectUrl} → 200 {detail}, always the same; mails a 1-hour link when the account
   * exists. redirectUrl must be a registered reset URI, byte for byte (§Security 3). The mail
   * is written after the answer (mailbox.ts deliverLater), so a known and an unknown address take
   * the same time (§Security 11). Throttled (§Security 4): more than
   * `resetRequestsPerAddress.max` requests from one address → 429; past `resetRequestsPerAccount.max`
   * for one e-mail the answer stays the same but no mail is sent (no mail bombing, and nothing to
   * tell a known address from an unknown one).
   */
  app.post(apiPaths.passwordReset, { config: limits.routeConfig() }, async (request): Promise<PasswordResetResponse> => {
    const body = parseBody(passwordResetRequestSchema, request.body);
    await limits.resetRequestsPerAddress.take(request, request.ip);
    const mailAllowed = await limits.resetRequestsPerAccount.tryTake(request, accountKey(body.email));
    if (!mailAllowed) request.log.warn('password reset mail not sent: too many for this e-mail');
    if (!isRegistered(ctx.redirects.passwordReset, body.redirectUrl)) throw fieldErrors({ redirectUrl: [REDIRECT_NOT_ALLOWED] });
    const user = await findUserByEmail(ctx.db, body.email);
    if (user && mailAllowed) {
      deliverLater(
        ctx.db,
        () => sendPasswordResetMail(ctx, user, body.redirectUrl),
        (error) => request.log.error({ err: error }, 'password reset e-mail not written'),
      );
    }
    return { detail: RESET_SENT_DETAIL };
  });

  /**
   * {uidb64, token, new_password} → 200 {detail}. The token is checked first, then the password
   * rules (with the account's e-mail), and only then used up, so a refused password keeps the link.
   * All the user's refresh tokens are revoked: a reset signs out every device (§Sessions 15).
   * More than `resetConfirmsPerAccount.max` attempts for one uidb64 in the window → 429.
   */
  app.post(apiPaths.passwordResetConfirm, { config: limits.routeConfig() }, async (request): Promise<PasswordResetConfirmResponse> => {
    const body = parseBody(passwordResetConfirmRequestSchema, request.body);
    await limits.resetConfirmsPerAccount.take(request, body.uidb64);
    const check = await checkOneTimeToken(ctx.db, body.uidb64, body.token, 'password_reset', ctx.now());
    if (!check.ok) throw refuse('password_reset', check);
    const user = await findUserById(ctx.db, check.userId);
    if (!user) throw refuse('password_reset', { ok: false, reason: 'invalid' });
    const problems = passwordProblems(body.new_password, user.email, commonPasswordList());
    if (problems.length > 0) throw fieldErrors({ new_password: problems });
    if (!(await consumeOneTimeToken(ctx.db, check, 'password_reset', ctx.now()))) {
      throw refuse('password_reset', { ok: false, reason: 'used' });
    }
    await updateUser(ctx.db, user.id, { password_hash: await limits.passwordWork(request, () => hashPassword(body.new_password)) });
    await revokeUserTokens(ctx.db, user.id, ctx.now());
    return { detail: RESET_DONE_DETAIL };
  });

  /**
   * The link of a registration creates its account, verified (pending-registrations.ts) → 200
   * {detail}; any other link marks its account's e-mail verified → 200 {detail}. Invalid, used or
   * expired link → 400 {detail, code}; so is a registration's link once its address has an account.
   * The user name, free when registering, may have been taken since → 400 {detail, code: "username_taken"}.
   */
  app.get(apiRoutePatterns.verifyEmail, async (request): Promise<VerifyEmailResponse> => {
    const params = parseInput(verifyEmailRequestSchema, request.params);
    const pending = await checkPendingRegistration(ctx.db, params.uid, params.token, ctx.now());
    if (pending.found) {
      if (!pending.ok) throw refuse('verify_email', pending);
      if (!(await consumePendingRegistration(ctx.db, pending.id, ctx.now()))) throw refuse('verify_email', { ok: false, reason: 'used' });
      await createRegisteredAccount(pending.registration);
      return { detail: VERIFIED_DETAIL };
    }
    const check = await checkOneTimeToken(ctx.db, params.uid, params.token, 'verify_email', ctx.now());
    if (!check.ok) throw refuse('verify_email', check);
    if (!(await consumeOneTimeToken(ctx.db, check, 'verify_email', ctx.now()))) {
      throw refuse('verify_email', { ok: false, reason: 'used' });
    }
    await updateUser(ctx.db, check.userId, { email_verified: 1 });
    return { detail: VERIFIED_DETAIL };
  });
}
