/**
 * Sign-in endpoints: POST /api/account/login/, /api/account/register/,
 * /api/account/token/refresh/, and /api/account/token/revoke/ for sign-out (docs/product-rules.md
 * §Sign-in 1–3, §Sessions 5, 8).
 * Every one is throttled (rate-limit.ts): per address, per account, and scrypt through the gate.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  revokeRequestSchema,
  type AuthTokens,
  type RefreshResponse,
  type RegisterResponse,
  type RevokeResponse,
} from '../../shared/api/account';
import { drfErrorCodes, drfErrorMessages } from '../../shared/api/errors';
import { apiPaths } from '../../shared/api/paths';
import { sendRegistrationAttemptMail, sendRegistrationMail } from '../mail/account-mail';
import { requestOrigin, type DemoContext } from '../context';
import { deliverLater } from '../mail/mailbox';
import { REDIRECT_NOT_ALLOWED, isRegistered } from './redirects';
import { detailError, fieldErrors, tokenNotValid } from '../http/errors';
import { commonPasswordList } from './common-passwords';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { accountKey, type AuthLimits } from './rate-limit';
import { familyOfToken, revokeToken, rotateRefreshToken } from './refresh-tokens';
import { issueTokens } from './sessions';
import { signAccessToken } from './tokens';
import { findUserByEmail, findUserByUsername } from '../accounts/users';
import { parseBody } from '../http/validate';
import { passwordProblems } from '../../shared/validation/password';

/** The answer to every registration: the same for a new address and for one that has an account. */
export const REGISTRATION_SENT_DETAIL = 'Check your inbox: we sent a link to finish creating your account.';

/**
 * Where the verification link points: the given verifyBaseUrl, else the calling web app's Origin
 * (when it is a configured web origin), else the first configured web origin.
 */
export function verificationBase(ctx: DemoContext, request: FastifyRequest, verifyBaseUrl: string | undefined): string {
  if (verifyBaseUrl !== undefined) return verifyBaseUrl;
  const origin = request.headers.origin;
  // Only a web origin: an app:// link in an e-mail would not open from a mail client's browser.
  if (typeof origin === 'string' && ctx.config.webOrigins.includes(origin)) return origin;
  return ctx.config.webOrigins[0] ?? requestOrigin(ctx, request);
}

