import { describe, expect, it, vi } from 'vitest';
import { completeWebSignIn, OAUTH_ATTEMPT_TTL_MS, startWebSignIn } from '@renderer/features/auth/social/web-oauth';
import { MemoryStorage } from '../../../../../support/memory-storage';

const redirectUri = 'http://127.0.0.1:5173/oauth/discord/callback';

async function started(storage = new MemoryStorage(), now = 1_000) {
  const url = new URL(
    await startWebSignIn({ provider: 'discord', authorizeUrl: 'http://127.0.0.1:8000/oauth/discord/authorize', clientId: 'demo', redirectUri, storage, now }),
  );
  return { storage, url, state: url.searchParams.get('state')! };
}

describe('web social sign-in (RFC 6749 §4.1 + RFC 7636)', () => {
  it('builds the authorize URL with code, client id, redirect URI, scopes, state and an S256 challenge', async () => {
    const { url, storage } = await started();
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'demo',
      redirect_uri: redirectUri,
      scope: 'identify email',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(storage.getItem('oauth_pending')!)).toMatchObject({ provider: 'discord', redirectUri });
  });

  it('accepts the matching callback once and returns code, redirect URL and verifier', async () => {
    const { storage, state } = await started();
    const { request, returnTo } = completeWebSignIn('discord', new URLSearchParams({ code: 'c-1', state }), storage, 2_000);
    expect(request).toEqual({ code: 'c-1', redirectUrl: redirectUri, code_verifier: expect.any(String) });
    expect(returnTo).toBe('/');
    expect(request.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(() => completeWebSignIn('discord', new URLSearchParams({ code: 'c-1', state }), storage, 2_000)).toThrow(/No sign-in is in progress/);
  });

  it.each([
    ['a forged state', (state: string) => ({ provider: 'discord', params: { code: 'c', state: `${state}x` }, now: 2_000 }), /state mismatch/],
    ['another provider', (state: string) => ({ provider: 'google', params: { code: 'c', state }, now: 2_000 }), /different provider/],
    ['an expired attempt', (state: string) => ({ provider: 'discord', params: { code: 'c', state }, now: 1_000 + OAUTH_ATTEMPT_TTL_MS + 1 }), /expired/],
    ['no code', (state: string) => ({ provider: 'discord', params: { state }, now: 2_000 }), /no authorization code/],
    ['a provider denial', (state: string) => ({ provider: 'discord', params: { error: 'access_denied', state }, now: 2_000 }), /cancelled/],
  ])('refuses %s and consumes the attempt', async (_label, make, message) => {
    const { storage, state } = await started();
    const { provider, params, now } = make(state);
    expect(() => completeWebSignIn(provider, new URLSearchParams(params as Record<string, string>), storage, now)).toThrow(message);
    expect(storage.getItem('oauth_pending')).toBeNull();
  });

  it('keeps a same-origin return path with the attempt and gives it back', async () => {
    const storage = new MemoryStorage();
    const url = new URL(
      await startWebSignIn({ provider: 'discord', authorizeUrl: 'http://127.0.0.1:8000/oauth/discord/authorize', clientId: 'demo', redirectUri, storage, returnTo: '/settings?tab=ui', now: 1_000 }),
    );
    expect(url.searchParams.get('return_to')).toBeNull();
    const { returnTo } = completeWebSignIn('discord', new URLSearchParams({ code: 'c', state: url.searchParams.get('state')! }), storage, 2_000);
    expect(returnTo).toBe('/settings?tab=ui');
  });

  it.each(['//evil.example', 'https://evil.example/settings', '/\\evil.example'])('never keeps the forged return path %s', async (forged) => {
    const storage = new MemoryStorage();
    await startWebSignIn({ provider: 'discord', authorizeUrl: 'http://127.0.0.1:8000/oauth/discord/authorize', clientId: 'demo', redirectUri, storage, returnTo: forged, now: 1_000 });
    expect(JSON.parse(storage.getItem('oauth_pending')!)).not.toHaveProperty('returnTo');
  });

  it('goes home when the stored return path was tampered with', async () => {
    const { storage, state } = await started();
    const stored = JSON.parse(storage.getItem('oauth_pending')!) as Record<string, unknown>;
    storage.setItem('oauth_pending', JSON.stringify({ ...stored, returnTo: '//evil.example' }));
    expect(completeWebSignIn('discord', new URLSearchParams({ code: 'c', state }), storage, 2_000).returnTo).toBe('/');
  });

  it('treats a corrupt pending record as no sign-in in progress, and logs it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = new MemoryStorage();
    storage.setItem('oauth_pending', '{not json');
    expect(() => completeWebSignIn('discord', new URLSearchParams({ code: 'c', state: 's' }), storage)).toThrow(/No sign-in is in progress/);
    expect(String(logged.mock.calls[0]?.[0])).toContain('oauth_pending');
    expect(storage.getItem('oauth_pending')).toBeNull();
    logged.mockRestore();
  });
});
