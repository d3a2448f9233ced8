/**
 * Token primitives (docs/product-rules.md §Sessions 2, §Security 9): HS256 JWT access tokens with sub, iat, exp, jti (simplejwt-like
 * claims token_type and user_id as well), and opaque random refresh tokens stored only as hashes.
 * Signing and verifying use `jose` (§Security 9: the hand-written check accepted malleable
 * signatures); only HS256 is accepted and every segment must be canonical base64url.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Claims of an access token; times in seconds since the epoch (RFC 7519). */
export interface AccessClaims {
  token_type: 'access';
  sub: string;
  user_id: number;
  iat: number;
  exp: number;
  jti: string;
}

/**
 * True when `segment` is the one canonical unpadded base64url spelling of its bytes (RFC 7515 §2,
 * RFC 4648 §3.5). jose decodes leniently: it ignores a trailing "=" and the spare low bits of the
 * last character, so one signature would have several spellings without this check.
 */
function isCanonicalBase64url(segment: string): boolean {
  return /^[A-Za-z0-9_-]*$/.test(segment) && Buffer.from(segment, 'base64url').toString('base64url') === segment;
}

/**
 * Signs an access token for `userId` valid `ttlSeconds` from `nowMs`, with id `jti` (random by
 * default; the same claims give the same JWT, which a refresh repeated within the reuse interval uses).
 */
export async function signAccessToken(userId: number, secret: Buffer, nowMs: number, ttlSeconds: number, jti: string = randomUUID()): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ token_type: 'access', user_id: userId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .setJti(jti)
    .sign(secret);
}

/**
 * Verifies the signature (HS256 only: "none" and every other algorithm are refused), the canonical
 * encoding, the token type and the expiry at `nowMs` (expired from `exp` on, no leeway).
 * Resolves the claims, or undefined for anything malformed, forged or expired.
 */
export async function verifyAccessToken(token: string, secret: Buffer, nowMs: number): Promise<AccessClaims | undefined> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(isCanonicalBase64url)) return undefined;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(nowMs), requiredClaims: ['exp', 'iat', 'sub', 'jti'] });
    if (payload.token_type !== 'access' || typeof payload.user_id !== 'number' || !Number.isSafeInteger(payload.user_id)) return undefined;
    return payload as unknown as AccessClaims;
  } catch {
    return undefined;
  }
}

/** A new opaque token (32 random bytes, base64url): refresh tokens, reset and verification tokens. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of an opaque token: what the database stores instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