export function registerAuthRoutes(app: FastifyInstance, ctx: DemoContext, limits: AuthLimits): void {
  /**
   * {email, password} → 200 {access_token, refresh_token}; wrong credentials → 401 (simplejwt wording).
   * An account with `loginFailuresPerAccount.max` failures in the window (or an address with too
   * many) is refused with 429 before any password check, even with the right password (ASVS V2.2.1);
   * successful logins are not counted.
   */
  app.post(apiPaths.login, { config: limits.routeConfig() }, async (request): Promise<AuthTokens> => {
    const { email, password } = parseBody(loginRequestSchema, request.body);
    const account = accountKey(email);
    await limits.loginFailuresPerAccount.check(request, account);
    await limits.loginFailuresPerAddress.check(request, request.ip);
    const { user, ok } = await limits.passwordWork(request, async () => {
      // Again after the wait in the gate: a burst must not slip past the lock while queued.
      await limits.loginFailuresPerAccount.check(request, account);
      const found = await findUserByEmail(ctx.db, email);
      const matches = found?.passwordHash ? await verifyPassword(password, found.passwordHash) : (await burnPasswordCheck(password), false);
      return { user: found, ok: matches };
    });
    if (!user || !ok) {
      await limits.loginFailed(request, account);
      throw detailError(401, drfErrorMessages.invalidCredentials, drfErrorCodes.noActiveAccount);
    }
    limits.loginSucceeded(request);
    return issueTokens(ctx, user.id);
  });

  /**
   * {email, username, password, verifyBaseUrl?} → 202 {detail: REGISTRATION_SENT_DETAIL}, never
   * tokens, whether or not the address already has an account (OWASP ASVS V2.1 / V3 account
   * enumeration; §Sign-in 2 allows an answer without tokens). Both cases do the same work before
   * answering (look-ups and the password hash) and write nothing; the mail goes out after the
   * answer (mailbox.ts deliverLater), as the reset request's does:
   * - a new address gets the link that creates the account (pending-registrations.ts); there is no
   *   account, so no sign-in and no user name held, until the link is opened;
   * - a taken address's owner is told someone tried, with a sign-in address and a reset link.
   * Past `registrationMailsPerAccount.max` for one e-mail the answer stays the same but no mail is
   * sent. A user name of an existing account → 400 `{username}` (it says nothing about the e-mail).
   */
  app.post(apiPaths.register, { config: limits.routeConfig('register') }, async (request, reply): Promise<RegisterResponse> => {
    const body = parseBody(registerRequestSchema, request.body);
    // Exact match with a registered web origin (§Security 3): the link carries a live token.
    if (body.verifyBaseUrl !== undefined && !isRegistered(ctx.redirects.verifyBase, body.verifyBaseUrl)) {
      throw fieldErrors({ verifyBaseUrl: [REDIRECT_NOT_ALLOWED] });
    }
    // The schema checked the rules that need no list; the common-password list is the API's alone.
    const passwordIssues = passwordProblems(body.password, body.email, commonPasswordList());
    if (passwordIssues.length > 0) throw fieldErrors({ password: passwordIssues });
    if (await findUserByUsername(ctx.db, body.username)) throw fieldErrors({ username: [drfErrorMessages.usernameExists] });
    const mailAllowed = await limits.registrationMailsPerAccount.tryTake(request, accountKey(body.email));
    if (!mailAllowed) request.log.warn('registration mail not sent: too many for this e-mail');
    const passwordHash = await limits.passwordWork(request, () => hashPassword(body.password));
    const owner = await findUserByEmail(ctx.db, body.email);
    const base = verificationBase(ctx, request, body.verifyBaseUrl);
    if (mailAllowed) {
      deliverLater(
        ctx.db,
        () =>
          owner
            ? sendRegistrationAttemptMail(ctx, owner, base)
            : sendRegistrationMail(ctx, { email: body.email, username: body.username, passwordHash }, base),
        (error) => request.log.error({ err: error }, 'registration e-mail not written'),
      );
    }
    reply.code(202);
    return { detail: REGISTRATION_SENT_DETAIL };
  });

  /**
   * {refresh_token} → {access_token, refresh_token (rotated)}; unknown/used/expired → 401 token_not_valid.
   * The token rotated less than `refreshReuseIntervalSeconds` ago answers the same pair again;
   * after that, reuse revokes the family (refresh-tokens.ts).
   * More than `refreshesPerFamily.max` refreshes of one sign-in's chain in the window → 429.
   */
  app.post(apiPaths.tokenRefresh, { config: limits.routeConfig() }, async (request): Promise<RefreshResponse> => {
    const { refresh_token } = parseBody(refreshRequestSchema, request.body);
    const familyId = await familyOfToken(ctx.db, refresh_token);
    if (familyId !== undefined) await limits.refreshesPerFamily.take(request, familyId);
    // Two tabs refreshing together present the same token: within the reuse interval both get the same pair (§Sessions 13).
    const reuse = { secret: ctx.secret, intervalMs: ctx.config.refreshReuseIntervalSeconds * 1000 };
    const result = await rotateRefreshToken(ctx.db, refresh_token, ctx.now(), ctx.config.refreshTokenTtlSeconds, reuse);
    if (!result.ok) {
      request.log.info({ reason: result.reason }, 'refresh refused');
      throw tokenNotValid(drfErrorMessages.refreshTokenNotValid);
    }
    if (result.repeated) request.log.info('refresh repeated within the reuse interval');
    const access_token = await signAccessToken(result.userId, ctx.secret, result.issuedAt, ctx.config.accessTokenTtlSeconds, result.accessJti);
    return { access_token, refresh_token: result.refreshToken };
  });

  /**
   * Sign-out (RFC 7009 style): {refresh_token} → 200 {} whether or not the token is known, live or
   * spent (§2.2: nothing is learnt about the token); a known one revokes its whole family, so a copy
   * taken before sign-out no longer refreshes. Possession of the token is the authorisation.
   */
  app.post(apiPaths.tokenRevoke, { config: limits.routeConfig() }, async (request): Promise<RevokeResponse> => {
    const { refresh_token } = parseBody(revokeRequestSchema, request.body);
    const known = await revokeToken(ctx.db, refresh_token, ctx.now());
    request.log.info({ known }, 'refresh token revoked');
    return {};
  });
}
