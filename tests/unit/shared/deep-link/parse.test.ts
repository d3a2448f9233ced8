import { describe, expect, it } from 'vitest';
import {
  buildOAuthRedirectUri,
  buildOrderReturnUrl,
  buildPasswordResetRedirectUrl,
  isPrivateUseScheme,
  parseDeepLink,
  routeForDeepLink,
  type DeepLinkRejection,
} from '@shared/deep-link';

const S = 'com.figureshop.app';

function rejected(raw: unknown): DeepLinkRejection {
  const result = parseDeepLink(raw, S);
  if (result.ok) throw new Error(`expected ${String(raw)} to be refused, got ${JSON.stringify(result.link)}`);
  return result.reason;
}

describe('parseDeepLink: accepted forms', () => {
  it('reads an OAuth callback in the single-slash form (RFC 8252 §7.1)', () => {
    expect(parseDeepLink(`${S}:/oauth/discord?code=abc123&state=xyz`, S)).toEqual({
      ok: true,
      link: { kind: 'oauth-callback', provider: 'discord', code: 'abc123', state: 'xyz' },
    });
    expect(parseDeepLink(`${S}:/oauth/google?state=s&code=c%2Fd+e&scope=openid&authuser=0`, S)).toEqual({
      ok: true,
      link: { kind: 'oauth-callback', provider: 'google', code: 'c/d e', state: 's' },
    });
  });

  it('compares the scheme case-insensitively (RFC 3986 §3.1)', () => {
    expect(parseDeepLink(`COM.FigureShop.APP:/oauth/discord?code=a&state=b`, S).ok).toBe(true);
  });

  it('reads a provider error response (RFC 6749 §4.1.2.1)', () => {
    expect(parseDeepLink(`${S}:/oauth/discord?error=access_denied&error_description=The+user+said+no&state=xyz`, S)).toEqual({
      ok: true,
      link: { kind: 'oauth-error', provider: 'discord', error: 'access_denied', errorDescription: 'The user said no', state: 'xyz' },
    });
  });

  it('reads the password-reset and verify-email links, with an optional trailing slash', () => {
    expect(parseDeepLink(`${S}:/account/password-reset?uidb64=MQ&token=c5x-8f2e`, S)).toEqual({
      ok: true,
      link: { kind: 'password-reset', uidb64: 'MQ', token: 'c5x-8f2e' },
    });
    expect(parseDeepLink(`${S}:/account/password-reset/?uidb64=MQ&token=t`, S).ok).toBe(true);
    expect(parseDeepLink(`${S}:/account/verify-email/MQ/c5x-8f2e`, S)).toEqual({ ok: true, link: { kind: 'verify-email', uid: 'MQ', token: 'c5x-8f2e' } });
    expect(parseDeepLink(`${S}:/account/verify-email/MQ/c5x-8f2e/`, S).ok).toBe(true);
  });

  it('turns account links into in-app routes', () => {
    const reset = parseDeepLink(`${S}:/account/password-reset?uidb64=MQ&token=a.b`, S);
    const verify = parseDeepLink(`${S}:/account/verify-email/MQ/tok`, S);
    expect(reset.ok && routeForDeepLink(reset.link)).toBe('/account/password-reset?uidb64=MQ&token=a.b');
    expect(verify.ok && routeForDeepLink(verify.link)).toBe('/account/verify-email/MQ/tok');
  });
});

