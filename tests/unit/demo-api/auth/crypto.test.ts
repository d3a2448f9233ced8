import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../../src/demo-api/auth/passwords';
import { generateOpaqueToken, hashToken } from '../../../../src/demo-api/auth/tokens';

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

describe('opaque tokens', () => {
  it('are random and hashed deterministically', () => {
    const a = generateOpaqueToken();
    expect(a).not.toBe(generateOpaqueToken());
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
