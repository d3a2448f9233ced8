import { OAUTH_DEFAULT_SCOPES, buildAuthorizeUrl, createOAuthState, createPkcePair, type OAuthProvider } from '@shared/oauth';
import type { SocialLoginRequest } from '@shared/api';
import { persisted, type PendingOAuthSignIn, type StorageLike } from '@renderer/platform/persisted';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './return-path';

/** A pending sign-in older than this is refused (the same 10 minutes as the desktop flow). */
export const OAUTH_ATTEMPT_TTL_MS = 10 * 60_000;

/** Why a callback was refused; the message is shown to the user as is. */
export class OAuthCallbackError extends Error {
  override name = 'OAuthCallbackError';
}

export interface WebOAuthStart {
  provider: OAuthProvider;
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  /** sessionStorage: the attempt is kept under the registry's `oauth_pending`. */
  storage: StorageLike;
  /** Where the person started (path + search), returned to after the sign-in; refused unless same-origin relative. */
  returnTo?: string;
  now?: number;
}

/** A checked callback: the body for POST /api/account/social/{provider}/ and where to go afterwards. */
export interface WebSignInCompletion {
  request: SocialLoginRequest;
  /** A same-origin relative path (`safeReturnPath`), '/' when none was kept or it was refused. */
  returnTo: string;
}

/**
 * Starts a web sign-in (RFC 6749 §4.1 with PKCE S256, RFC 7636): creates `state` and a code
 * verifier, keeps them in sessionStorage (this tab only) and returns the provider URL the browser
 * must open. One attempt at a time: a new start replaces the previous one. `returnTo` is kept with
 * the attempt only when it is a same-origin relative path (docs/product-rules.md §Sign-in 11).
 */
export async function startWebSignIn({ provider, authorizeUrl, clientId, redirectUri, storage, returnTo, now = Date.now() }: WebOAuthStart): Promise<string> {
  const state = createOAuthState();
  const { codeVerifier, codeChallenge } = await createPkcePair();
  const safeReturnTo = safeReturnPath(returnTo);
  const pending: PendingOAuthSignIn = { provider, state, codeVerifier, redirectUri, createdAt: now, ...(safeReturnTo ? { returnTo: safeReturnTo } : {}) };
  persisted(storage).write('oauth_pending', pending);
  return buildAuthorizeUrl({ authorizeUrl, clientId, redirectUri, scopes: OAUTH_DEFAULT_SCOPES[provider], state, codeChallenge });
}

/**
 * Checks a callback against the pending attempt and consumes it (single use, RFC 6749 §10.12):
 * the provider and `state` must match and the attempt be under 10 minutes old. A provider error
 * (e.g. `error=access_denied`) is reported as such.
 * @returns the body for POST /api/account/social/{provider}/ and the path to return to (checked
 *   again: the stored one could have been forged).
 * @throws OAuthCallbackError with a readable reason otherwise.
 */
export function completeWebSignIn(
  provider: string,
  params: URLSearchParams,
  storage: StorageLike,
  now: number = Date.now(),
): WebSignInCompletion {
  const store = persisted(storage);
  const pending = store.read('oauth_pending');
  store.remove('oauth_pending');
  const providerError = params.get('error');
  if (providerError) {
    throw new OAuthCallbackError(providerError === 'access_denied' ? 'Sign-in was cancelled at the provider.' : `The provider refused the sign-in (${providerError}).`);
  }
  if (!pending) throw new OAuthCallbackError('No sign-in is in progress in this tab. Start again from "Sign in".');
  if (pending.provider !== provider) throw new OAuthCallbackError('This callback is for a different provider than the sign-in that was started.');
  if (params.get('state') !== pending.state) throw new OAuthCallbackError('The sign-in response did not match the request (state mismatch) and was refused.');
  if (now - pending.createdAt > OAUTH_ATTEMPT_TTL_MS) throw new OAuthCallbackError('The sign-in took too long and expired. Start again.');
  const code = params.get('code');
  if (!code) throw new OAuthCallbackError('The provider sent no authorization code.');
  return {
    request: { code, redirectUrl: pending.redirectUri, code_verifier: pending.codeVerifier },
    returnTo: safeReturnPath(pending.returnTo) ?? DEFAULT_RETURN_PATH,
  };
}
