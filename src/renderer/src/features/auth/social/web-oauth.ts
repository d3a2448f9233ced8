import { z } from 'zod';
import { OAUTH_DEFAULT_SCOPES, buildAuthorizeUrl, createOAuthState, createPkcePair, type OAuthProvider } from '@shared/oauth';
import type { SocialLoginRequest } from '@shared/api';

/** sessionStorage key of the one pending web sign-in (state + PKCE verifier). */
export const PENDING_OAUTH_KEY = 'oauth_pending';
/** A pending sign-in older than this is refused (the same 10 minutes as the desktop flow). */
export const OAUTH_ATTEMPT_TTL_MS = 10 * 60_000;

const pendingSchema = z.object({
  provider: z.enum(['discord', 'google']),
  state: z.string().min(1),
  codeVerifier: z.string().min(43),
  redirectUri: z.string().url(),
  createdAt: z.number(),
});
type PendingSignIn = z.infer<typeof pendingSchema>;

/** Why a callback was refused; the message is shown to the user as is. */
export class OAuthCallbackError extends Error {
  override name = 'OAuthCallbackError';
}

export interface WebOAuthStart {
  provider: OAuthProvider;
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  storage: Pick<Storage, 'setItem'>;
  now?: number;
}

/**
 * Starts a web sign-in (RFC 6749 §4.1 with PKCE S256, RFC 7636): creates `state` and a code
 * verifier, keeps them in sessionStorage (this tab only) and returns the provider URL the browser
 * must open. One attempt at a time: a new start replaces the previous one.
 */
export async function startWebSignIn({ provider, authorizeUrl, clientId, redirectUri, storage, now = Date.now() }: WebOAuthStart): Promise<string> {
  const state = createOAuthState();
  const { codeVerifier, codeChallenge } = await createPkcePair();
  const pending: PendingSignIn = { provider, state, codeVerifier, redirectUri, createdAt: now };
  storage.setItem(PENDING_OAUTH_KEY, JSON.stringify(pending));
  return buildAuthorizeUrl({ authorizeUrl, clientId, redirectUri, scopes: OAUTH_DEFAULT_SCOPES[provider], state, codeChallenge });
}

/**
 * Checks a callback against the pending attempt and consumes it (single use, RFC 6749 §10.12):
 * the provider and `state` must match and the attempt be under 10 minutes old. A provider error
 * (e.g. `error=access_denied`) is reported as such.
 * @returns the body for POST /api/account/social/{provider}/.
 * @throws OAuthCallbackError with a readable reason otherwise.
 */
export function completeWebSignIn(
  provider: string,
  params: URLSearchParams,
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  now: number = Date.now(),
): SocialLoginRequest {
  const raw = storage.getItem(PENDING_OAUTH_KEY);
  storage.removeItem(PENDING_OAUTH_KEY);
  const providerError = params.get('error');
  if (providerError) {
    throw new OAuthCallbackError(providerError === 'access_denied' ? 'Sign-in was cancelled at the provider.' : `The provider refused the sign-in (${providerError}).`);
  }
  let pending: PendingSignIn | null = null;
  try {
    const parsed = pendingSchema.safeParse(raw ? JSON.parse(raw) : null);
    pending = parsed.success ? parsed.data : null;
  } catch {
    pending = null;
  }
  if (!pending) throw new OAuthCallbackError('No sign-in is in progress in this tab. Start again from "Sign in".');
  if (pending.provider !== provider) throw new OAuthCallbackError('This callback is for a different provider than the sign-in that was started.');
  if (params.get('state') !== pending.state) throw new OAuthCallbackError('The sign-in response did not match the request (state mismatch) and was refused.');
  if (now - pending.createdAt > OAUTH_ATTEMPT_TTL_MS) throw new OAuthCallbackError('The sign-in took too long and expired. Start again.');
  const code = params.get('code');
  if (!code) throw new OAuthCallbackError('The provider sent no authorization code.');
  return { code, redirectUrl: pending.redirectUri, code_verifier: pending.codeVerifier };
}
