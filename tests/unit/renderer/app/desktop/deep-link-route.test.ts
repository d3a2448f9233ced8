/**
 * Which page an account deep link opens (docs/product-rules.md §Desktop 8): built from the renderer's route
 * constants (features/auth/routes.ts), agreeing with the main process's own mapping
 * (shared/deep-link routeForDeepLink) for every link the parser admits.
 */
import { describe, expect, it } from 'vitest';
import { parseDeepLink, routeForDeepLink } from '@shared/deep-link';
import type { AppDeepLink } from '@shared/ipc';
import { routeForAppDeepLink } from '@renderer/app/desktop/deep-link-route';

const SCHEME = 'com.figureshop.app';

describe('routeForAppDeepLink', () => {
  it('opens the password-reset page with uidb64 and token', () => {
    expect(routeForAppDeepLink({ kind: 'password-reset', uidb64: 'MQ', token: 'c3x-9f2a', path: '' })).toBe(
      '/account/password-reset?uidb64=MQ&token=c3x-9f2a',
    );
  });

  it('opens the verify-email page with uid and token in the path', () => {
    expect(routeForAppDeepLink({ kind: 'verify-email', uid: 'MQ', token: 'abc.def_1~', path: '' })).toBe('/account/verify-email/MQ/abc.def_1~');
  });

  it('encodes values so they cannot change the route', () => {
    expect(routeForAppDeepLink({ kind: 'verify-email', uid: 'a/b', token: '?x', path: '' })).toBe('/account/verify-email/a%2Fb/%3Fx');
    expect(routeForAppDeepLink({ kind: 'password-reset', uidb64: 'a&b', token: 't=1', path: '' })).toBe('/account/password-reset?uidb64=a%26b&token=t%3D1');
  });

  it('ignores links with missing values or of an unknown kind', () => {
    expect(routeForAppDeepLink({ kind: 'password-reset', uidb64: '', token: 't', path: '/' })).toBeNull();
    expect(routeForAppDeepLink({ kind: 'verify-email', uid: 'MQ', token: 'bad token', path: '/' })).toBeNull();
    expect(routeForAppDeepLink({ kind: 'oauth-callback', path: '/oauth/discord' } as unknown as AppDeepLink)).toBeNull();
  });

  it('opens a figure page for a figure link, and ignores a slug the main process would refuse', () => {
    expect(routeForAppDeepLink({ kind: 'figure', slug: 'rem-summer-ver-1-7-12', path: '' })).toBe('/figures/rem-summer-ver-1-7-12');
    expect(routeForAppDeepLink({ kind: 'figure', slug: '../settings', path: '/figures/../settings' })).toBeNull();
    expect(routeForAppDeepLink({ kind: 'figure', slug: '', path: '/' })).toBeNull();
    expect(routeForAppDeepLink({ kind: 'figure', slug: 'A', path: '/' })).toBeNull();
  });

  it('opens the order page for an order link (the payment return), and ignores an id the main process would refuse', () => {
    expect(routeForAppDeepLink({ kind: 'order', id: 42, path: '' })).toBe('/orders/42');
    for (const id of [0, -1, 1.5, 1e12, Number.NaN, '7' as unknown as number]) expect(routeForAppDeepLink({ kind: 'order', id, path: '/' })).toBeNull();
  });

  it.each([`${SCHEME}:/account/password-reset?uidb64=MQ&token=abc-123`, `${SCHEME}:/account/verify-email/Mg/t0k3n-x/`, `${SCHEME}:/figures/miku_01-2/`, `${SCHEME}:/orders/42`])(
    'agrees with the main process for %s',
    (raw) => {
      const parsed = parseDeepLink(raw, SCHEME);
      if (!parsed.ok || parsed.link.kind === 'oauth-callback' || parsed.link.kind === 'oauth-error') throw new Error('fixture must parse');
      const path = routeForDeepLink(parsed.link) ?? '';
      expect(routeForAppDeepLink({ ...parsed.link, path } as AppDeepLink)).toBe(path);
    },
  );
});
