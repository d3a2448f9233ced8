/** The OAuth `state` parameter: an unguessable, single-use value binding a callback to its request. */
import { base64UrlEncode } from './base64url';
import { platformCrypto, randomBytes, type WebCryptoLike } from './crypto';

/** Bytes of entropy in a state value: 32 (256 bits; RFC 6749 §10.10 asks for at most 2^-128 guess odds). */
export const STATE_BYTES = 32;

/** What a state this app generates looks like: 43 base64url characters. */
export const STATE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A fresh `state` value: base64url of 32 random bytes (RFC 6749 §10.12, CSRF protection;
 * RFC 8252 §8.9). Never reuse one: each authorization request gets its own.
 */
export function createOAuthState(crypto: WebCryptoLike = platformCrypto()): string {
  return base64UrlEncode(randomBytes(STATE_BYTES, crypto));
}

/** True when `value` has the shape of a state this app generates (not whether one is pending). */
export function isOAuthState(value: unknown): value is string {
  return typeof value === 'string' && STATE_PATTERN.test(value);
}
