/**
 * The deep-link grammar (docs/product-rules.md §Desktop 8). Exactly five forms are admitted, all in
 * the single-slash, authority-less form RFC 8252 §7.1 prescribes for private-use schemes:
 *
 *   <scheme>:/oauth/<provider>?code=…&state=…         (or ?error=…&state=…, RFC 6749 §4.1.2.1)
 *   <scheme>:/account/password-reset?uidb64=…&token=…
 *   <scheme>:/account/verify-email/<uid>/<token>
 *   <scheme>:/figures/<slug>                          (a figure's page)
 *   <scheme>:/orders/<id>                             (an order's page: the payment's return URL)
 *
 * Decision on `<scheme>://…`: refused ('authority-form'). With two slashes the first segment
 * becomes a host (`oauth` or `account`), which is not what we register, and `<scheme>:///…` has an
 * empty authority that platforms normalise differently; accepting either would make one link
 * readable two ways. We only ever hand out the single-slash form, so nothing legitimate uses it.
 *
 * The path is matched byte for byte, never percent-decoded or dot-normalised, so `%2e%2e`, `..`,
 * `//` and upper-case variants simply do not match. Query values are form-decoded; a parameter the
 * link needs may appear once only (RFC 6749 §3.1). Unknown extra parameters are ignored, as
 * providers add their own (Google sends `scope`, `authuser`, `prompt`). A fragment is refused: the
 * code flow never uses one (RFC 6749 §4.1.2).
 */
import { isCatalogueSlug } from '../api/catalogue-constants';
import { ORDER_ID_PATTERN, orderPagePath } from '../api/order-paths';
import { isOAuthProvider } from '../oauth/providers';
import type { DeepLink, DeepLinkRejection, DeepLinkResult } from './types';

/** Longest deep link accepted, in characters; real callbacks are a few hundred. */
export const MAX_DEEP_LINK_LENGTH = 4096;

// RFC 6749 Appendix A: code and state are VSCHAR (%x20-7E); error and error_description NQSCHAR.
const VSCHAR = /^[\x20-\x7e]+$/;
const NQSCHAR = /^[\x20\x21\x23-\x5b\x5d-\x7e]+$/;
// Account links carry Django-style uidb64 and tokens: unreserved characters (RFC 3986 §2.3) only.
const ACCOUNT_VALUE = /^[A-Za-z0-9\-._~]{1,512}$/;
const MAX_PARAM_LENGTH = 2048;

type Params = Map<string, string[]>;

const reject = (reason: DeepLinkRejection, detail: string): DeepLinkResult => ({ ok: false, reason, detail });
const accept = (link: DeepLink): DeepLinkResult => ({ ok: true, link });

/** Splits a query into decoded name → values; null when an escape is malformed. */
function parseQuery(query: string): Params | null {
  const params: Params = new Map();
  if (query === '') return params;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    let name: string;
    let value: string;
    try {
      // application/x-www-form-urlencoded: '+' is a space (RFC 6749 Appendix B).
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      return null;
    }
    const values = params.get(name);
    if (values) values.push(value);
    else params.set(name, [value]);
  }
  return params;
}

type ParamCheck = { ok: true; value: string | null } | { ok: false; result: DeepLinkResult };

/** One parameter, at most once, matching `pattern`; `required` makes absence an error. */
function param(params: Params, name: string, pattern: RegExp, required: boolean): ParamCheck {
  const values = params.get(name);
  if (!values || values.length === 0) {
    return required ? { ok: false, result: reject('missing-parameter', `missing ${name}`) } : { ok: true, value: null };
  }
  if (values.length > 1) return { ok: false, result: reject('duplicate-parameter', `${name} appears ${values.length} times`) };
  const value = values[0] ?? '';
  if (value.length === 0 || value.length > MAX_PARAM_LENGTH || !pattern.test(value)) {
    return { ok: false, result: reject('invalid-parameter', `${name} has characters or a length that is not allowed`) };
  }
  return { ok: true, value };
}

function parseOAuth(provider: string, params: Params): DeepLinkResult {
  if (!isOAuthProvider(provider)) return reject('unknown-path', `unknown provider ${JSON.stringify(provider)}`);
  const hasCode = params.has('code');
  const hasError = params.has('error');
  if (hasCode && hasError) return reject('ambiguous-response', 'both code and error are present');
  if (hasError) {
    const error = param(params, 'error', NQSCHAR, true);
    if (!error.ok) return error.result;
    const description = param(params, 'error_description', NQSCHAR, false);
    if (!description.ok) return description.result;
    const state = param(params, 'state', VSCHAR, false);
    if (!state.ok) return state.result;
    return accept({ kind: 'oauth-error', provider, state: state.value, error: error.value ?? '', errorDescription: description.value });
  }
  const code = param(params, 'code', VSCHAR, true);
  if (!code.ok) return code.result;
  const state = param(params, 'state', VSCHAR, true);
  if (!state.ok) return state.result;
  return accept({ kind: 'oauth-callback', provider, code: code.value ?? '', state: state.value ?? '' });
}

function parsePasswordReset(params: Params): DeepLinkResult {
  const uidb64 = param(params, 'uidb64', ACCOUNT_VALUE, true);
  if (!uidb64.ok) return uidb64.result;
  const token = param(params, 'token', ACCOUNT_VALUE, true);
  if (!token.ok) return token.result;
  return accept({ kind: 'password-reset', uidb64: uidb64.value ?? '', token: token.value ?? '' });
}

