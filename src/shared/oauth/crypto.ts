/**
 * The slice of WebCrypto the OAuth helpers use. Node 20 (`globalThis.crypto`), Electron's main
 * process and every browser provide it, so the desktop and the web flows share one implementation.
 */
export interface WebCryptoLike {
  getRandomValues<T extends Uint8Array<ArrayBuffer>>(array: T): T;
  readonly subtle: { digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> };
}

/**
 * The platform's WebCrypto (`globalThis.crypto`).
 * @throws Error when the runtime has none (Node < 19 without --experimental-global-webcrypto).
 */
export function platformCrypto(): WebCryptoLike {
  const crypto = (globalThis as { crypto?: WebCryptoLike }).crypto;
  if (!crypto?.subtle || typeof crypto.getRandomValues !== 'function') {
    throw new Error('WebCrypto (globalThis.crypto) is not available in this runtime');
  }
  return crypto;
}

/** `count` cryptographically random bytes from `crypto` (default: the platform's). */
export function randomBytes(count: number, crypto: WebCryptoLike = platformCrypto()): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(count));
}
