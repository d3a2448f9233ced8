import { describe, expect, it } from 'vitest';
import { describeApiError, drfErrorMessages, fieldErrorCode, drfErrorSchema, throttleWaitSeconds } from '@shared/api';

describe('drfErrorSchema', () => {
  it('accepts both DRF shapes', () => {
    expect(drfErrorSchema.safeParse({ detail: 'Not found.' }).success).toBe(true);
    expect(drfErrorSchema.safeParse({ detail: 'x', code: 'token_not_valid' }).success).toBe(true);
    expect(drfErrorSchema.safeParse({ email: ['user with this email already exists.'] }).success).toBe(true);
  });
  it('rejects other bodies', () => {
    expect(drfErrorSchema.safeParse('<html>').success).toBe(false);
    expect(drfErrorSchema.safeParse({ email: 'plain string' }).success).toBe(false);
    expect(drfErrorSchema.safeParse(null).success).toBe(false);
  });
});

describe('describeApiError', () => {
  it('reads {detail, code}', () => {
    expect(describeApiError({ detail: 'Given token not valid for any token type', code: 'token_not_valid' })).toEqual({
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      fieldErrors: {},
    });
  });
  it('reads field errors and keeps strings only', () => {
    expect(describeApiError({ email: ['a', 'b'], password: 'single', bogus: [1, null] })).toEqual({
      fieldErrors: { email: ['a', 'b'], password: ['single'] },
    });
  });
  it('moves non_field_errors into detail unless a detail exists', () => {
    expect(describeApiError({ non_field_errors: ['Passwords differ.', 'Try again.'] })).toEqual({
      detail: 'Passwords differ. Try again.',
      fieldErrors: {},
    });
    expect(describeApiError({ detail: 'D', non_field_errors: ['N'] })).toEqual({ detail: 'D', fieldErrors: {} });
  });
  it('flattens nested serializer errors', () => {
    expect(describeApiError({ preferences: { ui: { theme: ['bad'] } }, items: [{ name: ['x'] }] })).toEqual({
      fieldErrors: { 'preferences.ui.theme': ['bad'], 'items.0.name': ['x'] },
    });
  });
  it('ignores simplejwt messages metadata', () => {
    expect(
      describeApiError({ detail: 'Given token not valid', code: 'token_not_valid', messages: [{ message: 'expired' }] }),
    ).toEqual({ detail: 'Given token not valid', code: 'token_not_valid', fieldErrors: {} });
  });
  it('names the code of the field messages the contract fixes, and none for other text (§Locales 6)', () => {
    expect(fieldErrorCode(drfErrorMessages.emailExists)).toBe('unique');
    expect(fieldErrorCode(drfErrorMessages.usernameExists)).toBe('unique');
    expect(fieldErrorCode('Enter a valid email address.')).toBe('invalid');
    expect(fieldErrorCode('Your password must contain at least 8 characters.')).toBe('password_too_short');
    expect(fieldErrorCode('Something the contract does not know.')).toBeUndefined();
  });
  it('returns nothing for garbage', () => {
    for (const garbage of [undefined, null, '', '<html>502</html>', 42, [], ['x'], { detail: 5 }, { detail: '  ' }]) {
      expect(describeApiError(garbage)).toEqual({ fieldErrors: {} });
    }
  });
});

describe('throttleWaitSeconds', () => {
  const now = Date.parse('2026-04-13T09:00:00Z');
  it('reads Retry-After as delta-seconds or an HTTP date', () => {
    expect(throttleWaitSeconds('42', {}, now)).toBe(42);
    expect(throttleWaitSeconds(' 0 ', {}, now)).toBe(0);
    expect(throttleWaitSeconds(['7'], {}, now)).toBe(7);
    expect(throttleWaitSeconds(new Date(now + 90_500).toUTCString(), {}, now)).toBe(90);
    expect(throttleWaitSeconds(new Date(now - 5_000).toUTCString(), {}, now)).toBe(0);
  });
  it('falls back to DRF’s Throttled detail, and is undefined when neither says', () => {
    expect(throttleWaitSeconds(undefined, { detail: drfErrorMessages.throttled(30) }, now)).toBe(30);
    expect(throttleWaitSeconds('', { detail: drfErrorMessages.throttled(1) }, now)).toBe(1);
    expect(throttleWaitSeconds('soon', { detail: 'Request was throttled.' }, now)).toBeUndefined();
    expect(throttleWaitSeconds(undefined, '<html>', now)).toBeUndefined();
  });
  it('DRF’s wording, singular for one second', () => {
    expect(drfErrorMessages.throttled(1)).toBe('Request was throttled. Expected available in 1 second.');
    expect(drfErrorMessages.throttled(30)).toBe('Request was throttled. Expected available in 30 seconds.');
  });
});
