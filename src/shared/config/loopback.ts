/** This machine's host names, the only hosts where plain http is acceptable (RFC 8252 §8.3 spirit). */

/** The loopback host names as `URL.hostname` and `Location.hostname` spell them (IPv6 in brackets). */
export const LOOPBACK_HOSTNAMES: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** True for a loopback host name: one of {@link LOOPBACK_HOSTNAMES} or any 127.x.y.z. */
export function isLoopbackHostname(hostname: string): boolean {
  return LOOPBACK_HOSTNAMES.includes(hostname) || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/** True for URLs on this machine, where plain http is acceptable. */
export function isLoopbackUrl(url: URL): boolean {
  return isLoopbackHostname(url.hostname);
}
