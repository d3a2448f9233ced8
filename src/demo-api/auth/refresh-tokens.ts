/**
 * Server-side refresh tokens (docs/product-rules.md §Sessions 2, 12–14): opaque, stored as SHA-256 hashes, rotated on every use.
 * Presenting an already-rotated token is treated as theft: the whole family (that sign-in's
 * chain) is revoked, so neither the thief nor the victim can continue with it (RFC 9700 §4.14.2).
 *
 * Reuse interval (§Sessions 13; Auth0's "reuse interval", Okta's grace period): two tabs of one
 * browser refreshing together legitimately present the same token twice. Within a short interval
 * after a token was rotated, presenting it again answers the same successor that was issued (not a
 * third token, no revocation); after the interval, reuse revokes the family as before. The
 * successor is derived from the old token with an HMAC under the server secret, so it can be
 * answered again without ever storing a token in clear.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { Client } from '@libsql/client';
import { queryOne, run } from '../storage/db';
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
  | {
      ok: true;
      userId: number;
      refreshToken: string;
      /** When the successor was issued (epoch ms): the first rotation's time, also when it is answered again. */
      issuedAt: number;
      /** A stable id for the access token issued with this successor, so a repeat answers the same JWT. */
      accessJti: string;
      /** True when this answers a repeat within the reuse interval. */
      repeated: boolean;
    }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** How a rotation may answer a repeated token (§Sessions 13). */
export interface ReuseInterval {
  /** The server secret the successor is derived under (never leaves the server). */
  secret: Buffer;
  /** How long after a rotation the same old token is answered again, in ms; 0 = never (strict reuse detection). */
  intervalMs: number;
}

/** HMAC-SHA256 of `label` and `token` under `secret`, base64url. */
function derive(secret: Buffer, label: string, token: string): string {
  return createHmac('sha256', secret).update(`${label}\0${token}`).digest('base64url');
}

/** The successor of `token`: deterministic, so a repeat within the interval gets the same one. */
export function successorOf(secret: Buffer, token: string): string {
  return derive(secret, 'figure-shop refresh successor', token);
}

/** The jti of the access token issued with `successor` (a UUID-shaped hex string). */
function accessJtiOf(secret: Buffer, successor: string): string {
  const hex = createHmac('sha256', secret).update(`figure-shop access jti\0${successor}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Revokes every live token of a family (reuse detected, or sign-out). */
export async function revokeFamily(db: Client, familyId: string, nowMs: number): Promise<void> {
  await run(db, 'UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL', [
    nowMs,
    familyId,
  ]);
}

/** The family id of a stored refresh token (live or not), or undefined for a token never issued. */
export async function familyOfToken(db: Client, token: string): Promise<string | undefined> {
  const row = await queryOne(db, 'SELECT family_id FROM refresh_tokens WHERE token_hash = ?', [hashToken(token)]);
  return row ? String(row.family_id) : undefined;
}

/**
 * Sign-out (RFC 7009 §2.1): revokes the whole family of `token`, whether it is the live token or an
 * already rotated one (a spent token revokes its family too, as on reuse). Resolves whether the
 * token was known; the endpoint answers the same either way (RFC 7009 §2.2).
 */
export async function revokeToken(db: Client, token: string, nowMs: number): Promise<boolean> {
  const familyId = await familyOfToken(db, token);
  if (familyId === undefined) return false;
  await revokeFamily(db, familyId, nowMs);
  return true;
}

/** Revokes all of a user's refresh tokens (e.g. after a password reset). */
export async function revokeUserTokens(db: Client, userId: number, nowMs: number): Promise<void> {
  await run(db, 'UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', [nowMs, userId]);
}

/**
 * Exchanges `token` for a new one in the same family. The old one is marked used by a conditional
 * UPDATE, so two concurrent uses cannot both rotate. With `reuse` (§Sessions 13), a token used
 * less than `reuse.intervalMs` ago is answered again with the same successor, unless the family
 * was revoked meanwhile; a later reuse (or any reuse without `reuse`) revokes the family. Without
 * `reuse` the successor is random. Times in epoch ms, `ttlSeconds` in seconds.
 */
export async function rotateRefreshToken(
  db: Client,
  token: string,
  nowMs: number,
  ttlSeconds: number,
  reuse?: ReuseInterval,
): Promise<RotationResult> {
  const row = await queryOne(db, 'SELECT * FROM refresh_tokens WHERE token_hash = ?', [hashToken(token)]);
  if (!row) return { ok: false, reason: 'unknown' };
  const familyId = String(row.family_id);
  const userId = Number(row.user_id);
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (row.used_at === null && Number(row.expires_at) <= nowMs) return { ok: false, reason: 'expired' };
  const claimed =
    row.used_at === null
      ? await run(db, 'UPDATE refresh_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL', [nowMs, Number(row.id)])
      : 0;
  if (claimed === 1) {
    if (!reuse) return { ok: true, userId, refreshToken: await issueRefreshToken(db, userId, nowMs, ttlSeconds, familyId), issuedAt: nowMs, accessJti: randomUUID(), repeated: false };
    const successor = successorOf(reuse.secret, token);
    await insertSuccessor(db, userId, familyId, successor, nowMs, ttlSeconds);
    return { ok: true, userId, refreshToken: successor, issuedAt: nowMs, accessJti: accessJtiOf(reuse.secret, successor), repeated: false };
  }
  // Already used (before, or by a concurrent request that won the UPDATE just now).
  const used = await queryOne(db, 'SELECT used_at, revoked_at FROM refresh_tokens WHERE id = ?', [Number(row.id)]);
  const usedAt = used?.used_at === null || used?.used_at === undefined ? undefined : Number(used.used_at);
  if (reuse && usedAt !== undefined && used?.revoked_at === null && nowMs - usedAt < reuse.intervalMs) {
    const successor = successorOf(reuse.secret, token);
    // The winner may not have inserted it yet: the same row, so whichever comes first stores it.
    await insertSuccessor(db, userId, familyId, successor, usedAt, ttlSeconds);
    const state = await queryOne(db, 'SELECT revoked_at FROM refresh_tokens WHERE token_hash = ?', [hashToken(successor)]);
    if (state?.revoked_at !== null) return { ok: false, reason: 'revoked' };
    return { ok: true, userId, refreshToken: successor, issuedAt: usedAt, accessJti: accessJtiOf(reuse.secret, successor), repeated: true };
  }
  await revokeFamily(db, familyId, nowMs);
  return { ok: false, reason: 'reused' };
}

/** Stores the successor issued at `issuedAt` (epoch ms) unless it is already stored. */
async function insertSuccessor(db: Client, userId: number, familyId: string, token: string, issuedAt: number, ttlSeconds: number): Promise<void> {
  await run(
    db,
    'INSERT OR IGNORE INTO refresh_tokens (user_id, family_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [userId, familyId, hashToken(token), issuedAt, issuedAt + ttlSeconds * 1000],
  );
}
