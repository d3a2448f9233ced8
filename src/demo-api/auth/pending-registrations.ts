/**
 * Registrations waiting for their e-mail link (OWASP ASVS V2.1 / V3 "account enumeration"). A
 * registration creates no account: it stores the wanted e-mail, user name and password hash with a
 * single-use token, and the account is created when the link `…/verify-email/<uid>/<token>` is
 * opened (account-recovery.ts). Until then nothing about the address is observable: no
 * sign-in, no user name held, so a registration for a new address looks from outside exactly like
 * one for an address that already has an account. The link lives as long as a verification link
 * (3 days); only the token's hash is stored, and the password hash is blanked once the row is used
 * or expired.
 */
import type { Client } from '@libsql/client';
import { queryOne, run } from '../storage/db';
import { ONE_TIME_TOKEN_TTL_MS, decodeUid, encodeUid } from './one-time-tokens';
import { generateOpaqueToken, hashToken } from './tokens';
import { normalizeEmail } from '../../shared/validation/email';

/** What a registration asks for: the account the link will create. */
export interface PendingRegistration {
  email: string;
  username: string;
  passwordHash: string;
}

/** How long a registration link is valid, in ms: as long as an e-mail verification link. */
export const PENDING_REGISTRATION_TTL_MS = ONE_TIME_TOKEN_TTL_MS.verify_email;

/**
 * Stores a registration (e-mail normalised) and returns the link's `uid` (the row id, encoded as
 * a user id is) and `token`. Also blanks the password hashes of expired registrations.
 */
export async function createPendingRegistration(db: Client, registration: PendingRegistration, nowMs: number): Promise<{ uid: string; token: string }> {
  await run(db, "UPDATE pending_registrations SET password_hash = '' WHERE expires_at <= ? AND password_hash != ''", [nowMs]);
  const token = generateOpaqueToken();
  const row = await queryOne(
    db,
    `INSERT INTO pending_registrations (email, username, password_hash, token_hash, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    [normalizeEmail(registration.email), registration.username, registration.passwordHash, hashToken(token), nowMs, nowMs + PENDING_REGISTRATION_TTL_MS],
  );
  if (!row) throw new Error('insert into pending_registrations returned no row');
  return { uid: encodeUid(Number(row.id)), token };
}

/** A link's registration: not this kind of link at all, refused (used, expired), or usable. */
export type PendingCheck =
  | { found: false }
  | { found: true; ok: false; reason: 'used' | 'expired' }
  | { found: true; ok: true; id: number; registration: PendingRegistration };

/** Looks the link (`uid`, `token`) up among the pending registrations, without using it. */
export async function checkPendingRegistration(db: Client, uid: string, token: string, nowMs: number): Promise<PendingCheck> {
  const id = decodeUid(uid);
  if (id === undefined) return { found: false };
  const row = await queryOne(db, 'SELECT * FROM pending_registrations WHERE id = ? AND token_hash = ?', [id, hashToken(token)]);
  if (!row) return { found: false };
  if (row.used_at !== null) return { found: true, ok: false, reason: 'used' };
  if (Number(row.expires_at) <= nowMs) return { found: true, ok: false, reason: 'expired' };
  return {
    found: true,
    ok: true,
    id,
    registration: { email: String(row.email), username: String(row.username), passwordHash: String(row.password_hash) },
  };
}

/**
 * Uses a checked registration up, atomically (a concurrent second use loses), and blanks its
 * password hash. Resolves false when another request used it first.
 */
export async function consumePendingRegistration(db: Client, id: number, nowMs: number): Promise<boolean> {
  return (await run(db, "UPDATE pending_registrations SET used_at = ?, password_hash = '' WHERE id = ? AND used_at IS NULL", [nowMs, id])) === 1;
}
