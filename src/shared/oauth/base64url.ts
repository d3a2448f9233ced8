/**
 * base64url without padding (RFC 4648 §5), written by hand so the same code runs in Node, the
 * sandboxed preload and the browser (no Buffer, no btoa).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Encodes bytes as base64url with no `=` padding (RFC 4648 §5, as RFC 7636 §4.1/§4.2 require).
 * @param bytes any byte array; an empty array gives ''.
 * @returns a string of [A-Za-z0-9_-], ceil(4n/3) characters for n bytes.
 */
export function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  const at = (index: number): number => bytes[index] ?? 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (at(i) << 16) | (at(i + 1) << 8) | at(i + 2);
    out += ALPHABET.charAt((n >> 18) & 63) + ALPHABET.charAt((n >> 12) & 63) + ALPHABET.charAt((n >> 6) & 63) + ALPHABET.charAt(n & 63);
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = at(i) << 16;
    out += ALPHABET.charAt((n >> 18) & 63) + ALPHABET.charAt((n >> 12) & 63);
  } else if (rest === 2) {
    const n = (at(i) << 16) | (at(i + 1) << 8);
    out += ALPHABET.charAt((n >> 18) & 63) + ALPHABET.charAt((n >> 12) & 63) + ALPHABET.charAt((n >> 6) & 63);
  }
  return out;
}
