/**
 * Signed single-purpose tokens for links in e-mail (the digest's one-click unsubscribe:
 * docs/product-rules.md §Notifications 14). A token is `<user id>.<expiry, epoch ms>.<HMAC-SHA256>` over the purpose, the user
 * id and the expiry, keyed with a key derived (HKDF) from the server secret for this use only, so
 * it can neither be forged, nor moved to another account, nor used for another purpose, nor
 * lengthened, nor confused with an access token. It expires (decided in the security review: a link
 * in an e-mail is a bearer credential, and an old mailbox or a forwarded mail must not keep it
 * working for ever), and each e-mail gets its own token, as its expiry is counted from the e-mail.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** The purpose of the digest's unsubscribe link. */
export const DIGEST_UNSUBSCRIBE_PURPOSE = 'email_digest-unsubscribe';

/** How long a digest's unsubscribe link works, in ms, from the digest that carried it: 60 days (decided). */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 60 * 24 * 60 * 60_000;

/** What a token check finds: the user id, or why the token is refused. */
export type PurposeTokenCheck = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

function mac(secret: Buffer, purpose: string, userId: number, expiresAtMs: number): Buffer {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'figure-shop e-mail link tokens', 32));
  return createHmac('sha256', key).update(`${purpose}\n${userId}\n${expiresAtMs}`).digest();
}

/**
 * A token for `userId` and `purpose` that works until `expiresAtMs` (epoch ms, a safe integer).
 * @throws RangeError for an expiry that is not a positive safe integer (a programming error).
 */
export function signPurposeToken(secret: Buffer, userId: number, purpose: string, expiresAtMs: number): string {
  if (!Number.isSafeInteger(expiresAtMs) || expiresAtMs <= 0) throw new RangeError(`expiry must be a positive integer of ms, got ${expiresAtMs}`);
  return `${userId}.${expiresAtMs}.${mac(secret, purpose, userId, expiresAtMs).toString('base64url')}`;
}

/**
 * Checks a token for `purpose` at `nowMs`: the user id it names, else 'invalid' for anything
 * malformed, forged, altered or of another purpose, and 'expired' for a genuine token whose expiry
 * is not after `nowMs` (the signature is checked first, so 'expired' says nothing of a forgery).
 */
export function verifyPurposeToken(secret: Buffer, token: string, purpose: string, nowMs: number): PurposeTokenCheck {
  const match = /^([1-9]\d{0,15})\.([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const userId = Number(match[1]);
  const expiresAtMs = Number(match[2]);
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(expiresAtMs)) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = mac(secret, purpose, userId, expiresAtMs);
  // Canonical spelling only (the last base64url character has spare bits).
  if (given.toString('base64url') !== match[3] || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  return expiresAtMs > nowMs ? { ok: true, userId } : { ok: false, reason: 'expired' };
}
