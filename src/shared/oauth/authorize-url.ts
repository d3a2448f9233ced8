/** The authorization request URL (RFC 6749 §4.1.1 with PKCE, RFC 7636 §4.3). */
import { CODE_CHALLENGE_METHOD } from './pkce';

/** Everything an authorization request carries. */
export interface AuthorizeRequest {
  /** The provider's authorization endpoint, http(s); may already carry query parameters. */
  authorizeUrl: string;
  clientId: string;
  /** Exactly the redirect URI the token request will repeat (RFC 6749 §4.1.3). */
  redirectUri: string;
  scopes: readonly string[];
  state: string;
  codeChallenge: string;
}

/**
 * Builds the URL the user's browser opens: `response_type=code`, client_id, redirect_uri, scope
 * (space separated), state, code_challenge and `code_challenge_method=S256`. Parameters already in
 * `authorizeUrl` are kept, ours replace any of the same name.
 * @throws TypeError when `authorizeUrl` is not an absolute http(s) URL.
 */
export function buildAuthorizeUrl(request: AuthorizeRequest): string {
  const url = new URL(request.authorizeUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`Authorization endpoint must be http(s), got ${url.protocol}`);
  }
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scopes.join(' '),
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: CODE_CHALLENGE_METHOD,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
