/**
 * The session's pure transition function (session-machine.ts): each event in each state, the
 * effects in order, and the announcements and storage reads that must change nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  adoptIfStale,
  initialSessionState,
  remember,
  sessionTransition,
  type SessionState,
  type StoredAuth,
} from '@renderer/features/auth/session-machine';

const signedIn = (refreshToken: string | null): StoredAuth => ({ status: 'signedIn', refreshToken });
const signedOut: StoredAuth = { status: 'signedOut', refreshToken: null };

/** A tab that saw r-1 replaced by r-2 (access a-2). */
const rotatedOnce: SessionState = { name: 'rotated', latest: { accessToken: 'a-2', refreshToken: 'r-2' }, replaced: new Set(['r-1']) };

describe('sign-in, refusal and sign-out', () => {
  it('signedIn stores the pair and leaves the ledger alone', () => {
    expect(sessionTransition(rotatedOnce, { type: 'signedIn', accessToken: 'a', refreshToken: 'r' })).toEqual({
      state: rotatedOnce,
      effects: [{ type: 'store', accessToken: 'a', refreshToken: 'r' }],
    });
    expect(sessionTransition(initialSessionState, { type: 'signedIn', accessToken: 'a', refreshToken: null }).effects).toEqual([
      { type: 'store', accessToken: 'a', refreshToken: null },
    ]);
  });

  it('a refresh the server refused clears the session; a throttled or unanswered one keeps it', () => {
    expect(sessionTransition(rotatedOnce, { type: 'refreshFailed', reason: 'refused' })).toEqual({ state: rotatedOnce, effects: [{ type: 'clear' }] });
    expect(sessionTransition(rotatedOnce, { type: 'refreshFailed', reason: 'throttled' })).toEqual({ state: rotatedOnce, effects: [] });
    expect(sessionTransition(rotatedOnce, { type: 'refreshFailed', reason: 'noAnswer' })).toEqual({ state: rotatedOnce, effects: [] });
  });

  it('invalid clears the session', () => {
    expect(sessionTransition(initialSessionState, { type: 'invalid' })).toEqual({ state: initialSessionState, effects: [{ type: 'clear' }] });
  });

  it('signedOut clears first, then revokes the refresh token stored until now (none: nothing to revoke)', () => {
    expect(sessionTransition(rotatedOnce, { type: 'signedOut', refreshToken: 'r-2' })).toEqual({
      state: rotatedOnce,
      effects: [{ type: 'clear' }, { type: 'revoke', refreshToken: 'r-2' }],
    });
    expect(sessionTransition(rotatedOnce, { type: 'signedOut', refreshToken: null }).effects).toEqual([{ type: 'clear' }]);
  });
});

describe('rotation by this tab (its refresh, or a password change)', () => {
  it('stores the new pair, remembers the replaced token and announces the rotation, in that order', () => {
    const { state, effects } = sessionTransition(initialSessionState, { type: 'rotated', accessToken: 'a-2', refreshToken: 'r-2', replaces: 'r-1' });
    expect(state).toEqual(rotatedOnce);
    expect(effects).toEqual([
      { type: 'store', accessToken: 'a-2', refreshToken: 'r-2' },
      { type: 'announce', tokens: { accessToken: 'a-2', refreshToken: 'r-2', replaces: 'r-1' } },
    ]);
  });

  it('a new access token for the same refresh token (no rotation) only stores it', () => {
    expect(sessionTransition(rotatedOnce, { type: 'rotated', accessToken: 'a-3', refreshToken: 'r-2', replaces: 'r-2' })).toEqual({
      state: rotatedOnce,
      effects: [{ type: 'store', accessToken: 'a-3', refreshToken: 'r-2' }],
    });
  });

  it('a pair with nothing stored before replaces nothing and announces nothing', () => {
    expect(sessionTransition(initialSessionState, { type: 'rotated', accessToken: 'a', refreshToken: 'r', replaces: null })).toEqual({
      state: initialSessionState,
      effects: [{ type: 'store', accessToken: 'a', refreshToken: 'r' }],
    });
  });

  it('never changes the state it was given', () => {
    const replaced = new Set(['r-1']);
    const given: SessionState = { name: 'rotated', latest: { accessToken: 'a-2', refreshToken: 'r-2' }, replaced };
    sessionTransition(given, { type: 'rotated', accessToken: 'a-3', refreshToken: 'r-3', replaces: 'r-2' });
    expect([...replaced]).toEqual(['r-1']);
    expect(given.latest).toEqual({ accessToken: 'a-2', refreshToken: 'r-2' });
  });
});

