/**
 * Token primitives (issue 2): HS256 JWT access tokens with sub, iat, exp, jti (simplejwt-like
 * claims token_type and user_id as well), and opaque random refresh tokens stored only as hashes.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** Claims of an access token; times in seconds since the epoch (RFC 7519). */
export interface AccessClaims {
  token_type: 'access';
  sub: string;
  user_id: number;
  iat: number;
  exp: number;
  jti: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** Signs an access token for `userId` valid `ttlSeconds` from `nowMs`. */
export function signAccessToken(userId: number, secret: Buffer, nowMs: number, ttlSeconds: number): string {
  const iat = Math.floor(nowMs / 1000);
  const claims: AccessClaims = {
    token_type: 'access',
    sub: String(userId),
    user_id: userId,
    iat,
    exp: iat + ttlSeconds,
    jti: randomUUID(),
  };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/**
 * Verifies signature (constant time), algorithm, token type and expiry at `nowMs`.
 * Returns the claims, or undefined for anything malformed, forged or expired.
 */
export function verifyAccessToken(token: string, secret: Buffer, nowMs: number): AccessClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (head.alg !== 'HS256') return undefined;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessClaims>;
    if (claims.token_type !== 'access' || typeof claims.exp !== 'number' || typeof claims.user_id !== 'number') {
      return undefined;
    }
    if (claims.exp * 1000 <= nowMs) return undefined;
    return claims as AccessClaims;
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
