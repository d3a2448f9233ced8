/** The two account e-mails (issue 3): password reset and e-mail verification, written to the mailbox. */
import type { DemoContext } from './context';
import { nowIso } from './context';
import { sendMail } from './mailbox';
import { createOneTimeToken, encodeUid } from './one-time-tokens';
import { withQuery } from './redirects';
import type { User } from './users';

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

/** Mails a verification link `<baseUrl>/account/verify-email/<uid>/<token>` (valid 3 days); returns the link. */
export async function sendVerificationMail(ctx: DemoContext, user: User, baseUrl: string): Promise<string> {
  const token = await createOneTimeToken(ctx.db, user.id, 'verify_email', ctx.now());
  const base = baseUrl.replace(/\/+$/, '');
  const link = `${base}/account/verify-email/${encodeUid(user.id)}/${token}`;
  await sendMail(ctx.db, {
    to: user.email,
    subject: 'Confirm your e-mail address for Figure Shop',
    body: `Welcome to Figure Shop, ${user.username}!\n\nPlease confirm your e-mail address by opening this link:\n\n${link}`,
    link,
    createdAt: nowIso(ctx),
  });
  return link;
}
