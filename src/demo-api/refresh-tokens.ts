/**
 * Server-side refresh tokens (issue 2): opaque, stored as SHA-256 hashes, rotated on every use.
 * Presenting an already-rotated token is treated as theft: the whole family (that sign-in's
 * chain) is revoked, so neither the thief nor the victim can continue with it (RFC 9700 §4.14.2).
 */
import { randomUUID } from 'node:crypto';
import type { Client } from '@libsql/client';
import { queryOne, run } from './db';
import { generateOpaqueToken, hashToken } from './tokens';

/** Creates a refresh token for `userId` in `familyId` (a new family when omitted); returns the token. */
export async function issueRefreshToken(
  db: Client,
  userId: number,
  nowMs: number,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = generateOpaqueToken();
  await run(
    db,
    'INSERT INTO refresh_tokens (user_id, family_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [userId, familyId, hashToken(token), nowMs, nowMs + ttlSeconds * 1000],
  );
  return token;
}

export type RotationResult =
  | { ok: true; userId: number; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Revokes every live token of a family (reuse detected, or sign-out). */
export async function revokeFamily(db: Client, familyId: string, nowMs: number): Promise<void> {
  await run(db, 'UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL', [
    nowMs,
    familyId,
  ]);
}

/** Revokes all of a user's refresh tokens (e.g. after a password reset). */
export async function revokeUserTokens(db: Client, userId: number, nowMs: number): Promise<void> {
  await run(db, 'UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', [nowMs, userId]);
}

/**
 * Exchanges `token` for a new one in the same family. The old one is marked used by a conditional
 * UPDATE, so two concurrent uses cannot both succeed: the loser is a reuse and revokes the family.
 */
export async function rotateRefreshToken(
  db: Client,
  token: string,
  nowMs: number,
  ttlSeconds: number,
): Promise<RotationResult> {
  const row = await queryOne(db, 'SELECT * FROM refresh_tokens WHERE token_hash = ?', [hashToken(token)]);
  if (!row) return { ok: false, reason: 'unknown' };
  const familyId = String(row.family_id);
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (row.used_at !== null) {
    await revokeFamily(db, familyId, nowMs);
    return { ok: false, reason: 'reused' };
  }
  if (Number(row.expires_at) <= nowMs) return { ok: false, reason: 'expired' };
  const claimed = await run(
    db,
    'UPDATE refresh_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL',
    [nowMs, Number(row.id)],
  );
  if (claimed !== 1) {
    await revokeFamily(db, familyId, nowMs);
    return { ok: false, reason: 'reused' };
  }
  const userId = Number(row.user_id);
  const refreshToken = await issueRefreshToken(db, userId, nowMs, ttlSeconds, familyId);
  return { ok: true, userId, refreshToken };
}