describe('parseDeepLink: figure links', () => {
  it('reads <scheme>:/figures/<slug>, with an optional trailing slash, and routes it to the figure page', () => {
    const parsed = parseDeepLink(`${S}:/figures/rem-summer-ver-1-7-12`, S);
    expect(parsed).toEqual({ ok: true, link: { kind: 'figure', slug: 'rem-summer-ver-1-7-12' } });
    expect(parsed.ok && routeForDeepLink(parsed.link)).toBe('/figures/rem-summer-ver-1-7-12');
    expect(parseDeepLink(`${S}:/figures/miku_01/`, S)).toEqual({ ok: true, link: { kind: 'figure', slug: 'miku_01' } });
    // Unknown parameters are ignored, as for the other forms.
    expect(parseDeepLink(`${S}:/figures/miku?utm_source=x`, S).ok).toBe(true);
  });

  it.each<[string, string, DeepLinkRejection]>([
    ['an upper-case slug', `${S}:/figures/Miku`, 'invalid-parameter'],
    ['an encoded slug', `${S}:/figures/mi%6Bu`, 'invalid-parameter'],
    ['a dot-dot slug', `${S}:/figures/..`, 'invalid-parameter'],
    ['a double hyphen', `${S}:/figures/a--b`, 'invalid-parameter'],
    ['a leading hyphen', `${S}:/figures/-a`, 'invalid-parameter'],
    ['a slug over 100 characters', `${S}:/figures/${'a'.repeat(101)}`, 'invalid-parameter'],
    ['an empty slug', `${S}:/figures/`, 'invalid-parameter'],
    ['the catalogue itself', `${S}:/figures`, 'unknown-path'],
    ['an extra segment', `${S}:/figures/miku/images`, 'unknown-path'],
    ['two trailing slashes', `${S}:/figures/miku//`, 'unknown-path'],
    ['the authority form', `${S}://figures/miku`, 'authority-form'],
    ['a fragment', `${S}:/figures/miku#gallery`, 'fragment'],
  ])('refuses %s', (_name, raw, reason) => {
    expect(rejected(raw)).toBe(reason);
  });
});

describe('parseDeepLink: order links (the payment return URL, docs/product-rules.md §Payment 2)', () => {
  it('reads <scheme>:/orders/<id> and routes it to the order page', () => {
    const parsed = parseDeepLink(`${S}:/orders/123`, S);
    expect(parsed).toEqual({ ok: true, link: { kind: 'order', id: 123 } });
    expect(parsed.ok && routeForDeepLink(parsed.link)).toBe('/orders/123');
    expect(parseDeepLink(`${S}:/orders/999999999999`, S)).toEqual({ ok: true, link: { kind: 'order', id: 999_999_999_999 } });
  });

  it('admits the return URL the app registers with the provider, byte for byte', () => {
    expect(parseDeepLink(buildOrderReturnUrl(S, 42), S)).toEqual({ ok: true, link: { kind: 'order', id: 42 } });
  });

  it.each<[string, string, DeepLinkRejection]>([
    ['the authority form', `${S}://orders/1`, 'authority-form'],
    ['id 0', `${S}:/orders/0`, 'invalid-parameter'],
    ['a negative id', `${S}:/orders/-1`, 'invalid-parameter'],
    ['a leading zero', `${S}:/orders/01`, 'invalid-parameter'],
    ['a trailing slash', `${S}:/orders/1/`, 'unknown-path'],
    ['a query', `${S}:/orders/1?x=1`, 'invalid-parameter'],
    ['an empty query', `${S}:/orders/1?`, 'invalid-parameter'],
    ['an encoded id', `${S}:/orders/%31`, 'invalid-parameter'],
    ['a fragment', `${S}:/orders/1#f`, 'fragment'],
    ['an upper-case path', `${S}:/ORDERS/1`, 'unknown-path'],
    ['13 digits', `${S}:/orders/1234567890123`, 'invalid-parameter'],
    ['a decimal', `${S}:/orders/1.5`, 'invalid-parameter'],
    ['an exponent', `${S}:/orders/1e3`, 'invalid-parameter'],
    ['an empty id', `${S}:/orders/`, 'invalid-parameter'],
    ['the list', `${S}:/orders`, 'unknown-path'],
    ['an extra segment', `${S}:/orders/1/pay`, 'unknown-path'],
    ['dot segments', `${S}:/orders/../orders/1`, 'unknown-path'],
  ])('refuses %s', (_name, raw, reason) => {
    expect(rejected(raw)).toBe(reason);
  });
});

