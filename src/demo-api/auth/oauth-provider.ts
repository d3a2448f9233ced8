/**
 * The stand-in OAuth provider (docs/product-rules.md §Demo 9; ARCHITECTURE.md "Demo API"): GET /oauth/{discord|google}/authorize
 * takes the real providers' parameters, shows a consent page, and the Allow/Deny form redirects
 * to redirect_uri with `code` and `state`, or `error=access_denied`. Also GET /oauth/discord/invite,
 * the page discord_invite_url points to.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod/mini';
import { socialProviderSchema, usernameSchema, type SocialProvider } from '../../shared/api/account';
import { drfEmail } from '../../shared/api/fields';
import { demoPaths } from '../../shared/api/paths';
import type { DemoContext } from '../context';
import { escapeHtml, page, sendHtml } from '../http/html';
import { createCode } from './oauth-codes';
import { isPrivateUseScheme, isRegistered, withQuery } from './redirects';

const providerNames: Record<SocialProvider, string> = { discord: 'Discord', google: 'Google' };

/** The authorize request's parameters (RFC 6749 §4.1.1 + RFC 7636 §4.3). */
const authorizeParamsSchema = z.object({
  client_id: z.string().check(z.minLength(1), z.maxLength(200)),
  redirect_uri: z.string().check(z.minLength(1), z.maxLength(2000)),
  response_type: z.optional(z.string().check(z.maxLength(50))),
  scope: z.optional(z.string().check(z.maxLength(500))),
  state: z.optional(z.string().check(z.maxLength(1024))),
  code_challenge: z.optional(z.string().check(z.maxLength(200))),
  code_challenge_method: z.optional(z.string().check(z.maxLength(20))),
});
type AuthorizeParams = z.infer<typeof authorizeParamsSchema>;

const consentFormSchema = z.extend(authorizeParamsSchema, {
  decision: z.enum(['allow', 'deny']),
  consent: z.string().check(z.minLength(1)),
  email: drfEmail(),
  username: usernameSchema,
});

/** The identity the consent page offers by default: deterministic, editable. */
export function defaultIdentity(provider: SocialProvider): { email: string; username: string } {
  return { email: `${provider}.fan@figureshop.test`, username: `${provider}_fan` };
}

function errorPage(reply: FastifyReply, title: string, message: string): FastifyReply {
  return sendHtml(reply, page(title, `<div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></div>`), 400);
}

