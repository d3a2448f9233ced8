/**
 * Bearer authentication as a Fastify preHandler (profile, preferences and notifications need a
 * signed-in user: docs/product-rules.md §Account 2, §Preferences 3, §Notifications 1). Answers
 * exactly like DRF + simplejwt (§API 9):
 * no/other credentials → 401 "Authentication credentials were not provided.";
 * bad, expired or orphaned token → 401 token_not_valid.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { DemoContext } from '../context';
import { notAuthenticated, tokenNotValid } from '../http/errors';
import { verifyAccessToken } from './tokens';
import { findUserById, type User } from '../accounts/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the auth guard on protected routes. */
    authUser: User | null;
  }
}

/** The bearer token of the Authorization header, or undefined when there is none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * The user the request's `Authorization: Bearer <access token>` signs in, or an ApiError (401):
 * notAuthenticated without a bearer token, tokenNotValid for a bad/expired token or a deleted user.
 * The one rule shared by the REST guard below and the GraphQL endpoint (§Demo 2).
 */
export async function authenticate(ctx: DemoContext, request: FastifyRequest): Promise<User> {
  const token = bearerToken(request);
  if (token === undefined) throw notAuthenticated();
  const claims = await verifyAccessToken(token, ctx.secret, ctx.now());
  if (!claims) throw tokenNotValid();
  const user = await findUserById(ctx.db, claims.user_id);
  if (!user) throw tokenNotValid('User not found');
  return user;
}

/**
 * Optional authentication for public routes (the catalogue): null without a bearer token (an
 * anonymous visitor), else the user `signIn` (default `authenticate`) finds. A bearer token that
 * does not verify is the same 401 token_not_valid as on a guarded route, as DRF + simplejwt answer
 * on an AllowAny view, so a signed-in user's request never silently loses its user.
 */
export async function optionalUser(ctx: DemoContext, request: FastifyRequest, signIn: () => Promise<User> = () => authenticate(ctx, request)): Promise<User | null> {
  return bearerToken(request) === undefined ? null : signIn();
}

/** Builds the preHandler that requires a valid access token and loads `request.authUser`. */
export function makeAuthGuard(ctx: DemoContext): preHandlerAsyncHookHandler {
  return async (request) => {
    request.authUser = await authenticate(ctx, request);
  };
}

/** The signed-in user of a guarded route (throws if the guard did not run: a programming error). */
export function currentUser(request: FastifyRequest): User {
  if (!request.authUser) throw new Error('route is missing the auth guard');
  return request.authUser;
}
