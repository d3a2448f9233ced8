/**
 * The demo dashboard (docs/product-rules.md §Demo 3): GET /dashboard lists the users and the mailbox (clickable
 * reset and verification links) and has a form to send a notification to a user.
 * GET /dashboard/mailbox.json?to=<email> gives the mailbox to end-to-end tests.
 * POST /dashboard/digests sends today's digest e-mails now (§Notifications 13; the button, or JSON
 * `{csrf}` → `{sent, skipped}`). POST /dashboard/orders/{id}/deadline lets one order's invoices lapse.
 * Local-only routes (`config.localOnly`, local-only.ts: this machine by socket address and Host
 * header against DNS rebinding, and no other origin's page by Origin and Sec-Fetch-Site;
 * §Security 6), never with CORS headers (cors.ts, §Security 7), whatever the URL's spelling; the forms also carry a
 * per-process token against cross-site posts. Both views wait for mail still being written
 * (mailbox.ts settleDeliveries).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { drfChoice, drfInteger, drfMessages, drfString } from '../../shared/api/fields';
import { demoPaths } from '../../shared/api/paths';
import { nowIso, requestOrigin, type DemoContext } from '../context';
import { queryAll } from '../storage/db';
import { detailError } from '../http/errors';
import { escapeHtml, page, sendHtml } from '../http/html';
import { digestSettingsFor, sendDigests } from '../digest/digest';
import { listMail, settleDeliveries } from '../mail/mailbox';
import { createNotification } from '../notifications/repository';
import { findUserById } from '../accounts/users';
import { parseBody } from '../http/validate';
import { pathId } from '../http/path-ids';
import { expireUnpaidOrders } from '../orders/expiry';
import { orderMailSettings } from '../orders/order-mail';

export const NOTIFICATION_KINDS = ['info', 'stock', 'order', 'system'] as const;

const sendNotificationSchema = z.object({
  csrf: drfString(),
  user_id: z.pipe(z.coerce.number({ error: drfMessages.notInteger }), drfInteger(1)),
  title: drfString({ max: 120 }),
  body: drfString({ max: 2000, allowBlank: true }),
  kind: drfChoice(NOTIFICATION_KINDS),
});

const digestsSchema = z.object({ csrf: drfString() });
const deadlineSchema = z.object({ days: drfInteger(1).check(z.lte(60, { error: 'Ensure this value is less than or equal to 60.' })) });

/** A mail's text with its http(s) URLs made clickable (the digest lists several); `text` is escaped first. */
export function linkifiedText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Only http(s) and app: links become clickable; anything else is shown as text. */
function linkHtml(link: string | null): string {
  if (!link) return '';
  const safe = /^(https?|app):/i.test(link);
  return safe ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : `<code>${escapeHtml(link)}</code>`;
}

const yes = (flag: boolean) => (flag ? 'yes' : 'no');

/**
 * The page's referrer policy: its forms must carry its real Origin, which the local-only check
 * compares with its own; under `no-referrer` a browser sends `Origin: null` on a POST (Fetch
 * standard, "append a request Origin header"). Other origins still get no Referer.
 */
const DASHBOARD_PAGE_HEADERS = { 'referrer-policy': 'same-origin' };