describe('another tab announced a rotation', () => {
  const announced = (stored: StoredAuth) =>
    ({ type: 'announced', tokens: { accessToken: 'a-3', refreshToken: 'r-3', replaces: 'r-2' }, stored }) as const;

  it('remembers it, and a tab still holding the replaced token takes the new pair', () => {
    const { state, effects } = sessionTransition(rotatedOnce, announced(signedIn('r-2')));
    expect(state).toEqual({ name: 'rotated', latest: { accessToken: 'a-3', refreshToken: 'r-3' }, replaced: new Set(['r-1', 'r-2']) });
    expect(effects).toEqual([{ type: 'store', accessToken: 'a-3', refreshToken: 'r-3' }]);
  });

  it('a tab that already holds the new pair stores nothing', () => {
    expect(sessionTransition(rotatedOnce, announced(signedIn('r-3'))).effects).toEqual([]);
  });

  it('a tab signed out meanwhile is not signed back in (the announcement is only remembered)', () => {
    const { state, effects } = sessionTransition(rotatedOnce, announced(signedOut));
    expect(effects).toEqual([]);
    expect(state.name === 'rotated' && state.latest.refreshToken).toBe('r-3');
  });

  it('a late announcement of an older rotation is remembered but never becomes the newest pair', () => {
    const newer = sessionTransition(initialSessionState, { type: 'announced', tokens: { accessToken: 'a-3', refreshToken: 'r-3', replaces: 'r-2' }, stored: signedIn('r-3') }).state;
    const { state, effects } = sessionTransition(newer, { type: 'announced', tokens: { accessToken: 'a-2', refreshToken: 'r-2', replaces: 'r-1' }, stored: signedIn('r-3') });
    expect(state).toEqual({ name: 'rotated', latest: { accessToken: 'a-3', refreshToken: 'r-3' }, replaced: new Set(['r-2', 'r-1']) });
    expect(effects).toEqual([]);
  });

  it('an announcement that replaces a token by itself is ignored', () => {
    const same = { type: 'announced', tokens: { accessToken: 'a', refreshToken: 'r-1', replaces: 'r-1' }, stored: signedIn('r-1') } as const;
    expect(sessionTransition(initialSessionState, same)).toEqual({ state: initialSessionState, effects: [] });
  });
});

describe('the store read a refresh token (storage event, re-read under the lock, own write)', () => {
  it('a replaced token read back from lagging storage is swapped for the newest pair', () => {
    expect(sessionTransition(rotatedOnce, { type: 'storageRead', stored: signedIn('r-1') })).toEqual({
      state: rotatedOnce,
      effects: [{ type: 'store', accessToken: 'a-2', refreshToken: 'r-2' }],
    });
  });

  it.each([
    ['the newest token', signedIn('r-2')],
    ['a token it never heard of', signedIn('r-9')],
    ['no token', signedIn(null)],
    ['a signed-out store', signedOut],
  ])('%s changes nothing', (_label, stored) => {
    expect(sessionTransition(rotatedOnce, { type: 'storageRead', stored })).toEqual({ state: rotatedOnce, effects: [] });
  });

  it('before any rotation, nothing is stale', () => {
    expect(adoptIfStale(initialSessionState, signedIn('r-1'))).toEqual([]);
  });
});

describe('remember', () => {
  it('the first rotation starts the ledger', () => {
    expect(remember(initialSessionState, { accessToken: 'a-2', refreshToken: 'r-2', replaces: 'r-1' })).toEqual(rotatedOnce);
  });
});
