/**
 * Account settings of a signed-in collector (docs/product-rules.md §Account 9–13): POST /api/account/password/change/,
 * /api/account/email/change/ (+ /confirm/), /api/account/verify-email/resend/ and
 * /api/account/delete/. Each is throttled like the other account calls: the per-address flood guard
 * of @fastify/rate-limit (`limits.routeConfig()`), scrypt through the password gate, and a wrong
 * current password counts as a failed login of that account (so these forms cannot be used to
 * guess the password past `loginFailuresPerAccount`). Errors are DRF-shaped (errors.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountDeleteRequestSchema,
  emailChangeConfirmRequestSchema,
  emailChangeRequestSchema,
  passwordChangeRequestSchema,
  type AccountDeleteResponse,
  type EmailChangeConfirmResponse,
  type EmailChangeResponse,
  type PasswordChangeResponse,
  type VerifyEmailResendResponse,
} from '../../shared/api/account';
import { drfErrorMessages } from '../../shared/api/errors';
import { apiPaths } from '../../shared/api/paths';
import { normalizeEmail } from '../../shared/validation/email';
import { passwordProblems } from '../../shared/validation/password';
import { commonPasswordList } from '../auth/common-passwords';
import { sendEmailChangeMail, sendEmailChangedNotice, sendVerificationMail } from '../mail/account-mail';
import { currentUser, makeAuthGuard } from '../auth/auth-guard';
import type { DemoContext } from '../context';
import { isUniqueViolation } from '../storage/db';
import { checkEmailChangeToken, EMAIL_CHANGE_TTL_MS } from './email-change-tokens';
import { detailError, fieldErrors } from '../http/errors';
import { decodeUid } from '../auth/one-time-tokens';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { accountKey, type AuthLimits } from '../auth/rate-limit';
import { REDIRECT_NOT_ALLOWED, isRegistered } from '../auth/redirects';
import { revokeUserTokens } from '../auth/refresh-tokens';
import { issueTokens } from '../auth/sessions';
import { removeUpload } from './uploads';
import { deleteUser, findUserByEmail, findUserById, updateUser, type User } from './users';
import { parseBody } from '../http/validate';
import { verificationBase } from '../auth/routes';

/** The answers and refusals of these routes (the UI shows them as they are, or words its own). */
export const accountSettingsMessages = {
  /** Django's PasswordChangeForm wording. */
  wrongPassword: 'Your old password was entered incorrectly. Please enter it again.',
  noPassword: 'This account has no password yet. Set one with “Forgot password?” first.',
  passwordChanged: 'Your password was changed. Every other session was signed out.',
  sameEmail: 'This is already the e-mail address of your account.',
  emailChangeSent: 'We sent a confirmation link to the new address. Your e-mail changes when you open it.',
  emailChanged: 'Your e-mail address was changed.',
  alreadyVerified: 'Your e-mail address is already verified.',
  verificationSent: 'We sent a new verification e-mail.',
  confirmationMismatch: 'Type the e-mail address of your account exactly as shown.',
  moderatorDelete: 'A moderator account cannot be deleted here.',
  accountDeleted: 'Your account and its data were deleted.',
  link: {
    invalid: 'This confirmation link is invalid.',
    used: 'This confirmation link has already been used.',
    expired: 'This confirmation link has expired. Please ask for a new one.',
  },
} as const;

