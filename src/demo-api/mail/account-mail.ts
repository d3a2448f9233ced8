/**
 * The account e-mails, written to the mailbox: password reset and e-mail verification
 * (docs/product-rules.md §Sign-in 4, 7); the e-mail change's confirmation and its notice to the old
 * address (§Account 10); the two
 * answers to a registration, the link that creates the account or, for an address that already
 * has one, a notice to its owner.
 */
import type { DemoContext } from '../context';
import { nowIso } from '../context';
import { sendMail } from './mailbox';
import { createEmailChangeToken } from '../accounts/email-change-tokens';
import { createOneTimeToken, encodeUid } from '../auth/one-time-tokens';
import { createPendingRegistration, type PendingRegistration } from '../auth/pending-registrations';
import { WEB_PASSWORD_RESET_PATH, withQuery } from '../auth/redirects';
import type { User } from '../accounts/users';
import { normalizeEmail } from '../../shared/validation/email';

/** Mails a reset link `redirectUrl?uidb64=…&token=…` (valid 1 hour, single use); returns the link. */
export async function sendPasswordResetMail(ctx: DemoContext, user: User, redirectUrl: string): Promise<string> {
  const token = await createOneTimeToken(ctx.db, user.id, 'password_reset', ctx.now());
  const link = withQuery(redirectUrl, { uidb64: encodeUid(user.id), token });
  await sendMail(ctx.db, {
    to: user.email,
    subject: 'Reset your Figure Shop password',
    body: `Hello ${user.username},\n\nSomeone asked to reset the password of your Figure Shop account. Open this link within one hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
    link,
    createdAt: nowIso(ctx),
  });
  return link;
}

/** The web app's verification page for a link's two parts: `<baseUrl>/account/verify-email/<uid>/<token>`. */
function verificationLink(baseUrl: string, uid: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/account/verify-email/${uid}/${token}`;
}

/** Mails a verification link `<baseUrl>/account/verify-email/<uid>/<token>` (valid 3 days); returns the link. */
export async function sendVerificationMail(ctx: DemoContext, user: User, baseUrl: string): Promise<string> {
  const token = await createOneTimeToken(ctx.db, user.id, 'verify_email', ctx.now());
  const link = verificationLink(baseUrl, encodeUid(user.id), token);
  await sendMail(ctx.db, {
    to: user.email,
    subject: 'Confirm your e-mail address for Figure Shop',
    body: `Welcome to Figure Shop, ${user.username}!\n\nPlease confirm your e-mail address by opening this link:\n\n${link}`,
    link,
    createdAt: nowIso(ctx),
  });
  return link;
}

/**
 * Registration of an address that has no account yet: stores the registration and mails the link
 * that creates the account, `<baseUrl>/account/verify-email/<uid>/<token>` (valid 3 days, see
 * pending-registrations.ts); returns the link.
 */
export async function sendRegistrationMail(ctx: DemoContext, registration: PendingRegistration, baseUrl: string): Promise<string> {
  const { uid, token } = await createPendingRegistration(ctx.db, registration, ctx.now());
  const link = verificationLink(baseUrl, uid, token);
  await sendMail(ctx.db, {
    to: normalizeEmail(registration.email),
    subject: 'Finish creating your Figure Shop account',
    body: `Welcome to Figure Shop, ${registration.username}!\n\nOpen this link within three days to confirm your e-mail address and create your account, then sign in:\n\n${link}\n\nIf it was not you, ignore this e-mail; no account is created.`,
    link,
    createdAt: nowIso(ctx),
  });
  return link;
}

/**
 * Registration of an address that already has an account: tells its owner, with the address to sign
 * in at (`baseUrl`) and a password reset link (valid 1 hour, as the reset request's); returns that link.
 */
export async function sendRegistrationAttemptMail(ctx: DemoContext, user: User, baseUrl: string): Promise<string> {
  const base = baseUrl.replace(/\/+$/, '');
  const token = await createOneTimeToken(ctx.db, user.id, 'password_reset', ctx.now());
  const link = withQuery(`${base}${WEB_PASSWORD_RESET_PATH}`, { uidb64: encodeUid(user.id), token });
  await sendMail(ctx.db, {
    to: user.email,
    subject: 'Someone tried to create a Figure Shop account with your e-mail address',
    body: `Hello ${user.username},\n\nSomeone tried to create a new Figure Shop account with this e-mail address, which already has one: yours. Nothing was changed.\n\nIf it was you, sign in at ${base}/ with your e-mail address and password. If you forgot the password, open this link within one hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail.`,
    link,
    createdAt: nowIso(ctx),
  });
  return link;
}

/**
 * The web app's page an e-mail change's link opens; the same string as the renderer's
 * CONFIRM_EMAIL_ROUTE prefix (features/profile/pages/index.ts), pinned by
 * tests/unit/demo-api/accounts/account-settings.test.ts.
 */
export const WEB_CONFIRM_EMAIL_PATH = '/account/confirm-email';

/**
 * Mails the confirmation link of an e-mail change to the NEW address (§Account 10), built as the
 * verification link is: `<baseUrl>/account/confirm-email/<uid>/<token>` (valid 24 hours, see
 * email-change-tokens.ts); returns the link.
 */
export async function sendEmailChangeMail(ctx: DemoContext, user: User, newEmail: string, baseUrl: string): Promise<string> {
  const token = createEmailChangeToken(ctx.secret, user.id, user.email, newEmail, ctx.now());
  const base = baseUrl.replace(/\/+$/, '');
  const link = `${base}${WEB_CONFIRM_EMAIL_PATH}/${encodeUid(user.id)}/${token}`;
  await sendMail(ctx.db, {
    to: newEmail,
    subject: 'Confirm your new e-mail address for Figure Shop',
    body: `Hello ${user.username},\n\nYou asked to use this address for your Figure Shop account. Open this link within 24 hours to confirm it:\n\n${link}\n\nIf it was not you, ignore this e-mail; the account keeps its current address.`,
    link,
    createdAt: nowIso(ctx),
  });
  return link;
}

/** Tells the OLD address that the account's e-mail was changed to another one (no link). */
export async function sendEmailChangedNotice(ctx: DemoContext, user: User, oldEmail: string): Promise<void> {
  await sendMail(ctx.db, {
    to: oldEmail,
    subject: 'Your Figure Shop e-mail address was changed',
    body: `Hello ${user.username},\n\nThe e-mail address of your Figure Shop account was changed to ${user.email}. If it was not you, reset your password and contact us.`,
    link: null,
    createdAt: nowIso(ctx),
  });
}
