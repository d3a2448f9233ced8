import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore, selectIsModerator } from '@renderer/features/auth/auth-store';
import { MemoryStorage } from '../../../../support/memory-storage';
import { sampleProfile } from '../../../../support/samples';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('auth state in Web Storage (§Sessions 1 keys)', () => {
  it('defaults to signedOut with nothing stored', () => {
    const store = createAuthStore(storage);
    expect(store.getState()).toMatchObject({ status: 'signedOut', accessToken: null, refreshToken: null, profile: null });
  });

  it('writes each part under its own key and reads it back in a new store', () => {
    const store = createAuthStore(storage);
    store.getState().setTokens({ accessToken: 'a.b.c', refreshToken: 'r-1' });
    store.getState().setProfile(sampleProfile, 1234);
    expect(storage.getItem('auth_state')).toBe('signedIn');
    expect(storage.getItem('access_token')).toBe('a.b.c');
    expect(storage.getItem('refresh_token')).toBe('r-1');
    expect(JSON.parse(storage.getItem('profile')!)).toEqual({ ...sampleProfile, lastUpdated: 1234 });
    expect(createAuthStore(storage).getState()).toMatchObject({ status: 'signedIn', accessToken: 'a.b.c', refreshToken: 'r-1' });
  });

  it('clear removes tokens and profile and stores signedOut', () => {
    const store = createAuthStore(storage);
    store.getState().setTokens({ accessToken: 'a.b.c', refreshToken: 'r-1' });
    store.getState().setProfile(sampleProfile, 1);
    storage.setItem('user_preferences', '{"ui":{"theme":"dark"}}');
    store.getState().clear();
    expect(storage.getItem('auth_state')).toBe('signedOut');
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
    expect(storage.getItem('profile')).toBeNull();
    expect(storage.getItem('user_preferences')).toBe('{"ui":{"theme":"dark"}}');
  });

  it.each([
    ['profile not JSON', 'profile', '{oops'],
    ['profile of the wrong shape', 'profile', '{"email":42}'],
    ['unknown auth_state', 'auth_state', 'maybe'],
    ['token with spaces', 'access_token', 'not a token'],
  ])('reads a corrupt value (%s) as absent without throwing', (_label, key, value) => {
    storage.setItem('auth_state', 'signedIn');
    storage.setItem('access_token', 'a.b.c');
    storage.setItem(key, value);
    const state = createAuthStore(storage).getState();
    if (key === 'profile') expect(state.profile).toBeNull();
    if (key === 'auth_state') expect(state.status).toBe('signedOut');
    if (key === 'access_token') expect(state.accessToken).toBeNull();
  });

  it('moderator flag only when signed in and the profile has is_moderator (§Moderation 1)', () => {
    const moderator = { ...sampleProfile, is_moderator: true, lastUpdated: 1 };
    expect(selectIsModerator({ status: 'signedIn', accessToken: 'a', refreshToken: 'r', profile: moderator })).toBe(true);
    expect(selectIsModerator({ status: 'signedOut', accessToken: null, refreshToken: null, profile: moderator })).toBe(false);
    expect(selectIsModerator({ status: 'signedIn', accessToken: 'a', refreshToken: 'r', profile: { ...moderator, is_moderator: false } })).toBe(false);
    expect(selectIsModerator({ status: 'signedIn', accessToken: 'a', refreshToken: 'r', profile: null })).toBe(false);
  });
});
