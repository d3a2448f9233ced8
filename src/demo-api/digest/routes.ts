/**
 * The digest's one-click unsubscribe (issue 13 point 5): GET (the link in the e-mail) or POST
 * (RFC 8058 one-click, as mail clients send it) /api/account/unsubscribe/?token=… turns
 * `notifications.email_digest` off for the token's account through the shared preferences patch and
 * answers a small HTML page. A forged, altered or other-purpose token is a 400 in DRF shape and
 * changes nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { apiPaths } from '../../shared/api/paths';
import type { DemoContext } from '../context';
import { detailError } from '../errors';
import { escapeHtml, page, sendHtml } from '../html';
import { updatePreferences } from '../preferences-store';
import { findUserById } from '../users';
import { DIGEST_UNSUBSCRIBE_PURPOSE, verifyPurposeToken } from './unsubscribe-token';

/** The 400 detail for a bad unsubscribe link (shared with tests). */
export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid.';
/** The page's heading once the digest is off. */
export const UNSUBSCRIBED_TEXT = 'You will no longer receive the digest';

const querySchema = z.object({ token: z.string().check(z.maxLength(200)) });

export function registerDigestRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const unsubscribe = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = querySchema.safeParse(request.query ?? {});
    const userId = parsed.success ? verifyPurposeToken(ctx.secret, parsed.data.token, DIGEST_UNSUBSCRIBE_PURPOSE) : undefined;
    const user = userId === undefined ? undefined : await findUserById(ctx.db, userId);
    if (!user) throw detailError(400, INVALID_UNSUBSCRIBE_LINK, 'invalid_token');
    await updatePreferences(ctx.db, user.id, { notifications: { email_digest: false } });
    return sendHtml(
      reply,
      page(
        'Unsubscribed',
        `<div class="card"><h1>${UNSUBSCRIBED_TEXT}</h1>
         <p>The daily digest e-mail is now off for ${escapeHtml(user.email)}. You can turn it on again under Settings → Notifications.</p></div>`,
      ),
    );
  };
  app.get(apiPaths.unsubscribe, unsubscribe);
  app.post(apiPaths.unsubscribe, unsubscribe);
}