describe('parseDeepLink: refusals, each with its reason', () => {
  it.each<[string, unknown, DeepLinkRejection]>([
    ['non-string', 42, 'not-a-string'],
    ['null', null, 'not-a-string'],
    ['too long', `${S}:/oauth/discord?code=${'a'.repeat(5000)}&state=s`, 'too-long'],
    ['a space', `${S}:/oauth/discord?code=a b&state=s`, 'invalid-characters'],
    ['a newline', `${S}:/oauth/discord?code=a&state=s\n`, 'invalid-characters'],
    ['non-ASCII', `${S}:/oauth/discörd?code=a&state=s`, 'invalid-characters'],
    ['another scheme', 'https://figureshop.com/oauth/discord?code=a&state=s', 'wrong-scheme'],
    ['a longer scheme', `${S}x:/oauth/discord?code=a&state=s`, 'wrong-scheme'],
    ['double slash (authority)', `${S}://oauth/discord?code=a&state=s`, 'authority-form'],
    ['triple slash (empty authority)', `${S}:///oauth/discord?code=a&state=s`, 'authority-form'],
    ['no slash (opaque)', `${S}:oauth/discord?code=a&state=s`, 'not-hierarchical'],
    ['a fragment', `${S}:/oauth/discord?code=a&state=s#x`, 'fragment'],
    ['an unknown provider', `${S}:/oauth/github?code=a&state=s`, 'unknown-path'],
    ['a capitalised provider', `${S}:/oauth/Discord?code=a&state=s`, 'unknown-path'],
    ['an encoded provider', `${S}:/oauth/%64iscord?code=a&state=s`, 'unknown-path'],
    ['a trailing slash on OAuth', `${S}:/oauth/discord/?code=a&state=s`, 'unknown-path'],
    ['dot segments', `${S}:/account/../oauth/discord?code=a&state=s`, 'unknown-path'],
    ['encoded dot segments', `${S}:/oauth/%2e%2e/oauth/discord?code=a&state=s`, 'unknown-path'],
    ['an unknown path', `${S}:/settings`, 'unknown-path'],
    ['the root', `${S}:/`, 'unknown-path'],
    ['a malformed escape', `${S}:/oauth/discord?code=%E0%A4%A&state=s`, 'malformed-encoding'],
    ['no code', `${S}:/oauth/discord?state=s`, 'missing-parameter'],
    ['no state', `${S}:/oauth/discord?code=a`, 'missing-parameter'],
    ['an empty code', `${S}:/oauth/discord?code=&state=s`, 'invalid-parameter'],
    ['a control character in the code', `${S}:/oauth/discord?code=a%0Ab&state=s`, 'invalid-parameter'],
    ['two codes (RFC 6749 §3.1)', `${S}:/oauth/discord?code=a&code=b&state=s`, 'duplicate-parameter'],
    ['two states', `${S}:/oauth/discord?code=a&state=s&state=t`, 'duplicate-parameter'],
    ['code and error together', `${S}:/oauth/discord?code=a&error=x&state=s`, 'ambiguous-response'],
    ['a quote in the error', `${S}:/oauth/discord?error=a%22b&state=s`, 'invalid-parameter'],
    ['reset without token', `${S}:/account/password-reset?uidb64=MQ`, 'missing-parameter'],
    ['reset with a slash in the token', `${S}:/account/password-reset?uidb64=MQ&token=a%2Fb`, 'invalid-parameter'],
    ['verify with a dot-dot token', `${S}:/account/verify-email/MQ/..`, 'invalid-parameter'],
    ['verify with an encoded token', `${S}:/account/verify-email/MQ/a%2Fb`, 'invalid-parameter'],
    ['verify with an extra segment', `${S}:/account/verify-email/MQ/t/x`, 'unknown-path'],
    ['verify with an empty uid', `${S}:/account/verify-email//t`, 'invalid-parameter'],
  ])('%s', (_name, raw, reason) => {
    expect(rejected(raw)).toBe(reason);
  });
});

describe('redirect URIs and scheme', () => {
  it('builds the single-slash redirect URIs', () => {
    expect(buildOAuthRedirectUri(S, 'discord')).toBe('com.figureshop.app:/oauth/discord');
    expect(buildPasswordResetRedirectUrl(S)).toBe('com.figureshop.app:/account/password-reset');
  });

  it('accepts reverse-DNS schemes only', () => {
    expect(isPrivateUseScheme('com.figureshop.app')).toBe(true);
    expect(isPrivateUseScheme('com.example-shop.app2')).toBe(true);
    for (const bad of ['app', 'http', 'Com.Figureshop.App', '1com.x', 'com..x', 'com.x.', 'com x.y', '']) expect(isPrivateUseScheme(bad)).toBe(false);
  });
});