function parseVerifyEmail(uid: string, token: string): DeepLinkResult {
  // Path segments are never decoded; '.' and '..' are path syntax, not identifiers.
  for (const [name, value] of [['uid', uid], ['token', token]] as const) {
    if (!ACCOUNT_VALUE.test(value) || value === '.' || value === '..') {
      return reject('invalid-parameter', `${name} has characters or a length that is not allowed`);
    }
  }
  return accept({ kind: 'verify-email', uid, token });
}

function parseFigure(slug: string): DeepLinkResult {
  // A catalogue slug as the API accepts it (isCatalogueSlug).
  if (!isCatalogueSlug(slug)) return reject('invalid-parameter', 'slug has characters or a length that is not allowed');
  return accept({ kind: 'figure', slug });
}

/**
 * `<scheme>:/orders/<id>` exactly: the return URL the payment provider registered is compared byte
 * for byte (docs/product-rules.md §Payment 2), so no query, trailing slash or other spelling of the id.
 */
function parseOrder(id: string, hasQuery: boolean): DeepLinkResult {
  if (hasQuery) return reject('invalid-parameter', 'an order link takes no query');
  if (!ORDER_ID_PATTERN.test(id)) return reject('invalid-parameter', 'the order id is not a positive integer of at most 12 digits');
  return accept({ kind: 'order', id: Number(id) });
}

/**
 * Parses and validates a deep link against the grammar above.
 * @param raw the URL as the OS delivered it (argv, `second-instance`, `open-url`); any value.
 * @param scheme the app's scheme, e.g. `com.figureshop.app` (compared case-insensitively, RFC 3986 §3.1).
 * @returns `{ ok: true, link }` or `{ ok: false, reason, detail }`; never throws. Acceptance here
 *   means well-formed only: an OAuth callback must still match a pending attempt (main/oauth.ts).
 */
export function parseDeepLink(raw: unknown, scheme: string): DeepLinkResult {
  if (typeof raw !== 'string') return reject('not-a-string', `expected a string, got ${raw === null ? 'null' : typeof raw}`);
  if (raw.length > MAX_DEEP_LINK_LENGTH) return reject('too-long', `${raw.length} characters, at most ${MAX_DEEP_LINK_LENGTH}`);
  // Printable ASCII only: the OS hands over percent-encoded URLs; raw spaces, controls or
  // non-ASCII mean the string was mangled or forged.
  if (!/^[\x21-\x7e]+$/.test(raw)) return reject('invalid-characters', 'only printable ASCII is allowed');

  const prefix = `${scheme.toLowerCase()}:`;
  if (raw.slice(0, prefix.length).toLowerCase() !== prefix) return reject('wrong-scheme', `expected ${prefix}`);
  const rest = raw.slice(prefix.length);
  if (rest.startsWith('//')) return reject('authority-form', `use ${prefix}/… (RFC 8252 §7.1), not ${prefix}//…`);
  if (!rest.startsWith('/')) return reject('not-hierarchical', `expected ${prefix}/…`);
  if (rest.includes('#')) return reject('fragment', 'a fragment is not allowed');

  const questionMark = rest.indexOf('?');
  const path = questionMark === -1 ? rest : rest.slice(0, questionMark);
  const params = parseQuery(questionMark === -1 ? '' : rest.slice(questionMark + 1));
  if (params === null) return reject('malformed-encoding', 'the query has a malformed %-escape');

  const segments = path.slice(1).split('/');
  const [first, second, third, fourth, ...more] = segments;
  // A single trailing slash is tolerated on the e-mail links (mail clients and API paths add it);
  // the OAuth path must match the redirect URI exactly (RFC 6749 §3.1.2).
  const trailingOk = (extra: (string | undefined)[]) => extra.every((s, i) => (i === 0 ? s === undefined || s === '' : s === undefined));

  if (first === 'oauth' && second !== undefined && segments.length === 2) return parseOAuth(second, params);
  if (first === 'account' && second === 'password-reset' && trailingOk([third, fourth])) return parsePasswordReset(params);
  if (first === 'account' && second === 'verify-email' && third !== undefined && fourth !== undefined && trailingOk(more)) {
    return parseVerifyEmail(third, fourth);
  }
  // A figure link tolerates one trailing slash too (shared from web addresses that end in one).
  if (first === 'figures' && second !== undefined && trailingOk([third, fourth])) return parseFigure(second);
  if (first === 'orders' && second !== undefined && segments.length === 2) return parseOrder(second, questionMark !== -1);
  return reject('unknown-path', `no deep link has the path ${JSON.stringify(path.slice(0, 100))}`);
}

/**
 * The in-app route a parsed account, figure or order link opens, e.g.
 * `/account/password-reset?uidb64=…&token=…`, `/figures/<slug>` or `/orders/<id>`; null for OAuth links, which
 * never become routes (they go to the pending attempt).
 */
export function routeForDeepLink(link: DeepLink): string | null {
  switch (link.kind) {
    case 'password-reset':
      return `/account/password-reset?${new URLSearchParams({ uidb64: link.uidb64, token: link.token }).toString()}`;
    case 'verify-email':
      return `/account/verify-email/${encodeURIComponent(link.uid)}/${encodeURIComponent(link.token)}`;
    case 'figure':
      return `/figures/${encodeURIComponent(link.slug)}`;
    case 'order':
      return orderPagePath(link.id);
    default:
      return null;
  }
}
