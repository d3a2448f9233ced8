import { webcrypto } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64UrlEncode,
  buildAuthorizeUrl,
  CODE_VERIFIER_PATTERN,
  createCodeChallenge,
  createCodeVerifier,
  createOAuthState,
  createPkcePair,
  isCodeVerifier,
  isOAuthProvider,
  isOAuthState,
  type WebCryptoLike,
} from '@shared/oauth';

describe('PKCE (RFC 7636)', () => {
  it('matches the RFC 7636 Appendix B example', async () => {
    // Appendix B: the verifier is base64url of the 32 octets listed there; S256 gives this challenge.
    const octets = [116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121];
    const verifier = base64UrlEncode(new Uint8Array(octets));
    expect(verifier).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    // The RFC's value ("…WbuGJS…"); the issue brief quoted it as "…WbuEJS…", a typo: Node's
    // crypto and openssl agree with the RFC.
    await expect(createCodeChallenge(verifier)).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('draws the verifier from 32 random bytes: 43 unreserved characters', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const verifier = createCodeVerifier();
      expect(verifier).toHaveLength(43);
      expect(verifier).toMatch(CODE_VERIFIER_PATTERN);
      seen.add(verifier);
    }
    expect(seen.size).toBe(200);
  });

  it('uses the injected WebCrypto (so the browser and Node share one code path)', async () => {
    const calls: string[] = [];
    const crypto: WebCryptoLike = {
      getRandomValues: (array) => {
        calls.push('random');
        array.fill(0);
        return array;
      },
      subtle: {
        digest: (algorithm, data) => {
          calls.push(algorithm);
          return webcrypto.subtle.digest(algorithm, data);
        },
      },
    };
    const pair = await createPkcePair(crypto);
    expect(pair.codeVerifier).toBe('A'.repeat(43));
    expect(pair.codeChallengeMethod).toBe('S256');
    expect(calls).toEqual(['random', 'SHA-256']);
  });

  it('refuses to hash an invalid verifier', async () => {
    for (const bad of ['', 'short', 'a'.repeat(42), 'a'.repeat(129), `${'a'.repeat(42)} `, `${'a'.repeat(42)}/`, `${'a'.repeat(42)}é`]) {
      expect(isCodeVerifier(bad)).toBe(false);
      await expect(createCodeChallenge(bad)).rejects.toThrow(/RFC 7636/);
    }
    expect(isCodeVerifier('a'.repeat(128))).toBe(true);
    expect(isCodeVerifier('-._~'.repeat(11))).toBe(true);
  });
});

describe('base64url', () => {
  it('equals Node’s base64url for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(base64UrlEncode(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('state', () => {
  it('is 43 base64url characters and never repeats', () => {
    const states = new Set(Array.from({ length: 500 }, () => createOAuthState()));
    expect(states.size).toBe(500);
    for (const state of states) expect(isOAuthState(state)).toBe(true);
    expect(isOAuthState('x')).toBe(false);
    expect(isOAuthState(42)).toBe(false);
  });
});

describe('providers', () => {
  it('knows discord and google only, exactly spelt', () => {
    expect(isOAuthProvider('discord')).toBe(true);
    expect(isOAuthProvider('google')).toBe(true);
    for (const bad of ['Discord', 'GOOGLE', 'github', '', null, 1]) expect(isOAuthProvider(bad)).toBe(false);
  });
});

describe('authorize URL', () => {
  it('carries the code-flow parameters with PKCE S256, keeping existing query parameters', () => {
    const url = new URL(
      buildAuthorizeUrl({
        authorizeUrl: 'https://discord.com/oauth2/authorize?prompt=none&state=stale',
        clientId: 'client 1',
        redirectUri: 'com.figureshop.app:/oauth/discord',
        scopes: ['identify', 'email'],
        state: 'S'.repeat(43),
        codeChallenge: 'C'.repeat(43),
      }),
    );
    expect(url.origin + url.pathname).toBe('https://discord.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prompt: 'none',
      state: 'S'.repeat(43),
      response_type: 'code',
      client_id: 'client 1',
      redirect_uri: 'com.figureshop.app:/oauth/discord',
      scope: 'identify email',
      code_challenge: 'C'.repeat(43),
      code_challenge_method: 'S256',
    });
  });

  it('rejects a non-http(s) endpoint', () => {
    expect(() =>
      buildAuthorizeUrl({ authorizeUrl: 'javascript:alert(1)', clientId: 'x', redirectUri: 'r', scopes: [], state: 's', codeChallenge: 'c' }),
    ).toThrow(TypeError);
  });
});