export function registerDashboardRoutes(app: FastifyInstance, ctx: DemoContext, catalogue: { invalidate(): void }): void {
  registerDeadlineTool(app, ctx, catalogue);
  const csrf = randomBytes(24).toString('base64url');
  const localOnly = { localOnly: true };
  // The two forms post urlencoded bodies (form-body.ts).
  const localOnlyForm = { localOnly: true, formBody: true };

  app.get(demoPaths.dashboard, { config: localOnly }, async (request, reply) => {
    const users = await queryAll(ctx.db, 'SELECT id, email, username, email_verified, is_moderator, social_provider, date_joined FROM users ORDER BY id');
    await settleDeliveries(ctx.db);
    const mail = await listMail(ctx.db);
    const query = request.query as Record<string, unknown>;
    const sent = query.sent === '1';
    const digests = typeof query.digests === 'string' && /^\d{1,6}$/.test(query.digests) ? Number(query.digests) : undefined;
    const userRows = users
      .map(
        (u) => `<tr><td>${escapeHtml(u.id)}</td><td>${escapeHtml(u.email)}</td><td>${escapeHtml(u.username)}</td>
          <td>${yes(Number(u.email_verified) === 1)}</td><td>${yes(Number(u.is_moderator) === 1)}</td>
          <td>${escapeHtml(u.social_provider ?? '')}</td><td>${escapeHtml(u.date_joined)}</td></tr>`,
      )
      .join('');
    const mailRows = mail
      .map(
        (m) => `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td>
          <td>${linkHtml(m.link)}<details><summary>e-mail</summary><pre>${linkifiedText(m.body)}</pre></details></td></tr>`,
      )
      .join('');
    const options = users.map((u) => `<option value="${escapeHtml(u.id)}">${escapeHtml(u.email)}</option>`).join('');
    const kinds = NOTIFICATION_KINDS.map((k) => `<option>${k}</option>`).join('');
    const body = `<h1>Figure Shop demo dashboard</h1>
      ${sent ? '<p role="status">Notification sent.</p>' : ''}
      ${digests === undefined ? '' : `<p role="status">Digests sent: ${digests}.</p>`}
      <h2>Users</h2>
      <table><thead><tr><th>id</th><th>e-mail</th><th>username</th><th>verified</th><th>moderator</th><th>provider</th><th>joined</th></tr></thead>
      <tbody>${userRows}</tbody></table>
      <h2>Mailbox</h2>
      ${mail.length === 0 ? '<p class="muted">No e-mail yet. Register or ask for a password reset.</p>' : `<table><thead><tr><th>sent</th><th>to</th><th>subject</th><th>link</th></tr></thead><tbody>${mailRows}</tbody></table>`}
      <h2>Send a notification</h2>
      <form method="post" action="${demoPaths.dashboard}/notifications" style="max-width:484px">
        <input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
        <label for="user_id">To</label><select id="user_id" name="user_id">${options}</select>
        <label for="title">Title</label><input id="title" name="title" required maxlength="120">
        <label for="body">Text</label><textarea id="body" name="body" rows="3" maxlength="2000"></textarea>
        <label for="kind">Kind</label><select id="kind" name="kind">${kinds}</select>
        <p><button class="primary" type="submit">Send</button></p>
      </form>
      <h2>Digest e-mails</h2>
      <p class="muted">Once a day each user with the digest on gets their unread notifications by e-mail (not twice a day).</p>
      <form method="post" action="${demoPaths.dashboardDigests}">
        <input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
        <p><button class="primary" type="submit">Send digests now</button></p>
      </form>`;
    return sendHtml(reply, page('Figure Shop demo dashboard', body), 200, DASHBOARD_PAGE_HEADERS);
  });

  const checkCsrf = (value: string) => {
    const given = Buffer.from(value);
    const expected = Buffer.from(csrf);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw detailError(403, 'CSRF check failed: reload the dashboard and send again.');
    }
  };

  app.post(`${demoPaths.dashboard}/notifications`, { config: localOnlyForm }, async (request, reply) => {
    const form = parseBody(sendNotificationSchema, request.body);
    checkCsrf(form.csrf);
    if (!(await findUserById(ctx.db, form.user_id))) throw detailError(400, 'No such user.');
    await createNotification(ctx.db, { userId: form.user_id, title: form.title, body: form.body, kind: form.kind, createdAt: nowIso(ctx) });
    return reply.redirect(`${demoPaths.dashboard}?sent=1`, 303);
  });

  /**
   * The button (a form with the page's token; back to the dashboard) or a JSON POST for scripts and
   * tests (answers {sent, skipped}). A JSON POST needs no token: another site cannot send one
   * without a CORS preflight, which local-only routes never pass (cors.ts, local-only.ts).
   */
  app.post(demoPaths.dashboardDigests, { config: localOnlyForm }, async (request, reply) => {
    const isJson = String(request.headers['content-type'] ?? '').startsWith('application/json');
    if (!isJson) checkCsrf(parseBody(digestsSchema, request.body).csrf);
    const run = await sendDigests(digestSettingsFor(ctx, requestOrigin(ctx, request)));
    if (isJson) return run;
    return reply.redirect(`${demoPaths.dashboard}?digests=${run.sent.length}`, 303);
  });

  app.get(`${demoPaths.dashboard}/mailbox.json`, { config: localOnly }, async (request) => {
    const to = (request.query as Record<string, unknown>).to;
    await settleDeliveries(ctx.db);
    return { mail: await listMail(ctx.db, typeof to === 'string' ? to : undefined) };
  });
}

/**
 * The deadline tool for QA (JSON only, local-only like the rest): POST
 * /dashboard/orders/{id}/deadline {days} runs the unpaid-invoice deadline (orders/expiry.ts) for
 * that one order as if `days` days (1–60) had passed, so a journey can see an invoice lapse
 * without waiting a week; no other order is touched. Answers {cancelled: [order ids]}.
 */
export function registerDeadlineTool(app: FastifyInstance, ctx: DemoContext, catalogue: { invalidate(): void }): void {
  app.post<{ Params: { id: string } }>(`${demoPaths.dashboard}/orders/:id/deadline`, { config: { localOnly: true } }, async (request) => {
    const orderId = pathId(request.params.id);
    if (orderId === undefined) throw detailError(404, 'No such order.');
    const { days } = parseBody(deadlineSchema, request.body);
    const run = await expireUnpaidOrders(ctx.db, ctx.now() + days * 86_400_000, orderMailSettings(ctx.config), catalogue, { orderId });
    return { cancelled: run.cancelled };
  });
}
