/** Issuing a sign-in's token pair (docs/product-rules.md §Sessions 2): a JWT access token and a new refresh-token family. */
import { randomUUID } from 'node:crypto';
import type { AuthTokens } from '../../shared/api/account';
import type { DemoContext } from '../context';
import { issueRefreshToken } from './refresh-tokens';
import { signAccessToken } from './tokens';

/** Signs an access token for `userId` with the configured lifetime (resolves the JWT). */
export function accessTokenFor(ctx: DemoContext, userId: number): Promise<string> {
  return signAccessToken(userId, ctx.secret, ctx.now(), ctx.config.accessTokenTtlSeconds);
}

/** A fresh `{access_token, refresh_token}` pair starting a new refresh-token family (`familyId`, random by default). */
export async function issueTokens(ctx: DemoContext, userId: number, familyId: string = randomUUID()): Promise<AuthTokens> {
  const refresh_token = await issueRefreshToken(ctx.db, userId, ctx.now(), ctx.config.refreshTokenTtlSeconds, familyId);
  return { access_token: await accessTokenFor(ctx, userId), refresh_token };
}
