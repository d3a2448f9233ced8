/**
 * Routes for this machine only (the dashboard, the fault switch; issues 3, 4 and 11 point 6).
 * Checking the socket address is not enough: a page on evil.example whose name a DNS rebinding
 * attack has pointed at 127.0.0.1 reaches us from loopback too, but its requests carry
 * `Host: evil.example`. So the Host header must also name this server on loopback, as Vite checks
 * it since CVE-2025-24010.
 */
import type { FastifyRequest } from 'fastify';
import { LOOPBACK_HOSTNAMES } from '../shared/config';
import { detailError } from './errors';

/** 403 detail for a request from another machine. */
export const NOT_THIS_MACHINE = 'The dashboard is only available from this machine.';
/** 403 detail for a request whose Host is not one of this server's loopback names. */
export const HOST_NOT_ALLOWED = 'This host name is not allowed. Open the demo API at 127.0.0.1, localhost or [::1].';

/** True for a socket address on this machine (IPv4, IPv6 and IPv4-mapped loopback). */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * True when a Host header names this server on loopback: `127.0.0.1`, `localhost` or `[::1]`
 * (LOOPBACK_HOSTNAMES, compared case-insensitively as host names are), with `port`, the port the
 * connection came in on (an absent port means 80). `port` undefined (an injected test request has
 * no socket) checks the name only.
 */
export function isOwnLoopbackHost(host: string | undefined, port: number | undefined): boolean {
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return false;
  }
  // Anything beyond host[:port] (a user part, a path) is not a Host header we sent ourselves.
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return false;
  if (!LOOPBACK_HOSTNAMES.includes(url.hostname)) return false;
  return port === undefined || (url.port === '' ? 80 : Number(url.port)) === port;
}

/**
 * preHandler for local-only routes: 403 `{detail, code}` (DRF shape) unless the client is on this
 * machine and the Host header names this server on loopback.
 */
export async function localOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress)) throw detailError(403, NOT_THIS_MACHINE);
  if (!isOwnLoopbackHost(request.headers.host, request.socket.localPort)) throw detailError(403, HOST_NOT_ALLOWED, 'host_not_allowed');
}
