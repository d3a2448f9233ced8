/**
 * The digest's one-click unsubscribe (docs/product-rules.md §Notifications 14–15): GET (the link in the e-mail) or POST
 * (RFC 8058 one-click, as mail clients send it) /api/account/unsubscribe/?token=… turns
 * `notifications.email_digest` off for the token's account through the shared preferences patch and
 * answers a small HTML page that names no account (whoever holds the link learns nothing from
 * it). A forged, altered or other-purpose token is a 400 `invalid_token`, an expired one (60 days
 * after its digest) a 400 `expired_token`, both in DRF shape and changing nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { drfErrorCodes } from '../../shared/api/errors';
import { apiPaths } from '../../shared/api/paths';
import type { DemoContext } from '../context';
import { detailError } from '../http/errors';
import { page, sendHtml } from '../http/html';
import { updatePreferences } from '../preferences/repository';
import { findUserById } from '../accounts/users';
import { DIGEST_UNSUBSCRIBE_PURPOSE, verifyPurposeToken } from './unsubscribe-token';

/** The 400 detail for a bad unsubscribe link (shared with tests). */
export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid.';
/** The 400 detail for a genuine unsubscribe link past its expiry (shared with tests). */
export const EXPIRED_UNSUBSCRIBE_LINK = 'This unsubscribe link has expired. Use the link in a newer digest, or turn the digest off under Settings → Notifications.';
/** The page's heading once the digest is off. */
export const UNSUBSCRIBED_TEXT = 'You will no longer receive the digest';

const querySchema = z.object({ token: z.string().check(z.maxLength(200)) });

export function registerDigestRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const unsubscribe = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = querySchema.safeParse(request.query ?? {});
    const check = parsed.success ? verifyPurposeToken(ctx.secret, parsed.data.token, DIGEST_UNSUBSCRIBE_PURPOSE, ctx.now()) : undefined;
    if (check?.ok === false && check.reason === 'expired') throw detailError(400, EXPIRED_UNSUBSCRIBE_LINK, drfErrorCodes.expiredToken);
    const user = check?.ok ? await findUserById(ctx.db, check.userId) : undefined;
    if (!user) throw detailError(400, INVALID_UNSUBSCRIBE_LINK, drfErrorCodes.invalidToken);
    await updatePreferences(ctx.db, user.id, { notifications: { email_digest: false } });
    return sendHtml(
      reply,
      page(
        'Unsubscribed',
        `<div class="card"><h1>${UNSUBSCRIBED_TEXT}</h1>
         <p>The daily digest e-mail is now off for this account. You can turn it on again under Settings → Notifications.</p></div>`,
      ),
    );
  };
  app.get(apiPaths.unsubscribe, unsubscribe);
  // RFC 8058 §3.1: the mail client's POST carries `List-Unsubscribe=One-Click` as a form (form-body.ts).
  app.post(apiPaths.unsubscribe, { config: { formBody: true } }, unsubscribe);
}
