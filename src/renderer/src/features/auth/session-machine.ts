/**
 * The session's transitions as one pure function, read top to bottom: what this tab knows of
 * refresh-token rotation (the state), what can happen (the events) and what the session then does
 * (the effects, performed by `createSession` in session.ts).
 *
 * Why a tab keeps a ledger of its own: the API rotates refresh tokens and treats a reused one as
 * stolen (RFC 9700 §4.14.2), and the storage a tab reads may lag behind another
 * tab's refresh (Chromium copies localStorage between tab processes asynchronously). So a tab
 * remembers every refresh token it knows to be replaced and never sends one of them again.
 *
 * The auth status and tokens themselves live in the auth store (persisted, shared by the tabs):
 * events that depend on them carry what the store held when they happened (`StoredAuth`).
 */
import type { AuthStatus } from './auth-types';
import type { RefreshedTokens } from './cross-tab-sync';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** What this tab knows of refresh-token rotation. */
export type SessionState =
  /** No rotation seen yet (by this tab or announced by another): any stored refresh token may be sent. */
  | { name: 'unrotated' }
  /** `latest` is the newest pair known; a token in `replaced` is never sent again. */
  | { name: 'rotated'; latest: TokenPair; replaced: ReadonlySet<string> };

export const initialSessionState: SessionState = { name: 'unrotated' };

/** The part of the auth store an event depends on, read when the event happened. */
export interface StoredAuth {
  status: AuthStatus;
  refreshToken: string | null;
}

export type SessionEvent =
  /** Sign-in, registration or social sign-in answered tokens (`refreshToken` null: none came). */
  | { type: 'signedIn'; accessToken: string; refreshToken: string | null }
  /** This tab got a new pair for `replaces`: its own refresh, or a password change's fresh pair (`replaces` null: none was stored). */
  | { type: 'rotated'; accessToken: string; refreshToken: string; replaces: string | null }
  /** Another tab announced the pair it got for `tokens.replaces`. */
  | { type: 'announced'; tokens: RefreshedTokens; stored: StoredAuth }
  /** The store's refresh token changed (a `storage` event, the re-read under the refresh lock, or this tab's own write). */
  | { type: 'storageRead'; stored: StoredAuth }
  /** A refresh failed: `refused` by the server (any answer but a 429), `throttled` (429) or `noAnswer` (offline, DNS, refused connection). */
  | { type: 'refreshFailed'; reason: 'refused' | 'throttled' | 'noAnswer' }
  /** The stored session cannot go on: no refresh token, an answer without an access token, a failed start-up validation. */
  | { type: 'invalid' }
  /** The user signs out; `refreshToken` is the one stored until now. */
  | { type: 'signedOut'; refreshToken: string | null };

export type SessionEffect =
  /** Store the pair in the auth store (status signedIn) and the access token in the auth cookie. */
  | { type: 'store'; accessToken: string; refreshToken: string | null }
  /** Clear tokens, profile and the auth cookie (status signedOut). */
  | { type: 'clear' }
  /** Tell the other tabs about a rotation (cross-tab-sync.ts `TokenChannel.post`). */
  | { type: 'announce'; tokens: RefreshedTokens }
  /** Ask the server to revoke the refresh token (RFC 7009), detached: it never holds up or undoes the sign-out. */
  | { type: 'revoke'; refreshToken: string };

export interface SessionTransition {
  state: SessionState;
  effects: SessionEffect[];
}

/** Adds "`tokens.refreshToken` replaced `tokens.replaces`" to the ledger; a pair heard after a newer one stays out of `latest`. */
export function remember(state: SessionState, { accessToken, refreshToken, replaces }: RefreshedTokens): SessionState {
  if (refreshToken === replaces) return state;
  const replaced = new Set(state.name === 'rotated' ? state.replaced : []).add(replaces);
  const latest = state.name === 'rotated' && replaced.has(refreshToken) ? state.latest : { accessToken, refreshToken };
  return { name: 'rotated', latest, replaced };
}

/**
 * Swaps a stored refresh token known to be replaced for the newest known pair. Signed out (here or
 * in another tab): never signs back in from what was heard before.
 */
export function adoptIfStale(state: SessionState, stored: StoredAuth): SessionEffect[] {
  if (state.name !== 'rotated' || stored.status !== 'signedIn' || !stored.refreshToken || !state.replaced.has(stored.refreshToken)) return [];
  return [{ type: 'store', ...state.latest }];
}

/** Pure: the next state and the effects to perform, in order, for `event` in `state`. */
export function sessionTransition(state: SessionState, event: SessionEvent): SessionTransition {
  switch (event.type) {
    case 'signedIn':
      return { state, effects: [{ type: 'store', accessToken: event.accessToken, refreshToken: event.refreshToken }] };
    case 'rotated': {
      const { accessToken, refreshToken, replaces } = event;
      const stored: SessionEffect = { type: 'store', accessToken, refreshToken };
      if (replaces === null || replaces === refreshToken) return { state, effects: [stored] };
      const tokens = { accessToken, refreshToken, replaces };
      return { state: remember(state, tokens), effects: [stored, { type: 'announce', tokens }] };
    }
    case 'announced': {
      const next = remember(state, event.tokens);
      return { state: next, effects: adoptIfStale(next, event.stored) };
    }
    case 'storageRead':
      return { state, effects: adoptIfStale(state, event.stored) };
    case 'refreshFailed':
      // Signed out only when the server says no: without an answer, or throttled, the token was not judged.
      return { state, effects: event.reason === 'refused' ? [{ type: 'clear' }] : [] };
    case 'invalid':
      return { state, effects: [{ type: 'clear' }] };
    case 'signedOut':
      return { state, effects: event.refreshToken ? [{ type: 'clear' }, { type: 'revoke', refreshToken: event.refreshToken }] : [{ type: 'clear' }] };
  }
}
