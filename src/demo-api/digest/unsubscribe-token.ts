/**
 * Signed single-purpose tokens for links in e-mail (issue 13 point 5: the digest's one-click
 * unsubscribe). A token is `<user id>.<HMAC-SHA256>` over the purpose and the user id, keyed with a
 * key derived (HKDF) from the server secret for this use only, so it can neither be forged, nor
 * moved to another account, nor used for another purpose, nor confused with an access token. It
 * does not expire: it only ever turns the digest off, which the user may always do.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** The purpose of the digest's unsubscribe link. */
export const DIGEST_UNSUBSCRIBE_PURPOSE = 'email_digest-unsubscribe';

function mac(secret: Buffer, purpose: string, userId: number): Buffer {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'figure-shop e-mail link tokens', 32));
  return createHmac('sha256', key).update(`${purpose}\n${userId}`).digest();
}

/** A token for `userId` and `purpose`. */
export function signPurposeToken(secret: Buffer, userId: number, purpose: string): string {
  return `${userId}.${mac(secret, purpose, userId).toString('base64url')}`;
}

/** The user id a token for `purpose` names, or undefined for anything malformed, forged or of another purpose. */
export function verifyPurposeToken(secret: Buffer, token: string, purpose: string): number | undefined {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  if (!Number.isSafeInteger(userId)) return undefined;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, purpose, userId);
  // Canonical spelling only (the last base64url character has spare bits).
  if (given.toString('base64url') !== match[2] || given.length !== expected.length) return undefined;
  return timingSafeEqual(given, expected) ? userId : undefined;
}
