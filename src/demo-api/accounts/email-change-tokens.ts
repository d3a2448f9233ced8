/**
 * The signed token of an e-mail change's confirmation link (docs/product-rules.md §Account 10, §Security 13). Nothing is stored:
 * the token carries the new address and the expiry, and an HMAC-SHA256 under the server secret
 * binds them to the account id, to this one purpose and to the account's CURRENT address. So the
 * link is
 * - signed: any edit (address, expiry, account) breaks the MAC;
 * - single-purpose: the MAC's label is only used here (a verification or reset token never fits);
 * - single-use: once the address changed, the MAC no longer matches (Django's
 *   PasswordResetTokenGenerator uses the same idea with the password hash), and an older link
 *   for another address dies with it;
 * - expiring: after {@link EMAIL_CHANGE_TTL_MS}.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '../../shared/validation/email';

/** How long a confirmation link works, in ms: 24 hours (decided). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

const LABEL = 'figure-shop email-change v1';

interface Payload {
  /** The new address, normalised. */
  e: string;
  /** Expiry, epoch ms. */
  x: number;
}

function mac(secret: Buffer, userId: number, payload: string, currentEmail: string): string {
  return createHmac('sha256', secret).update(`${LABEL}\0${userId}\0${payload}\0${normalizeEmail(currentEmail)}`).digest('base64url');
}

/** The token for changing account `userId` from `currentEmail` to `newEmail`, valid from `nowMs` for 24 hours. */
export function createEmailChangeToken(secret: Buffer, userId: number, currentEmail: string, newEmail: string, nowMs: number): string {
  const payload = Buffer.from(JSON.stringify({ e: normalizeEmail(newEmail), x: nowMs + EMAIL_CHANGE_TTL_MS } satisfies Payload)).toString('base64url');
  return `${payload}.${mac(secret, userId, payload, currentEmail)}`;
}

export type EmailChangeCheck = { ok: true; newEmail: string } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

function readPayload(encoded: string): Payload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { e, x } = value as Record<string, unknown>;
    return typeof e === 'string' && typeof x === 'number' && Number.isFinite(x) ? { e, x } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks `token` for account `userId` whose address is now `currentEmail`, at `nowMs`.
 * A token whose address is already the account's (the MAC was made under the old one) is 'used';
 * a bad MAC or shape is 'invalid'; a genuine but late one 'expired'.
 */
export function checkEmailChangeToken(secret: Buffer, userId: number, currentEmail: string, token: string, nowMs: number): EmailChangeCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const data = readPayload(payload);
  if (!data) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(secret, userId, payload, currentEmail));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: data.e === normalizeEmail(currentEmail) ? 'used' : 'invalid' };
  }
  if (data.x <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, newEmail: data.e };
}
