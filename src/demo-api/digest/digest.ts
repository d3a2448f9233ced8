/**
 * The daily digest e-mail (docs/product-rules.md §Notifications 13): each user with `notifications.email_digest` on (and a
 * verified address) who has unread notifications gets one e-mail listing them, with absolute links
 * into the web app (the first DEMO_WEB_ORIGINS origin) and a one-click unsubscribe link. At most
 * one per user and UTC day (table digests_sent). Delivered to the local mailbox (mailbox.ts).
 */
import type { Client } from '@libsql/client';
import type { Notification } from '../../shared/api/notifications';
import { apiPaths } from '../../shared/api/paths';
import type { DemoContext } from '../context';
import { queryAll, run } from '../storage/db';
import { escapeHtml } from '../http/html';
import { sendMail } from '../mail/mailbox';
import { countUnread, listUnread } from '../notifications/repository';
import { readPreferences } from '../preferences/repository';
import { DIGEST_UNSUBSCRIBE_PURPOSE, UNSUBSCRIBE_TOKEN_TTL_MS, signPurposeToken } from './unsubscribe-token';

/** Most notifications listed in one digest; the rest are counted ("and N more"). */
export const DIGEST_MAX_ITEMS = 50;

/** The web-app URL a notification leads to: its figure, its page, else the notifications page. */
export function notificationUrl(webOrigin: string, notification: Pick<Notification, 'target'>): string {
  const target = notification.target;
  if (target?.type === 'figure') return `${webOrigin}/figures/${encodeURIComponent(target.slug)}`;
  if (target?.type === 'page') return `${webOrigin}${target.path}`;
  return `${webOrigin}/notifications`;
}

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
  /** The mail's main link (the notifications page). */
  link: string;
}

/**
 * Builds a digest (pure). `unread` newest first, at most DIGEST_MAX_ITEMS of `total`;
 * `unsubscribeUrl` absolute. Everything user-written (titles, bodies, names) is escaped in the HTML.
 */
export function buildDigest(username: string, unread: readonly Notification[], total: number, webOrigin: string, unsubscribeUrl: string): DigestMail {
  const link = `${webOrigin}/notifications`;
  const subject = `Your Figure Shop digest: ${total} unread notification${total === 1 ? '' : 's'}`;
  const more = total - unread.length;
  const text = [
    `Hello ${username},`,
    '',
    `You have ${total} unread notification${total === 1 ? '' : 's'}:`,
    '',
    ...unread.flatMap((n) => [`- ${n.title}`, `  ${n.body}`, `  ${notificationUrl(webOrigin, n)}`]),
    ...(more > 0 ? ['', `…and ${more} more: ${link}`] : []),
    '',
    `All notifications: ${link}`,
    '',
    `Stop these e-mails: ${unsubscribeUrl}`,
  ].join('\n');
  const items = unread
    .map((n) => `<li><a href="${escapeHtml(notificationUrl(webOrigin, n))}">${escapeHtml(n.title)}</a><br>${escapeHtml(n.body)}</li>`)
    .join('');
  const html = `<!doctype html><html lang="en"><body>
<p>Hello ${escapeHtml(username)},</p>
<p>You have ${total} unread notification${total === 1 ? '' : 's'}:</p>
<ul>${items}</ul>
${more > 0 ? `<p>…and ${more} more.</p>` : ''}
<p><a href="${escapeHtml(link)}">All notifications</a></p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe from the digest</a></p>
</body></html>`;
  return { subject, text, html, link };
}

/**
 * The unsubscribe link of `userId`'s digest sent at `sentAtMs` (epoch ms) on the API at
 * `apiOrigin`: its own token, working for UNSUBSCRIBE_TOKEN_TTL_MS (60 days) from the digest.
 */
export function unsubscribeUrl(apiOrigin: string, secret: Buffer, userId: number, sentAtMs: number): string {
  const token = signPurposeToken(secret, userId, DIGEST_UNSUBSCRIBE_PURPOSE, sentAtMs + UNSUBSCRIBE_TOKEN_TTL_MS);
  return `${apiOrigin}${apiPaths.unsubscribe}?token=${encodeURIComponent(token)}`;
}

export interface DigestRun {
  /** Addresses a digest went to. */
  sent: string[];
  /** Users left out: digest off, nothing unread, or already sent today. */
  skipped: number;
}

export interface DigestSettings {
  db: Client;
  secret: Buffer;
  /** Where the web app's links point (first DEMO_WEB_ORIGINS origin). */
  webOrigin: string;
  /** Where the unsubscribe link points (this API). */
  apiOrigin: string;
  nowMs: number;
}

/**
 * Sends today's digests: to each user with a verified address, `email_digest` on, unread
 * notifications and no digest yet this UTC day. The day is claimed before the mail is written, so
 * two runs at once never send twice.
 */
export async function sendDigests(settings: DigestSettings): Promise<DigestRun> {
  const { db, nowMs } = settings;
  const nowIso = new Date(nowMs).toISOString();
  const day = nowIso.slice(0, 10);
  const users = await queryAll(db, 'SELECT id, email, username FROM users WHERE email_verified = 1 ORDER BY id');
  const result: DigestRun = { sent: [], skipped: 0 };
  for (const user of users) {
    const userId = Number(user.id);
    const preferences = await readPreferences(db, userId);
    const unread = preferences.merged.notifications.email_digest ? await listUnread(db, userId, DIGEST_MAX_ITEMS + 1) : [];
    if (unread.length === 0) {
      result.skipped += 1;
      continue;
    }
    const total = await countUnread(db, userId);
    const claimed = await run(db, 'INSERT OR IGNORE INTO digests_sent (user_id, day, sent_at, notifications) VALUES (?, ?, ?, ?)', [userId, day, nowIso, total]);
    if (claimed === 0) {
      result.skipped += 1;
      continue;
    }
    const mail = buildDigest(String(user.username), unread.slice(0, DIGEST_MAX_ITEMS), total, settings.webOrigin, unsubscribeUrl(settings.apiOrigin, settings.secret, userId, nowMs));
    await sendMail(db, { to: String(user.email), subject: mail.subject, body: mail.text, html: mail.html, link: mail.link, createdAt: nowIso });
    result.sent.push(String(user.email));
  }
  return result;
}

/** The settings of a digest run from the server's context; `apiOrigin` is where this API is reached. */
export function digestSettingsFor(ctx: DemoContext, apiOrigin: string): DigestSettings {
  return { db: ctx.db, secret: ctx.secret, webOrigin: ctx.config.webOrigins[0] ?? apiOrigin, apiOrigin, nowMs: ctx.now() };
}
