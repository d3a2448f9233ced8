/**
 * The desktop OAuth flow against the real demo provider, minus Electron: the main process's OAuth
 * coordinator opens the authorize URL (captured), the consent page is answered over HTTP with the
 * browser suites' helper (tests/support/oauth-consent.ts), the provider's redirect goes through the
 * deep-link router as a second instance's argv would, and the code plus PKCE verifier are redeemed
 * at the social-login endpoint as the renderer does. Proves the pieces agree on the protocol
 * (RFC 6749 + 7636 + 8252).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src/demo-api/server';
import { DeepLinkRouter } from '../../../src/main/deep-link';
import { silentLogger } from '../../../src/main/log';
import { OAuthCoordinator } from '../../../src/main/oauth';
import { answerConsent } from '../../support/oauth-consent';
import { recordingOpener, track } from './fakes';

const SCHEME = 'com.figureshop.app';
let server: FastifyInstance;
let dataDir: string;
let api: string;
let http: APIRequestContext;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'figure-shop-oauth-'));
  // No catalogue: the OAuth flow does not use it, and seeding 20,000 figures takes seconds.
  server = await buildServer({ dataDir, catalogueSize: 0 });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  api = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  http = await playwrightRequest.newContext();
}, 30_000);
afterAll(async () => {
  await http?.dispose();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function desktop() {
  const opener = recordingOpener();
  const coordinator = new OAuthCoordinator({
    providers: {
      discord: { clientId: 'figure-shop-demo', authorizeUrl: `${api}/oauth/discord/authorize` },
      google: { clientId: 'figure-shop-demo', authorizeUrl: `${api}/oauth/google/authorize` },
    },
    scheme: SCHEME,
    openExternal: opener.open,
    log: silentLogger,
  });
  const router = new DeepLinkRouter({ scheme: SCHEME, handleOAuthCallback: (link) => coordinator.handleCallback(link), log: silentLogger });
  return { coordinator, router, opener };
}

const socialLogin = (provider: string, body: Record<string, string>) =>
  http.post(`${api}/api/account/social/${provider}/`, { data: body, headers: { accept: 'application/json' } });

describe('desktop OAuth against the demo provider', () => {
  it('signs in with Discord: consent, callback through the router, code + verifier redeemed', async () => {
    const { coordinator, router, opener } = desktop();
    const pending = coordinator.start('discord');
    const authorize = await opener.next();
    const callback = await answerConsent(http, authorize.toString(), 'Allow');
    expect(callback.startsWith(`${SCHEME}:/oauth/discord?`)).toBe(true);
    expect(router.route(callback)).toBe('oauth-accepted');
    const result = await pending;
    expect(result.redirectUrl).toBe(`${SCHEME}:/oauth/discord`);

    const response = await socialLogin('discord', { code: result.code, redirectUrl: result.redirectUrl, code_verifier: result.codeVerifier });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });
    // The provider's code is single use as well.
    expect((await socialLogin('discord', { code: result.code, redirectUrl: result.redirectUrl, code_verifier: result.codeVerifier })).status()).toBe(400);
  });

  it('the provider refuses a code redeemed without the right PKCE verifier', async () => {
    const { coordinator, router, opener } = desktop();
    const pending = coordinator.start('google');
    router.route(await answerConsent(http, (await opener.next()).toString(), 'Allow'));
    const result = await pending;
    const response = await socialLogin('google', { code: result.code, redirectUrl: result.redirectUrl, code_verifier: 'x'.repeat(43) });
    expect(response.status()).toBe(400);
  });

  it('turns "Deny" into a clear rejection', async () => {
    const { coordinator, router, opener } = desktop();
    const pending = track(coordinator.start('discord'));
    const callback = await answerConsent(http, (await opener.next()).toString(), 'Deny');
    expect(router.route(callback)).toBe('oauth-refused');
    await expect.poll(() => pending.state).toBe('rejected');
    expect(pending.error?.message).toBe('Sign-in with Discord was declined.');
  });
});
