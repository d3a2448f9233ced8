/**
 * Fuzzing the whole path a deep link takes in the main process (parser → router → OAuth
 * coordinator) with fast-check, 15,000 generated inputs in all (at least 10,000): only a
 * well-formed callback carrying the state of the pending attempt for its provider is accepted, a
 * figure link only with a catalogue slug (docs/product-rules.md §Desktop 8, §Catalogue 6), an order
 * link only with an order id and nothing after it (§Payment 2); nothing throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDeepLink, routeForDeepLink } from '@shared/deep-link';
import { DeepLinkRouter } from '../../../src/main/deep-link';
import { silentLogger } from '../../../src/main/log';
import { OAuthCoordinator } from '../../../src/main/oauth';
import { FakeClock, flush, recordingOpener, track } from './fakes';

const SCHEME = 'com.figureshop.app';
const providers = {
  discord: { clientId: 'd', authorizeUrl: 'https://discord.example/authorize' },
  google: { clientId: 'g', authorizeUrl: 'https://google.example/authorize' },
};

async function pendingPair() {
  const opener = recordingOpener();
  const coordinator = new OAuthCoordinator({
    providers,
    scheme: SCHEME,
    openExternal: opener.open,
    log: silentLogger,
    clock: new FakeClock(),
  });
  const discord = track(coordinator.start('discord'));
  const google = track(coordinator.start('google'));
  const opened = [await opener.next(), await opener.next()];
  const states = {
    discord: opened.find((u) => u.hostname.startsWith('discord'))?.searchParams.get('state') ?? '',
    google: opened.find((u) => u.hostname.startsWith('google'))?.searchParams.get('state') ?? '',
  };
  const router = new DeepLinkRouter({ scheme: SCHEME, handleOAuthCallback: (link) => coordinator.handleCallback(link), log: silentLogger });
  return { coordinator, router, results: { discord, google }, states };
}

// Each component of a callback URL, valid choice first; the oracle knows which ones are valid.
const schemeArb = fc.constantFrom(
  { text: SCHEME, ok: true },
  { text: SCHEME.toUpperCase(), ok: true },
  { text: 'com.figureshop.evil', ok: false },
  { text: `${SCHEME}2`, ok: false },
  { text: 'https', ok: false },
);
const separatorArb = fc.constantFrom({ text: ':/', ok: true }, { text: '://', ok: false }, { text: ':///', ok: false }, { text: ':', ok: false });
const pathArb = fc.constantFrom(
  { text: 'oauth/discord', provider: 'discord' as const },
  { text: 'oauth/google', provider: 'google' as const },
  { text: 'oauth/Discord', provider: null },
  { text: 'oauth/github', provider: null },
  { text: 'oauth/discord/', provider: null },
  { text: 'oauth//discord', provider: null },
  { text: 'oauth/%64iscord', provider: null },
  { text: 'oauth/../oauth/discord', provider: null },
  { text: 'OAUTH/google', provider: null },
  { text: 'account/password-reset', provider: null },
);
const stateArb = fc.constantFrom('own', 'other', 'random', 'none', 'duplicate', 'empty', 'encoded-own');
const codeArb = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9._~-]{1,40}$/).map((value) => ({ kind: 'valid' as const, value })),
  fc.constantFrom({ kind: 'none' as const, value: '' }, { kind: 'empty' as const, value: '' }, { kind: 'duplicate' as const, value: 'c' }, { kind: 'control' as const, value: 'a%0Ab' }),
);
const extraArb = fc.array(
  fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/).filter((n) => !['code', 'state', 'error'].includes(n)), fc.stringMatching(/^[A-Za-z0-9]{0,8}$/)),
  { maxLength: 3 },
);

describe('deep-link fuzzing (fast-check)', () => {
  it('accepts exactly the well-formed callbacks for a pending state (6,000 structured inputs)', async () => {
    await fc.assert(
      fc.asyncProperty(schemeArb, separatorArb, pathArb, stateArb, codeArb, extraArb, fc.boolean(), async (scheme, separator, path, stateChoice, code, extras, fragment) => {
        const { router, results, states } = await pendingPair();
        const own = path.provider ? states[path.provider] : states.discord;
        const other = path.provider === 'discord' ? states.google : states.discord;
        const params: string[] = extras.map(([n, v]) => `${n}=${v}`);
        if (code.kind === 'valid' || code.kind === 'control') params.push(`code=${code.value}`);
        if (code.kind === 'empty') params.push('code=');
        if (code.kind === 'duplicate') params.push('code=a', 'code=b');
        if (stateChoice === 'own') params.push(`state=${own}`);
        if (stateChoice === 'encoded-own') params.push(`state=${encodeURIComponent(own).replace(/-/g, '%2D')}`);
        if (stateChoice === 'other') params.push(`state=${other}`);
        if (stateChoice === 'random') params.push(`state=${'r'.repeat(43)}`);
        if (stateChoice === 'empty') params.push('state=');
        if (stateChoice === 'duplicate') params.push(`state=${own}`, `state=${own}`);
        const url = `${scheme.text}${separator.text}${path.text}?${params.join('&')}${fragment ? '#frag' : ''}`;

        const expected =
          scheme.ok && separator.ok && path.provider !== null && (stateChoice === 'own' || stateChoice === 'encoded-own') && code.kind === 'valid' && !fragment;
        const outcome = router.route(url);
        expect(outcome === 'oauth-accepted').toBe(expected);
        await flush();
        if (expected && path.provider) {
          const result = results[path.provider];
          expect(result.state).toBe('resolved');
          expect(result.value?.code).toBe(code.value);
          expect(result.value?.state).toBe(own);
          // Single use: the same link again is refused.
          expect(router.route(url)).not.toBe('oauth-accepted');
        }
        // Nothing but the one accepted attempt (or one ended by a provider mismatch) settled.
        const settled = Object.values(results).filter((r) => r.state !== 'pending').length;
        const mismatch = stateChoice === 'other' && scheme.ok && separator.ok && path.provider !== null && code.kind === 'valid' && !fragment;
        expect(settled).toBe(expected || mismatch ? 1 : 0);
      }),
      { numRuns: 6000 },
    );
  }, 120_000);

  it('refuses arbitrary strings, with or without our scheme, and never throws (3,000 inputs)', async () => {
    const { router, results } = await pendingPair();
    const arbitrary = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ maxLength: 300 }).map((rest) => `${SCHEME}:${rest}`),
      fc.string({ maxLength: 300 }).map((rest) => `${SCHEME}:/oauth/discord?${rest}`),
      fc.tuple(fc.constantFrom('code', 'state', 'error', 'uidb64', 'token'), fc.string({ unit: 'binary', maxLength: 60 })).map(
        ([name, value]) => `${SCHEME}:/oauth/google?${name}=${encodeURIComponent(value)}&state=${encodeURIComponent(value)}`,
      ),
    );
    await fc.assert(
      fc.asyncProperty(arbitrary, async (raw) => {
        expect(() => router.route(raw)).not.toThrow();
        expect(router.route(raw)).not.toBe('oauth-accepted');
      }),
      { numRuns: 3000 },
    );
    await flush();
    expect(results.discord.state).toBe('pending');
    expect(results.google.state).toBe('pending');
  }, 60_000);

  it('accepts a figure link exactly when its slug is a catalogue slug, and routes it to /figures/<slug> (2,000 inputs)', () => {
    const slugArb = fc.oneof(
      fc.stringMatching(/^[a-z0-9]{1,12}(?:[-_][a-z0-9]{1,12}){0,4}$/),
      // '?' and '#' end the path (a query or fragment) and '/' splits it (one trailing '/' is
      // allowed), which suffixArb and 'a/b' cover; here they would make the slug the oracle sees
      // differ from the one the URL carries ("ux/" is the figure "ux" plus a trailing slash).
      fc.string({ maxLength: 40 }).filter((value) => !/[?#/]/.test(value)),
      fc.string({ unit: 'binary', maxLength: 40 }).map((value) => encodeURIComponent(value)),
      fc.constantFrom('..', '.', '%2e%2e', 'a--b', '-a', 'a-', 'A', 'a/b', 'a%2Fb', 'a'.repeat(101), ''),
    );
    const suffixArb = fc.constantFrom({ text: '', ok: true }, { text: '/', ok: true }, { text: '?utm=x', ok: true }, { text: '//', ok: false }, { text: '/x', ok: false }, { text: '#g', ok: false });
    fc.assert(
      fc.property(schemeArb, separatorArb, slugArb, suffixArb, (scheme, separator, slug, suffix) => {
        const url = `${scheme.text}${separator.text}figures/${slug}${suffix.text}`;
        const slugOk = slug.length <= 100 && /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(slug);
        const expected = scheme.ok && separator.ok && suffix.ok && slugOk;
        const result = parseDeepLink(url, SCHEME);
        expect(result.ok).toBe(expected);
        if (result.ok) {
          expect(result.link).toEqual({ kind: 'figure', slug });
          expect(routeForDeepLink(result.link)).toBe(`/figures/${slug}`);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts an order link exactly when its id is 1 to 12 digits without a leading zero and nothing follows (2,000 inputs)', () => {
    const idArb = fc.oneof(
      fc.bigInt({ min: 1n, max: 999_999_999_999n }).map(String),
      fc.string({ maxLength: 16 }).filter((value) => !/[?#/]/.test(value)),
      fc.constantFrom('0', '00', '01', '-1', '+1', '1e3', '1.0', '%31', '1234567890123', ' 1', ''),
    );
    const suffixArb = fc.constantFrom({ text: '', ok: true }, { text: '/', ok: false }, { text: '?x=1', ok: false }, { text: '?', ok: false }, { text: '#f', ok: false }, { text: '/pay', ok: false });
    fc.assert(
      fc.property(schemeArb, separatorArb, idArb, suffixArb, (scheme, separator, id, suffix) => {
        const result = parseDeepLink(`${scheme.text}${separator.text}orders/${id}${suffix.text}`, SCHEME);
        const expected = scheme.ok && separator.ok && suffix.ok && /^[1-9][0-9]{0,11}$/.test(id);
        expect(result.ok).toBe(expected);
        if (result.ok) {
          expect(result.link).toEqual({ kind: 'order', id: Number(id) });
          expect(routeForDeepLink(result.link)).toBe(`/orders/${id}`);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('parseDeepLink returns a result for any value at all (2,000 inputs)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = parseDeepLink(value, SCHEME);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });
});
