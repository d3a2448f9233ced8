/**
 * OAuth helpers shared by the desktop flow (main process) and the web flow (renderer): PKCE S256,
 * `state`, the provider list and the authorize URL. WebCrypto only, no Node or DOM specifics.
 */
export { base64UrlEncode } from './base64url';
export { platformCrypto, randomBytes, type WebCryptoLike } from './crypto';
export {
  CODE_CHALLENGE_METHOD,
  CODE_VERIFIER_BYTES,
  CODE_VERIFIER_PATTERN,
  createCodeChallenge,
  createCodeVerifier,
  createPkcePair,
  isCodeVerifier,
  type PkcePair,
} from './pkce';
export { STATE_BYTES, STATE_PATTERN, createOAuthState, isOAuthState } from './state';
export { OAUTH_DEFAULT_SCOPES, OAUTH_PROVIDERS, OAUTH_PROVIDER_LABELS, isOAuthProvider, type OAuthProvider } from './providers';
export { buildAuthorizeUrl, type AuthorizeRequest } from './authorize-url';
