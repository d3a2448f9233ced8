/**
 * Sign-in endpoints of spec point 7: POST /api/account/login/, /api/account/register/,
 * /api/account/token/refresh/ (issue 2).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  type AuthTokens,
  type RefreshResponse,
  type RegisterResponse,
} from '../../shared/api/account';
import { drfErrorMessages } from '../../shared/api/errors';
import { apiPaths } from '../../shared/api/paths';
import { sendVerificationMail } from '../account-mail';
import { nowIso, requestOrigin, type DemoContext } from '../context';
import { REDIRECT_NOT_ALLOWED, isAllowedRedirect } from '../redirects';
import { isUniqueViolation } from '../db';
import { detailError, fieldErrors, tokenNotValid } from '../errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../passwords';
import { rotateRefreshToken } from '../refresh-tokens';
import { accessTokenFor, issueTokens } from '../sessions';
import { findUserByEmail, findUserByUsername, insertUser, type User } from '../users';
import { parseBody } from '../validate';

/**
 * Where the verification link points: the given verifyBaseUrl, else the calling web app's Origin
 * (when it is a configured web origin), else the first configured web origin.
 */
function verificationBase(ctx: DemoContext, request: FastifyRequest, verifyBaseUrl: string | undefined): string {
  if (verifyBaseUrl !== undefined) return verifyBaseUrl;
  const origin = request.headers.origin;
  // Only a web origin: an app:// link in an e-mail would not open from a mail client's browser.
  if (typeof origin === 'string' && ctx.config.webOrigins.includes(origin)) return origin;
  return ctx.config.webOrigins[0] ?? requestOrigin(ctx, request);
}

export function registerAuthRoutes(app: FastifyInstance, ctx: DemoContext): void {
  /** {email, password} → 200 {access_token, refresh_token}; wrong credentials → 401 (simplejwt wording). */
  app.post(apiPaths.login, async (request): Promise<AuthTokens> => {
    const { email, password } = parseBody(loginRequestSchema, request.body);
    const user = await findUserByEmail(ctx.db, email);
    const ok = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
    if (!user || !ok) throw detailError(401, drfErrorMessages.invalidCredentials, 'no_active_account');
    return issueTokens(ctx, user.id);
  });

  /**
   * {email, username, password} → 201 {access_token, refresh_token}. The account starts
   * unverified (a verification e-mail goes to the mailbox); duplicates → 400 per field.
   */
  app.post(apiPaths.register, async (request, reply): Promise<RegisterResponse> => {
    const body = parseBody(registerRequestSchema, request.body);
    if (body.verifyBaseUrl !== undefined && !isAllowedRedirect(body.verifyBaseUrl, ctx.config.webOrigins)) {
      throw fieldErrors({ verifyBaseUrl: [REDIRECT_NOT_ALLOWED] });
    }
    const duplicates: Record<string, string[]> = {};
    if (await findUserByEmail(ctx.db, body.email)) duplicates.email = [drfErrorMessages.emailExists];
    if (await findUserByUsername(ctx.db, body.username)) duplicates.username = [drfErrorMessages.usernameExists];
    if (Object.keys(duplicates).length > 0) throw fieldErrors(duplicates);
    let user: User;
    try {
      user = await insertUser(ctx.db, {
        email: body.email,
        username: body.username,
        passwordHash: await hashPassword(body.password),
        dateJoined: nowIso(ctx),
      });
    } catch (error) {
      // A concurrent registration won the race between our check and the insert.
      if (isUniqueViolation(error)) throw fieldErrors({ email: [drfErrorMessages.emailExists] });
      throw error;
    }
    await sendVerificationMail(ctx, user, verificationBase(ctx, request, body.verifyBaseUrl));
    reply.code(201);
    return issueTokens(ctx, user.id);
  });

  /** {refresh_token} → {access_token, refresh_token (rotated)}; unknown/used/expired → 401 token_not_valid. */
  app.post(apiPaths.tokenRefresh, async (request): Promise<RefreshResponse> => {
    const { refresh_token } = parseBody(refreshRequestSchema, request.body);
    const result = await rotateRefreshToken(ctx.db, refresh_token, ctx.now(), ctx.config.refreshTokenTtlSeconds);
    if (!result.ok) {
      request.log.info({ reason: result.reason }, 'refresh refused');
      throw tokenNotValid(drfErrorMessages.refreshTokenNotValid);
    }
    return { access_token: accessTokenFor(ctx, result.userId), refresh_token: result.refreshToken };
  });
}
