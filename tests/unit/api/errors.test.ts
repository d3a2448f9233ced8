import { describe, expect, it } from 'vitest';
import { describeApiError, drfErrorSchema } from '@shared/api';

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
    ).toEqual({ detail: 'Given token not valid', fieldErrors: {} });
  });
  it('returns nothing for garbage', () => {
    for (const garbage of [undefined, null, '', '<html>502</html>', 42, [], ['x'], { detail: 5 }, { detail: '  ' }]) {
      expect(describeApiError(garbage)).toEqual({ fieldErrors: {} });
    }
  });
});
