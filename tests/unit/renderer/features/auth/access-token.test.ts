import { describe, expect, it } from 'vitest';
import { accessTokenExpiryMs, isAccessTokenExpired } from '@renderer/features/auth/access-token';
import { fakeJwt } from '../../../../support/jwt';

const exp = 1_800_000_000; // epoch seconds
const token = fakeJwt({ sub: '1', exp });

describe('access token expiry (§Sessions 4: expired 2 s before exp)', () => {
  it('reads exp in milliseconds', () => {
    expect(accessTokenExpiryMs(token)).toBe(exp * 1000);
  });

  it('is valid until 2000 ms before exp, expired from then on', () => {
    expect(isAccessTokenExpired(token, exp * 1000 - 2001)).toBe(false);
    expect(isAccessTokenExpired(token, exp * 1000 - 2000)).toBe(true);
    expect(isAccessTokenExpired(token, exp * 1000 - 1999)).toBe(true);
    expect(isAccessTokenExpired(token, exp * 1000 + 10)).toBe(true);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not a JWT', 'garbage'],
    ['payload not JSON', 'a.b.c'],
    ['no exp', fakeJwt({ sub: '1' })],
    ['exp not a number', fakeJwt({ exp: 'soon' })],
  ])('treats a %s token as expired, never throws', (_label, value) => {
    expect(accessTokenExpiryMs(value)).toBeNull();
    expect(isAccessTokenExpired(value, 0)).toBe(true);
  });
});
