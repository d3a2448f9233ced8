/**
 * Social sign-in (docs/product-rules.md §Sign-in 10): POST /api/account/social/{discord|google}/
 * {code, redirectUrl, code_verifier?} → the social login response.
 *
 * Deterministic invite rule: `discord_invite_needed` is true exactly when this Discord sign-in
 * created the account; `discord_invite_url` then points
 * to the demo's local invite page, and is null otherwise.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { socialLoginRequestSchema, socialProviderSchema, type SocialLoginResponse, type SocialProvider } from '../../shared/api/account';
import { drfErrorMessages } from '../../shared/api/errors';
import { apiRoutePatterns } from '../../shared/api/paths';
import { nowIso, requestOrigin, type DemoContext } from '../context';
import { isUniqueViolation } from '../storage/db';
import { detailError } from '../http/errors';
import { recordCodeFamily, redeemCode, type CodeGrant } from './oauth-codes';
import { revokeFamily } from './refresh-tokens';
import { issueTokens } from './sessions';
import { findUserByEmail, findUserByUsername, insertUser, type User } from '../accounts/users';
import { parseBody } from '../http/validate';

const providerNames: Record<SocialProvider, string> = { discord: 'Discord', google: 'Google' };

export const SOCIAL_EMAIL_TAKEN = 'An account with this e-mail address already exists. Sign in with your password instead.';

/** A free username based on `wanted` (wanted, wanted2, wanted3, …). */
async function freeUsername(ctx: DemoContext, wanted: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? wanted : `${wanted.slice(0, 145)}${n}`;
    if (!(await findUserByUsername(ctx.db, candidate))) return candidate;
  }
}

/**
 * Finds the account of a provider identity, or creates it. An e-mail that belongs to a password
 * account is refused rather than linked: the demo provider lets anyone type any address, so
 * linking would let anyone take over the seeded accounts.
 */
async function accountFor(ctx: DemoContext, grant: CodeGrant): Promise<{ user: User; isNew: boolean }> {
  const existing = await findUserByEmail(ctx.db, grant.email);
  if (existing) {
    if (existing.socialProvider === null) throw detailError(400, SOCIAL_EMAIL_TAKEN, 'email_in_use');
    return { user: existing, isNew: false };
  }
  try {
    const user = await insertUser(ctx.db, {
      email: grant.email,
      username: await freeUsername(ctx, grant.username),
      passwordHash: null, // social-only account; a password can be set through "forgot password"
      emailVerified: true,
      socialProvider: grant.provider,
      dateJoined: nowIso(ctx),
    });
    return { user, isNew: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await findUserByEmail(ctx.db, grant.email);
    if (!raced) throw error;
    return { user: raced, isNew: false };
  }
}

export function registerSocialRoutes(app: FastifyInstance, ctx: DemoContext): void {
  app.post<{ Params: { provider: string } }>(apiRoutePatterns.socialLogin, async (request): Promise<SocialLoginResponse> => {
    const provider = socialProviderSchema.safeParse(request.params.provider);
    if (!provider.success) throw detailError(404, drfErrorMessages.notFound);
    const body = parseBody(socialLoginRequestSchema, request.body);
    const result = await redeemCode(ctx.db, provider.data, body.code, body.redirectUrl, body.code_verifier, ctx.now());
    if (!result.ok) {
      if (result.reusedFamily) await revokeFamily(ctx.db, result.reusedFamily, ctx.now());
      request.log.info({ reason: result.reason }, 'social code refused');
      const why = result.reason === 'pkce_failed' ? 'the PKCE code verifier does not match' : 'the authorization code is invalid, used or expired';
      throw detailError(400, `${providerNames[provider.data]} login failed: ${why}.`, 'invalid_grant');
    }
    const { user, isNew } = await accountFor(ctx, result.grant);
    const familyId = randomUUID();
    const tokens = await issueTokens(ctx, user.id, familyId);
    await recordCodeFamily(ctx.db, result.codeHash, familyId);
    const invite = provider.data === 'discord' && isNew;
    return {
      ...tokens,
      discord_invite_needed: invite,
      discord_invite_url: invite ? `${requestOrigin(ctx, request)}/oauth/discord/invite` : null,
    };
  });
}
