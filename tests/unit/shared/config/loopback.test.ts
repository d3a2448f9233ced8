import { describe, expect, it } from 'vitest';
import { isLoopbackHostname, isLoopbackUrl } from '../../../../src/shared/config';

describe('loopback hosts (where plain http is acceptable)', () => {
  it.each(['127.0.0.1', 'localhost', '[::1]', '127.0.0.2', '127.255.255.255'])('%s is this machine', (hostname) => {
    expect(isLoopbackHostname(hostname)).toBe(true);
  });

  it.each(['api.test', '10.0.0.1', '192.168.1.2', '127.0.0.1.evil.test', 'localhost.evil.test', '[::2]', ''])('%j is not', (hostname) => {
    expect(isLoopbackHostname(hostname)).toBe(false);
  });

  it('reads the host of a URL (IPv6 in brackets)', () => {
    expect(isLoopbackUrl(new URL('http://[::1]:8000/api'))).toBe(true);
    expect(isLoopbackUrl(new URL('https://127.0.0.1.nip.io/'))).toBe(false);
  });
});
