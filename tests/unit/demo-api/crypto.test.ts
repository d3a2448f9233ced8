import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../src/demo-api/passwords';
import { generateOpaqueToken, hashToken, signAccessToken, verifyAccessToken } from '../../../src/demo-api/tokens';

describe('passwords (scrypt)', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('figures-4-ever');
    const b = await hashPassword('figures-4-ever');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('figures-4-ever', a)).toBe(true);
    expect(await verifyPassword('figures-4-ever ', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });
  it('treats malformed hashes as a mismatch, never a crash', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$AA$BB', 'scrypt$32768$8$1$AA$BB', 'bcrypt$1$2$3$4$5']) {
      expect(await verifyPassword('pw', stored)).toBe(false);
    }
  });
});

describe('access tokens (HS256)', () => {
  const secret = randomBytes(64);
  const t0 = Date.parse('2026-04-13T00:00:00Z');
  it('round-trips and expires exactly at exp', () => {
    const token = signAccessToken(7, secret, t0, 60);
    expect(verifyAccessToken(token, secret, t0)).toMatchObject({ user_id: 7, sub: '7', exp: t0 / 1000 + 60 });
    expect(verifyAccessToken(token, secret, t0 + 59_999)).toBeDefined();
    expect(verifyAccessToken(token, secret, t0 + 60_000)).toBeUndefined();
    expect(verifyAccessToken(token, randomBytes(64), t0)).toBeUndefined();
  });
  it('opaque tokens are random and hashed deterministically', () => {
    const a = generateOpaqueToken();
    expect(a).not.toBe(generateOpaqueToken());
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