// eslint-disable-next-line max-lines-per-function -- the consent page (GET) and the POST that verifies it share `consentMac` and `check`: the MAC is only sound if both sides compute it in one place
export function registerOAuthProviderRoutes(app: FastifyInstance, ctx: DemoContext): void {
  /** MAC over the parameters, so the POST is known to come from our own consent page unchanged. */
  const consentMac = (provider: SocialProvider, p: AuthorizeParams) =>
    createHmac('sha256', ctx.secret)
      .update(JSON.stringify(['oauth-consent', provider, p.client_id, p.redirect_uri, p.scope ?? '', p.state ?? '', p.code_challenge ?? '']))
      .digest('base64url');

  /**
   * Checks the request. Errors about the client or redirect URI are shown, never redirected
   * (RFC 6749 §4.1.2.1); the rest are redirected to the client as `error=…`.
   */
  const check = (provider: SocialProvider, raw: unknown, reply: FastifyReply): AuthorizeParams | FastifyReply => {
    const parsed = authorizeParamsSchema.safeParse(raw);
    if (!parsed.success) return errorPage(reply, 'Invalid request', 'client_id and redirect_uri are required.');
    const p = parsed.data;
    // Exact match with this provider's registered redirect URIs (RFC 9700 §4.1.3; docs/product-rules.md §Security 3).
    if (!isRegistered(ctx.redirects.oauthCallback[provider], p.redirect_uri)) {
      return errorPage(reply, 'Invalid redirect_uri', `The redirect_uri ${p.redirect_uri} is not registered for this application.`);
    }
    const fail = (error: string, description: string) =>
      reply.redirect(withQuery(p.redirect_uri, { error, error_description: description, state: p.state }), 303);
    if (p.response_type !== 'code') return fail('unsupported_response_type', 'Only response_type=code is supported.');
    if (p.code_challenge !== undefined) {
      if (p.code_challenge_method !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256.');
      if (!/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge)) return fail('invalid_request', 'code_challenge must be a base64url SHA-256 digest.');
    } else if (isPrivateUseScheme(p.redirect_uri)) {
      // Like Discord: a custom-scheme redirect (a native app) must use PKCE.
      return fail('invalid_request', 'PKCE (code_challenge) is required for this redirect_uri.');
    }
    return p;
  };

  app.get<{ Params: { provider: string } }>('/oauth/:provider/authorize', async (request, reply) => {
    const provider = socialProviderSchema.safeParse(request.params.provider);
    if (!provider.success) return errorPage(reply, 'Unknown provider', 'This demo provider signs in with discord or google only.');
    const checked = check(provider.data, request.query, reply);
    if (!('client_id' in checked)) return checked;
    const p = checked;
    const name = providerNames[provider.data];
    const identity = defaultIdentity(provider.data);
    const hidden = Object.entries({ ...p, consent: consentMac(provider.data, p) })
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
      .join('');
    const body = `<div class="card">
      <h1>${escapeHtml(name)} (demo)</h1>
      <p>The application <strong>${escapeHtml(p.client_id)}</strong> wants to sign you in with your ${escapeHtml(name)} account.</p>
      <p class="muted">Scopes: ${escapeHtml(p.scope ?? '(none)')}<br>Returns to: <code>${escapeHtml(p.redirect_uri)}</code></p>
      <form method="post" action="${escapeHtml(demoPaths.oauthAuthorize(provider.data))}">
        ${hidden}
        <label for="email">${escapeHtml(name)} account e-mail</label>
        <input id="email" name="email" type="email" required value="${escapeHtml(identity.email)}">
        <label for="username">${escapeHtml(name)} username</label>
        <input id="username" name="username" required value="${escapeHtml(identity.username)}">
        <p>
          <button class="primary" type="submit" name="decision" value="allow">Allow</button>
          <button class="deny" type="submit" name="decision" value="deny">Deny</button>
        </p>
      </form>
      <p class="muted">This page stands in for ${escapeHtml(name)} in the Figure Shop demo. No data leaves this machine.</p>
    </div>`;
    return sendHtml(reply, page(`${name} (demo): authorize`, body));
  });

  // The consent page's form posts urlencoded (form-body.ts).
  app.post<{ Params: { provider: string } }>('/oauth/:provider/authorize', { config: { formBody: true } }, async (request, reply) => {
    const provider = socialProviderSchema.safeParse(request.params.provider);
    if (!provider.success) return errorPage(reply, 'Unknown provider', 'This demo provider signs in with discord or google only.');
    const checked = check(provider.data, request.body, reply);
    if (!('client_id' in checked)) return checked;
    const form = consentFormSchema.safeParse(request.body);
    if (!form.success) return errorPage(reply, 'Invalid form', form.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join(' '));
    const given = Buffer.from(form.data.consent);
    const expected = Buffer.from(consentMac(provider.data, checked));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return errorPage(reply, 'Invalid form', 'The consent form was changed or did not come from this page.');
    }
    if (form.data.decision === 'deny') {
      return reply.redirect(
        withQuery(checked.redirect_uri, { error: 'access_denied', error_description: 'The user denied access.', state: checked.state }),
        303,
      );
    }
    const code = await createCode(
      ctx.db,
      {
        provider: provider.data,
        clientId: checked.client_id,
        redirectUri: checked.redirect_uri,
        codeChallenge: checked.code_challenge ?? null,
        email: form.data.email.toLowerCase(),
        username: form.data.username,
      },
      ctx.now(),
    );
    return reply.redirect(withQuery(checked.redirect_uri, { code, state: checked.state }), 303);
  });

  /** Where discord_invite_url points in the demo: a local page instead of a real Discord invite. */
  app.get('/oauth/discord/invite', async (_request, reply) =>
    sendHtml(
      reply,
      page(
        'Figure Shop community (demo)',
        '<div class="card"><h1>Figure Shop on Discord (demo)</h1><p>In the real shop this link opens the invite to the Figure Shop Discord server. The demo keeps you on this machine.</p></div>',
      ),
    ),
  );
}