// eslint-disable-next-line max-lines-per-function -- the account-settings endpoints share one auth guard, one rate-limit config and `requirePassword` (with its login-failure lockout); registered together, each endpoint shows its guard beside it
export function registerAccountSettingsRoutes(app: FastifyInstance, ctx: DemoContext, limits: AuthLimits): void {
  const guard = makeAuthGuard(ctx);
  const options = { preHandler: guard, config: limits.routeConfig() };

  /**
   * Checks `password` against the account (scrypt through the gate). An account locked by failed
   * logins answers 429 first; a wrong password is counted as a failed login and answers
   * 400 {current_password}; an account without a password (social sign-in only) too.
   */
  async function requirePassword(request: FastifyRequest, user: User, password: string): Promise<void> {
    const account = accountKey(user.email);
    await limits.loginFailuresPerAccount.check(request, account);
    if (user.passwordHash === null) throw fieldErrors({ current_password: [accountSettingsMessages.noPassword] });
    const hash = user.passwordHash;
    const ok = await limits.passwordWork(request, () => verifyPassword(password, hash));
    if (!ok) {
      await limits.loginFailed(request, account);
      throw fieldErrors({ current_password: [accountSettingsMessages.wrongPassword] });
    }
  }

  /**
   * {current_password, new_password} → 200 {detail, access_token, refresh_token}. The new password
   * follows the shared rules (with the account's e-mail). Every refresh token of the account is
   * revoked, so every other session is signed out at its next refresh (its access token lives out
   * its own short lifetime); the caller continues with the fresh pair answered here (decided: a new
   * family, so a copy of the caller's old refresh token is worthless too).
   */
  app.post(apiPaths.passwordChange, options, async (request): Promise<PasswordChangeResponse> => {
    const user = currentUser(request);
    const body = parseBody(passwordChangeRequestSchema, request.body);
    const problems = passwordProblems(body.new_password, user.email, commonPasswordList());
    if (problems.length > 0) throw fieldErrors({ new_password: problems });
    await requirePassword(request, user, body.current_password);
    const passwordHash = await limits.passwordWork(request, () => hashPassword(body.new_password));
    await updateUser(ctx.db, user.id, { password_hash: passwordHash });
    await revokeUserTokens(ctx.db, user.id, ctx.now());
    return { detail: accountSettingsMessages.passwordChanged, ...(await issueTokens(ctx, user.id)) };
  });

  /**
   * {new_email, current_password, confirmBaseUrl?} → 200 {detail}; mails the confirmation link to
   * the new address (link base as for the verification mail). An address already in use → 400
   * {new_email} with registration's wording; the account's own address → 400 {new_email}.
   */
  app.post(apiPaths.emailChange, options, async (request): Promise<EmailChangeResponse> => {
    const user = currentUser(request);
    const body = parseBody(emailChangeRequestSchema, request.body);
    if (body.confirmBaseUrl !== undefined && !isRegistered(ctx.redirects.verifyBase, body.confirmBaseUrl)) {
      throw fieldErrors({ confirmBaseUrl: [REDIRECT_NOT_ALLOWED] });
    }
    const newEmail = normalizeEmail(body.new_email);
    if (newEmail === user.email) throw fieldErrors({ new_email: [accountSettingsMessages.sameEmail] });
    await requirePassword(request, user, body.current_password);
    if (await findUserByEmail(ctx.db, newEmail)) throw fieldErrors({ new_email: [drfErrorMessages.emailExists] });
    await sendEmailChangeMail(ctx, user, newEmail, verificationBase(ctx, request, body.confirmBaseUrl));
    // The profile says which address waits for its link, as long as the link works.
    await updateUser(ctx.db, user.id, { pending_email: newEmail, pending_email_until: ctx.now() + EMAIL_CHANGE_TTL_MS });
    return { detail: accountSettingsMessages.emailChangeSent };
  });

  /**
   * {uidb64, token} → 200 {detail, email}: the link's address becomes the account's, verified (the
   * link proved it receives mail); the old address gets a notice. No sign-in needed (the link may be
   * opened in another browser): the signed token is the authorisation. Invalid, used or expired →
   * 400 {detail, code}; the address taken meanwhile → 400 {detail, code: "email_taken"}.
   */
  app.post(apiPaths.emailChangeConfirm, { config: limits.routeConfig() }, async (request): Promise<EmailChangeConfirmResponse> => {
    const body = parseBody(emailChangeConfirmRequestSchema, request.body);
    const refuse = (reason: 'invalid' | 'used' | 'expired') => detailError(400, accountSettingsMessages.link[reason], `${reason}_token`);
    const userId = decodeUid(body.uidb64);
    const user = userId === undefined ? undefined : await findUserById(ctx.db, userId);
    if (!user) throw refuse('invalid');
    const check = checkEmailChangeToken(ctx.secret, user.id, user.email, body.token, ctx.now());
    if (!check.ok) throw refuse(check.reason);
    const taken = () => detailError(400, drfErrorMessages.emailExists, 'email_taken');
    if (await findUserByEmail(ctx.db, check.newEmail)) throw taken();
    let updated: User | undefined;
    try {
      // Only while the address is still the one the token was made under: a concurrent confirm loses.
      updated = await updateUserEmailIfUnchanged(user, check.newEmail);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    if (!updated) throw refuse('used');
    await sendEmailChangedNotice(ctx, updated, user.email);
    return { detail: accountSettingsMessages.emailChanged, email: updated.email };
  });

  async function updateUserEmailIfUnchanged(user: User, newEmail: string): Promise<User | undefined> {
    const current = await findUserById(ctx.db, user.id);
    if (!current || current.email !== user.email) return undefined;
    return updateUser(ctx.db, user.id, { email: newEmail, email_verified: 1, pending_email: null, pending_email_until: null });
  }

  /** (no body) → 200 {detail}; mails a new verification link; already verified → 400 {detail, code: "already_verified"}. */
  app.post(apiPaths.verifyEmailResend, options, async (request): Promise<VerifyEmailResendResponse> => {
    const user = currentUser(request);
    if (user.emailVerified) throw detailError(400, accountSettingsMessages.alreadyVerified, 'already_verified');
    await sendVerificationMail(ctx, user, verificationBase(ctx, request, undefined));
    return { detail: accountSettingsMessages.verificationSent };
  });

  /**
   * {current_password, confirmation} → 200 {detail}. `confirmation` must be the account's e-mail
   * (case-insensitive) → else 400 {confirmation}. Deletes the user, which cascades to its tokens,
   * preferences, notifications, wishlist, cart and digests, then its uploaded pictures. Moderator accounts
   * are refused with 400 {detail, code: "moderator_account"} (the moderation log and announcements
   * keep naming their author).
   */
  app.post(apiPaths.accountDelete, options, async (request): Promise<AccountDeleteResponse> => {
    const user = currentUser(request);
    const body = parseBody(accountDeleteRequestSchema, request.body);
    if (normalizeEmail(body.confirmation) !== user.email) throw fieldErrors({ confirmation: [accountSettingsMessages.confirmationMismatch] });
    if (user.isModerator) throw detailError(400, accountSettingsMessages.moderatorDelete, 'moderator_account');
    await requirePassword(request, user, body.current_password);
    await deleteUser(ctx.db, user.id);
    await removeUpload(ctx.config.dataDir, user.profilePicture);
    await removeUpload(ctx.config.dataDir, user.backgroundPicture);
    return { detail: accountSettingsMessages.accountDeleted };
  });
}
