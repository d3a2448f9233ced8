/**
 * docs/product-rules.md §Security 3: the reset redirectUrl, the registration verifyBaseUrl and the demo provider's
 * redirect_uri accept only registered URIs, byte for byte (RFC 9700 §4.1.3).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WEB_PASSWORD_RESET_PATH, registeredRedirects, webOAuthCallbackPath } from '../../../../src/demo-api/auth/redirects';
import { COLLECTOR, json, lastMail, startServer, type TestServer } from '../helpers';

const WEB = 'http://127.0.0.1:5173';
const NOT_ALLOWED = ['This redirect address is not allowed.'];

/** Every form of the attack, plus near misses of the registered URIs (prefix, suffix, query, case, traversal). */
const ATTACKS = [
  'microsoft-edge:https://evil.example/steal',
  'x-safari-https://evil.example/steal',
  'googlechromes://evil.example/steal',
  'intent://evil.example/#Intent;scheme=https;end',
  'app://evil.example/',
  'app://figure-shop/',
  'com.attacker.app:/',
  'smb://evil.example/share',
  'javascript:alert(1)',
  'https://evil.example/account/password-reset',
  'http://127.0.0.1:5174/account/password-reset',
  `${WEB}/account/password-reset?next=https://evil.example`,
  `${WEB}/account/password-reset/`,
  `${WEB}/account/password-reset/../../evil`,
  `${WEB}/account/password-reset#x`,
  `${WEB}/ACCOUNT/password-reset`,
  `http://user@127.0.0.1:5173/account/password-reset`,
  'com.figureshop.app:/account/password-reset?x=1',
  'com.figureshop.app://account/password-reset',
  'com.figureshop.app.evil:/account/password-reset',
];

describe('registeredRedirects', () => {
  it('lists the web app’s reset, verify and callback URLs per origin and the desktop scheme’s', () => {
    const r = registeredRedirects([WEB, 'http://localhost:5173'], 'com.figureshop.app');
    expect([...r.passwordReset]).toEqual([
      `${WEB}/account/password-reset`,
      'http://localhost:5173/account/password-reset',
      'com.figureshop.app:/account/password-reset',
    ]);
    expect([...r.verifyBase]).toEqual([WEB, `${WEB}/`, 'http://localhost:5173', 'http://localhost:5173/']);
    expect([...r.oauthCallback.discord]).toEqual([`${WEB}/oauth/discord/callback`, 'http://localhost:5173/oauth/discord/callback', 'com.figureshop.app:/oauth/discord']);
    expect([...r.oauthCallback.google]).toContain('com.figureshop.app:/oauth/google');
    expect(r.oauthCallback.google.has(`${WEB}/oauth/discord/callback`)).toBe(false);
  });
  it('uses the paths the renderer sends (PASSWORD_RESET_PATH, oauthCallbackPath in features/auth/routes.ts)', () => {
    expect(WEB_PASSWORD_RESET_PATH).toBe('/account/password-reset');
    expect(webOAuthCallbackPath('discord')).toBe('/oauth/discord/callback');
    expect(webOAuthCallbackPath('google')).toBe('/oauth/google/callback');
  });
});

describe('the three doors', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer({ webOrigins: [WEB] });
  });
  afterEach(async () => {
    await server.close();
  });

  it('reset: every unregistered redirectUrl is a 400 in DRF shape and mails nothing', async () => {
    for (const redirectUrl of ATTACKS) {
      const res = await json(server.app, 'POST', '/api/account/password/reset/', { email: COLLECTOR.email, redirectUrl });
      // Some forms are not URLs at all for zod (DRF's "Enter a valid URL."); either way a 400 with a field list.
      expect(res.statusCode, redirectUrl).toBe(400);
      expect(Object.keys(res.json()), redirectUrl).toEqual(['redirectUrl']);
    }
    expect(await lastMail(server.app, COLLECTOR.email)).toBeUndefined();
  });
  it('reset: the web and desktop reset URLs are accepted exactly', async () => {
    for (const redirectUrl of [`${WEB}/account/password-reset`, 'com.figureshop.app:/account/password-reset']) {
      expect((await json(server.app, 'POST', '/api/account/password/reset/', { email: COLLECTOR.email, redirectUrl })).statusCode).toBe(200);
      expect((await lastMail(server.app, COLLECTOR.email))!.link!.startsWith(`${redirectUrl}?uidb64=`)).toBe(true);
    }
  });
  it('reset: a configured desktop scheme replaces the default', async () => {
    await server.close();
    server = await startServer({ webOrigins: [WEB], desktopScheme: 'com.example.shop' });
    const reset = (redirectUrl: string) => json(server.app, 'POST', '/api/account/password/reset/', { email: COLLECTOR.email, redirectUrl });
    expect((await reset('com.example.shop:/account/password-reset')).statusCode).toBe(200);
    expect((await reset('com.figureshop.app:/account/password-reset')).json()).toEqual({ redirectUrl: NOT_ALLOWED });
  });
  it('register: verifyBaseUrl must be a web origin, exactly', async () => {
    let n = 0;
    const register = (verifyBaseUrl: string) => {
      n += 1;
      return json(server.app, 'POST', '/api/account/register/', { email: `fan${n}@figureshop.test`, username: `fan${n}`, password: 'figures-4-ever-x', verifyBaseUrl });
    };
    for (const verifyBaseUrl of [...ATTACKS, `${WEB}/account`, 'http://127.0.0.1:5173?x=1']) {
      const res = await register(verifyBaseUrl);
      expect(res.statusCode, verifyBaseUrl).toBe(400);
      expect(Object.keys(res.json()), verifyBaseUrl).toEqual(['verifyBaseUrl']);
    }
    expect((await register(WEB)).statusCode).toBe(202);
    expect((await lastMail(server.app, `fan${n}@figureshop.test`))!.link!.startsWith(`${WEB}/account/verify-email/`)).toBe(true);
  });
  it('provider: an unregistered redirect_uri gets the error page, never a redirect carrying a code', async () => {
    const authorize = (provider: string, redirect_uri: string) =>
      server.app.inject({
        method: 'GET',
        url: `/oauth/${provider}/authorize?${new URLSearchParams({ client_id: 'c', redirect_uri, response_type: 'code', state: 's', code_challenge: 'A'.repeat(43), code_challenge_method: 'S256' })}`,
      });
    for (const uri of [...ATTACKS, `${WEB}/oauth/discord/callback?x=1`, `${WEB}/oauth/google/callback`, 'com.figureshop.app:/oauth/google']) {
      const res = await authorize('discord', uri);
      expect(res.statusCode, uri).toBe(400);
      expect(res.headers.location, uri).toBeUndefined();
    }
    for (const uri of [`${WEB}/oauth/discord/callback`, 'com.figureshop.app:/oauth/discord']) expect((await authorize('discord', uri)).statusCode).toBe(200);
    expect((await authorize('google', 'com.figureshop.app:/oauth/google')).statusCode).toBe(200);
  });
});
