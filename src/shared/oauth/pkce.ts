/** PKCE (RFC 7636) with the S256 method only: "plain" is never used (RFC 7636 §4.2, §7.2). */
import { base64UrlEncode } from './base64url';
import { platformCrypto, randomBytes, type WebCryptoLike } from './crypto';

/** A code_verifier: 43–128 characters of [A-Z a-z 0-9 - . _ ~] (RFC 7636 §4.1). */
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/** Bytes of entropy in a generated verifier: 32, giving 43 characters (RFC 7636 §4.1 recommendation). */
export const CODE_VERIFIER_BYTES = 32;

/** The only challenge method this app sends (RFC 7636 §4.3). */
export const CODE_CHALLENGE_METHOD = 'S256';

/** A verifier and its S256 challenge, as sent in the authorize request and the token request. */
export interface PkcePair {
  codeVerifier: string;
  codeChallenge: string;
  codeChallengeMethod: typeof CODE_CHALLENGE_METHOD;
}

/** True when `value` is a syntactically valid code_verifier (RFC 7636 §4.1). */
export function isCodeVerifier(value: unknown): value is string {
  return typeof value === 'string' && CODE_VERIFIER_PATTERN.test(value);
}

/**
 * A fresh code_verifier: base64url of 32 random bytes, 43 characters (RFC 7636 §4.1).
 * @param crypto WebCrypto to draw from; tests inject a deterministic one.
 */
export function createCodeVerifier(crypto: WebCryptoLike = platformCrypto()): string {
  return base64UrlEncode(randomBytes(CODE_VERIFIER_BYTES, crypto));
}

/**
 * The S256 code_challenge of a verifier: BASE64URL(SHA256(ASCII(code_verifier))) (RFC 7636 §4.2).
 * @throws TypeError when `codeVerifier` is not a valid verifier (wrong length or characters).
 */
export async function createCodeChallenge(codeVerifier: string, crypto: WebCryptoLike = platformCrypto()): Promise<string> {
  if (!isCodeVerifier(codeVerifier)) {
    throw new TypeError('PKCE code_verifier must be 43-128 characters of [A-Za-z0-9-._~] (RFC 7636 §4.1)');
  }
  // The verifier is ASCII by the check above, so TextEncoder's UTF-8 equals ASCII here.
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return base64UrlEncode(new Uint8Array(digest));
}

/** A new verifier with its S256 challenge (RFC 7636 §4.1–4.3). */
export async function createPkcePair(crypto: WebCryptoLike = platformCrypto()): Promise<PkcePair> {
  const codeVerifier = createCodeVerifier(crypto);
  return { codeVerifier, codeChallenge: await createCodeChallenge(codeVerifier, crypto), codeChallengeMethod: CODE_CHALLENGE_METHOD };
}
