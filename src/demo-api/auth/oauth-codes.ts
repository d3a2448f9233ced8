/**
 * Authorization codes of the stand-in OAuth provider (docs/product-rules.md §Sign-in 12): single-use, 60-second lifetime,
 * bound to the redirect URI and, when given, to the PKCE S256 challenge (RFC 7636).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Client } from '@libsql/client';
import type { SocialProvider } from '../../shared/api/account';
import { queryOne, run } from '../storage/db';
import { generateOpaqueToken, hashToken } from './tokens';

/** Code lifetime in ms: 60 s (§Sign-in 12). */
export const OAUTH_CODE_TTL_MS = 60_000;

export interface CodeGrant {
  provider: SocialProvider;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  /** The identity the person chose at the demo provider. */
  email: string;
  username: string;
}

/** The S256 challenge of a verifier: BASE64URL(SHA256(verifier)). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Stores a new code for `grant`; returns the code. */
export async function createCode(db: Client, grant: CodeGrant, nowMs: number): Promise<string> {
  const code = generateOpaqueToken();
  await run(
    db,
    `INSERT INTO oauth_codes (code_hash, provider, client_id, redirect_uri, code_challenge, email, username, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [hashToken(code), grant.provider, grant.clientId, grant.redirectUri, grant.codeChallenge, grant.email, grant.username, nowMs, nowMs + OAUTH_CODE_TTL_MS],
  );
  return code;
}

export type Redemption =
  | { ok: true; grant: CodeGrant; codeHash: string }
  | { ok: false; reason: 'invalid' | 'used' | 'expired' | 'redirect_mismatch' | 'pkce_failed'; reusedFamily?: string };

/**
 * Redeems `code` for `provider`: checks provider, lifetime, redirect URI and PKCE, then marks it
 * used (atomically). A second use reports the refresh family issued the first time, so the caller
 * can revoke it (RFC 6749 §4.1.2: a reused code should revoke what it granted).
 */
export async function redeemCode(
  db: Client,
  provider: SocialProvider,
  code: string,
  redirectUri: string,
  codeVerifier: string | undefined,
  nowMs: number,
): Promise<Redemption> {
  const codeHash = hashToken(code);
  const row = await queryOne(db, 'SELECT * FROM oauth_codes WHERE code_hash = ? AND provider = ?', [codeHash, provider]);
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.used_at !== null) {
    return { ok: false, reason: 'used', ...(row.refresh_family === null ? {} : { reusedFamily: String(row.refresh_family) }) };
  }
  if (Number(row.expires_at) <= nowMs) return { ok: false, reason: 'expired' };
  if (String(row.redirect_uri) !== redirectUri) return { ok: false, reason: 'redirect_mismatch' };
  const challenge = row.code_challenge === null ? null : String(row.code_challenge);
  if (challenge !== null) {
    if (codeVerifier === undefined) return { ok: false, reason: 'pkce_failed' };
    const given = Buffer.from(s256(codeVerifier));
    const expected = Buffer.from(challenge);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'pkce_failed' };
  } else if (codeVerifier !== undefined) {
    // OAuth 2.1 §4.1.3: a verifier without a challenge in the authorization request is refused.
    return { ok: false, reason: 'pkce_failed' };
  }
  const claimed = await run(db, 'UPDATE oauth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL', [nowMs, codeHash]);
  if (claimed !== 1) return { ok: false, reason: 'used' };
  return {
    ok: true,
    codeHash,
    grant: {
      provider,
      clientId: String(row.client_id),
      redirectUri,
      codeChallenge: challenge,
      email: String(row.email),
      username: String(row.username),
    },
  };
}

/** Remembers which refresh-token family a code produced (for revocation on reuse). */
export async function recordCodeFamily(db: Client, codeHash: string, familyId: string): Promise<void> {
  await run(db, 'UPDATE oauth_codes SET refresh_family = ? WHERE code_hash = ?', [familyId, codeHash]);
}
