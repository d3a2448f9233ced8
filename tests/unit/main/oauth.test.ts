import { describe, expect, it } from 'vitest';
import { parseDeepLink, type OAuthCallbackLink } from '@shared/deep-link';
import type { DesktopConfig } from '@shared/ipc';
import { createCodeChallenge, isCodeVerifier, isOAuthState } from '@shared/oauth';
import { OAUTH_ATTEMPT_TIMEOUT_MS, OAuthCoordinator, OAuthSignInError } from '../../../src/main/oauth';
import { FakeClock, flush, recordingLogger, recordingOpener, track } from './fakes';

const SCHEME = 'com.figureshop.app';
const providers: DesktopConfig['oauth'] = {
  discord: { clientId: 'discord-client', authorizeUrl: 'http://127.0.0.1:8000/oauth/discord/authorize' },
  google: { clientId: 'google-client', authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth' },
};

function setup(overrides: Partial<ConstructorParameters<typeof OAuthCoordinator>[0]> = {}) {
  const opener = recordingOpener();
  const opened = opener.opened;
  const clock = new FakeClock();
  const log = recordingLogger();
  const coordinator = new OAuthCoordinator({
    providers,
    scheme: SCHEME,
    openExternal: opener.open,
    log,
    clock,
    ...overrides,
  });
  /** Starts a sign-in and returns the tracked promise with the authorize URL it opened. */
  const start = async (provider: 'discord' | 'google') => {
    const result = track(coordinator.start(provider));
    const url = await opener.next();
    return { result, url, state: url.searchParams.get('state') ?? '' };
  };
  const callback = (provider: string, query: string) => {
    const parsed = parseDeepLink(`${SCHEME}:/oauth/${provider}?${query}`, SCHEME);
    if (!parsed.ok || (parsed.link.kind !== 'oauth-callback' && parsed.link.kind !== 'oauth-error')) throw new Error('bad test link');
    return coordinator.handleCallback(parsed.link);
  };
  return { coordinator, opened, clock, log, start, callback };
}

describe('OAuthCoordinator: the authorize request', () => {
  it('opens the provider with state, PKCE S256 and the single-slash redirect URI', async () => {
    const { start } = setup();
    const { url, result } = await start('discord');
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8000/oauth/discord/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('discord-client');
    expect(url.searchParams.get('redirect_uri')).toBe('com.figureshop.app:/oauth/discord');
    expect(url.searchParams.get('scope')).toBe('identify email');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(isOAuthState(url.searchParams.get('state'))).toBe(true);
    expect(result.state).toBe('pending');
  });

  it('resolves with code, state, redirect URI and the verifier whose S256 is the challenge sent', async () => {
    const { start, callback } = setup();
    const { url, result, state } = await start('discord');
    expect(callback('discord', `code=the-code&state=${state}`)).toEqual({ accepted: true, provider: 'discord' });
    await flush();
    expect(result.state).toBe('resolved');
    const value = result.value!;
    expect(value).toMatchObject({ provider: 'discord', code: 'the-code', state, redirectUrl: 'com.figureshop.app:/oauth/discord' });
    expect(isCodeVerifier(value.codeVerifier)).toBe(true);
    expect(await createCodeChallenge(value.codeVerifier)).toBe(url.searchParams.get('code_challenge'));
  });
});

describe('OAuthCoordinator: refusals', () => {
  it('refuses a state that matches no attempt (forged), keeping the real attempt pending', async () => {
    const { start, callback, log } = setup();
    const { result, state } = await start('discord');
    const outcome = callback('discord', `code=evil&state=${'x'.repeat(43)}`);
    expect(outcome).toMatchObject({ accepted: false, reason: 'unknown-state' });
    expect(log.warnings.join('\n')).toMatch(/refused discord callback/);
    await flush();
    expect(result.state).toBe('pending');
    expect(callback('discord', `code=good&state=${state}`).accepted).toBe(true);
  });

  it('refuses a replay of an accepted callback (single use)', async () => {
    const { start, callback } = setup();
    const { state } = await start('google');
    expect(callback('google', `code=c&state=${state}`).accepted).toBe(true);
    expect(callback('google', `code=c&state=${state}`)).toMatchObject({ accepted: false, reason: 'unknown-state' });
  });

  it('refuses a callback whose provider does not match, and ends that attempt', async () => {
    const { start, callback } = setup();
    const discord = await start('discord');
    expect(callback('google', `code=c&state=${discord.state}`)).toMatchObject({ accepted: false, reason: 'provider-mismatch' });
    await flush();
    expect(discord.result.state).toBe('rejected');
    expect((discord.result.error as OAuthSignInError).code).toBe('refused');
  });

  it('times out after 10 minutes, and refuses the late callback', async () => {
    const { start, callback, clock } = setup();
    const { result, state } = await start('discord');
    clock.advance(OAUTH_ATTEMPT_TIMEOUT_MS - 1);
    await flush();
    expect(result.state).toBe('pending');
    clock.advance(1);
    await flush();
    expect(result.state).toBe('rejected');
    expect(result.error).toBeInstanceOf(OAuthSignInError);
    expect((result.error as OAuthSignInError).code).toBe('timeout');
    expect(result.error?.message).toBe('Sign-in with Discord timed out after 10 minutes. Please try again.');
    expect(callback('discord', `code=c&state=${state}`).accepted).toBe(false);
  });

  it('refuses an expired attempt even if its timer has not fired yet (sleep)', async () => {
    const { start, callback, clock } = setup();
    const { result, state } = await start('discord');
    clock.jump(OAUTH_ATTEMPT_TIMEOUT_MS + 1);
    expect(callback('discord', `code=c&state=${state}`)).toMatchObject({ accepted: false, reason: 'expired' });
    await flush();
    expect((result.error as OAuthSignInError).code).toBe('timeout');
    expect(clock.pendingTimers).toBe(0);
  });

  it('turns a provider error into a clear rejection', async () => {
    const { start, callback } = setup();
    const denied = await start('discord');
    expect(callback('discord', `error=access_denied&state=${denied.state}`)).toMatchObject({ accepted: false, reason: 'provider-error' });
    const other = await start('google');
    callback('google', `error=server_error&error_description=Try+later&state=${other.state}`);
    await flush();
    expect(denied.result.error?.message).toBe('Sign-in with Discord was declined.');
    expect(other.result.error?.message).toBe('Google refused the sign-in (server_error: Try later).');
  });

  it('rejects when the provider is not configured or the browser cannot open', async () => {
    const unconfigured = setup({ providers: { ...providers, google: { clientId: '', authorizeUrl: '' } } });
    await expect(unconfigured.coordinator.start('google')).rejects.toMatchObject({ code: 'not-configured' });
    const broken = setup({ openExternal: () => Promise.reject(new Error('no browser')) });
    await expect(broken.coordinator.start('discord')).rejects.toMatchObject({ code: 'browser-failed' });
    expect(broken.coordinator.pendingProviders()).toEqual([]);
  });
});

describe('OAuthCoordinator: cancel, supersede, two providers', () => {
  it('cancels one provider or all; cancelled attempts cannot complete', async () => {
    const { start, callback, coordinator, clock } = setup();
    const discord = await start('discord');
    const google = await start('google');
    expect(coordinator.cancel('discord')).toBe(1);
    await flush();
    expect(discord.result.error?.message).toBe('Sign-in with Discord was cancelled.');
    expect(google.result.state).toBe('pending');
    expect(callback('discord', `code=c&state=${discord.state}`).accepted).toBe(false);
    expect(coordinator.cancel()).toBe(1);
    await flush();
    expect((google.result.error as OAuthSignInError).code).toBe('cancelled');
    expect(clock.pendingTimers).toBe(0);
  });

  it('keeps two providers pending at once and completes each with its own state', async () => {
    const { start, callback, coordinator } = setup();
    const discord = await start('discord');
    const google = await start('google');
    expect(coordinator.pendingProviders().sort()).toEqual(['discord', 'google']);
    expect(discord.state).not.toBe(google.state);
    expect(callback('google', `code=g&state=${google.state}`).accepted).toBe(true);
    expect(callback('discord', `code=d&state=${discord.state}`).accepted).toBe(true);
    await flush();
    expect(discord.result.value?.code).toBe('d');
    expect(google.result.value?.code).toBe('g');
    expect(discord.result.value?.codeVerifier).not.toBe(google.result.value?.codeVerifier);
  });

  it('supersedes an older attempt with the same provider', async () => {
    const { start, callback } = setup();
    const first = await start('discord');
    const second = await start('discord');
    await flush();
    expect((first.result.error as OAuthSignInError).code).toBe('superseded');
    expect(callback('discord', `code=c&state=${first.state}`).accepted).toBe(false);
    expect(callback('discord', `code=c&state=${second.state}`).accepted).toBe(true);
  });

  it('accepts only links typed as OAuth (type check of the public entry)', () => {
    const link: OAuthCallbackLink = { kind: 'oauth-callback', provider: 'discord', code: 'c', state: 's' };
    expect(setup().coordinator.handleCallback(link).accepted).toBe(false);
  });
});
