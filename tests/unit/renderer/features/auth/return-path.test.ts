import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@renderer/features/auth/social/return-path';

describe('safeReturnPath', () => {
  it.each(['/', '/settings', '/settings?tab=ui&x=1', '/figures/12#photos', '/account/profile'])('keeps the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/settings'],
    ['an absolute URL', 'https://evil.example'],
    ['another scheme', 'javascript:alert(1)'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['a backslash first', '\\\\evil.example'],
    ['a double slash further on', '/settings//evil'],
    ['a relative path', 'settings'],
    ['a tab inside', '/\t/evil.example'],
    ['a new line inside', '/\n/evil.example'],
    ['an empty string', ''],
    ['a non-string', 42],
    ['nothing', undefined],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
