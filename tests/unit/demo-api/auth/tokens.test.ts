import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../../../../src/demo-api/auth/tokens';

const secret = randomBytes(64);
const t0 = Date.parse('2026-04-13T00:00:00Z');
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The same token with the low (spare) bit of its last base64url character flipped: same bytes, other text. */
function flipSpareBit(token: string): string {
  const last = token.at(-1)!;
  return token.slice(0, -1) + ALPHABET[ALPHABET.indexOf(last) ^ 1];
}

describe('access tokens (HS256 with jose)', () => {
  it('round-trips and expires exactly at exp', async () => {
    const token = await signAccessToken(7, secret, t0, 60);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(await verifyAccessToken(token, secret, t0)).toMatchObject({ token_type: 'access', user_id: 7, sub: '7', iat: t0 / 1000, exp: t0 / 1000 + 60 });
    expect(await verifyAccessToken(token, secret, t0 + 59_999)).toBeDefined();
    expect(await verifyAccessToken(token, secret, t0 + 60_000)).toBeUndefined();
  });

  it('refuses a wrong key', async () => {
    const token = await signAccessToken(7, secret, t0, 60);
    expect(await verifyAccessToken(token, randomBytes(64), t0)).toBeUndefined();
  });

  it('refuses other spellings of a valid signature: "=garbage" appended, "=" padding, flipped spare bits', async () => {
    const token = await signAccessToken(7, secret, t0, 60);
    // A 32-byte HMAC is 43 base64url characters; the last one carries 2 spare bits.
    expect(token.split('.')[2]).toHaveLength(43);
    for (const forged of [`${token}=garbage`, `${token}=`, flipSpareBit(token), `${token} `, token.replace('.', '.=')]) {
      expect(forged).not.toBe(token);
      expect(await verifyAccessToken(forged, secret, t0)).toBeUndefined();
    }
  });

  it('refuses alg "none", an unsigned token and another algorithm, even with valid claims', async () => {
    const claims = { token_type: 'access', sub: '7', user_id: 7, iat: t0 / 1000, exp: t0 / 1000 + 60, jti: 'x' };
    const body = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}`;
    expect(await verifyAccessToken(`${body}.`, secret, t0)).toBeUndefined();
    // HS512 with the same secret: a valid MAC, but not the one algorithm allowed.
    const hs512 = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`;
    const mac = createHmac('sha512', secret).update(hs512).digest('base64url');
    expect(await verifyAccessToken(`${hs512}.${mac}`, secret, t0)).toBeUndefined();
  });

  it('accepts a hand-made HS256 token with the right claims (the checks above are not over-strict) but not another token type', async () => {
    const make = (claims: Record<string, unknown>) => {
      const data = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
      return `${data}.${createHmac('sha256', secret).update(data).digest('base64url')}`;
    };
    const claims = { token_type: 'access', sub: '7', user_id: 7, iat: t0 / 1000, exp: t0 / 1000 + 60, jti: 'x' };
    expect(await verifyAccessToken(make(claims), secret, t0)).toMatchObject({ user_id: 7 });
    expect(await verifyAccessToken(make({ ...claims, token_type: 'refresh' }), secret, t0)).toBeUndefined();
    expect(await verifyAccessToken(make({ ...claims, exp: undefined }), secret, t0)).toBeUndefined();
  });

  it('refuses malformed input without throwing', async () => {
    for (const token of ['', 'a.b', 'a.b.c.d', '...', 'not a jwt']) expect(await verifyAccessToken(token, secret, t0)).toBeUndefined();
  });
});
