/**
 * Single-use, expiring tokens for password reset (1 hour) and e-mail verification (3 days)
 * (docs/product-rules.md §Sign-in 6–7). The link carries `uidb64` (Django's urlsafe base64 of the user id) and an opaque
 * token; only the token's hash is stored.
 */
import type { Client } from '@libsql/client';
import { queryOne, run } from '../storage/db';
import { generateOpaqueToken, hashToken } from './tokens';

export type TokenPurpose = 'password_reset' | 'verify_email';

/** Lifetimes in ms: reset 1 hour (§Sign-in 6), verification 3 days (decided: §Sign-in 7). */
export const ONE_TIME_TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  password_reset: 60 * 60_000,
  verify_email: 3 * 24 * 60 * 60_000,
};

/** Django's `urlsafe_base64_encode(force_bytes(pk))`: base64url without padding. */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/** Inverse of encodeUid; undefined for anything that is not a positive integer id. */
export function decodeUid(uidb64: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(uidb64)) return undefined;
  const text = Buffer.from(uidb64, 'base64url').toString('utf8');
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined;
}

/** Creates a token for `userId`; returns the token to put in the link. */
export async function createOneTimeToken(db: Client, userId: number, purpose: TokenPurpose, nowMs: number): Promise<string> {
  const token = generateOpaqueToken();
  await run(db, 'INSERT INTO one_time_tokens (user_id, purpose, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', [
    userId,
    purpose,
    hashToken(token),
    nowMs,
    nowMs + ONE_TIME_TOKEN_TTL_MS[purpose],
  ]);
  return token;
}

export type TokenCheck = { ok: true; userId: number; id: number } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/** Checks a token without using it up (so a rejected new password does not burn the link). */
export async function checkOneTimeToken(
  db: Client,
  uidb64: string,
  token: string,
  purpose: TokenPurpose,
  nowMs: number,
): Promise<TokenCheck> {
  const userId = decodeUid(uidb64);
  if (userId === undefined) return { ok: false, reason: 'invalid' };
  const row = await queryOne(db, 'SELECT * FROM one_time_tokens WHERE token_hash = ? AND purpose = ? AND user_id = ?', [
    hashToken(token),
    purpose,
    userId,
  ]);
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.used_at !== null) return { ok: false, reason: 'used' };
  if (Number(row.expires_at) <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, userId, id: Number(row.id) };
}

/**
 * Uses a checked token up, atomically (a concurrent second use loses), and retires the user's
 * other open tokens of the same purpose. Returns false when another request used it first.
 */
export async function consumeOneTimeToken(db: Client, check: { userId: number; id: number }, purpose: TokenPurpose, nowMs: number): Promise<boolean> {
  const claimed = await run(db, 'UPDATE one_time_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL', [nowMs, check.id]);
  if (claimed !== 1) return false;
  await run(db, 'UPDATE one_time_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL', [
    nowMs,
    check.userId,
    purpose,
  ]);
  return true;
}
