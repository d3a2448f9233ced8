/**
 * The security headers the web server sends on every response (OWASP Secure Headers Project;
 * OWASP ASVS 4.0 V14.4), and the Content-Security-Policy they carry: the build's own.
 *
 * The build writes its policy into every page as `<meta http-equiv="Content-Security-Policy">`
 * (scripts/vite/web-csp.ts: the desktop app's policy for the API origin the build was made for). The
 * server reads it back from the build and sends it as a header too, plus `frame-ancestors 'none'`,
 * which a <meta> policy cannot carry (CSP Level 3 §6.4.2). Both policies then apply; they are the same.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The directive only a header can carry: no site may frame the shop (clickjacking). */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/**
 * Browser features no page of the shop uses, switched off for it and anything it embeds (W3C
 * Permissions Policy). Only features every current Chromium knows: an unknown one is a console warning.
 */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/** One year, subdomains included (RFC 6797 §6.1); sent only when the site is served over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const CSP_META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i;

/** An HTML attribute value's character references decoded (Vite writes `'` as `&#39;`). */
function decodeAttribute(value: string): string {
  const named: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|quot|apos|lt|gt));/gi, (_match, decimal?: string, hex?: string, name?: string) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : named[name!.toLowerCase()]!,
  );
}

/** The policy in an HTML page's CSP <meta>, decoded, or null when it has none. */
export function metaPolicyOf(html: string): string | null {
  const content = CSP_META.exec(html)?.[1];
  return content === undefined ? null : decodeAttribute(content);
}

/**
 * The CSP header for the build in `root`: the <meta> policy of its `shell.html` (else `index.html`)
 * plus {@link FRAME_ANCESTORS}; just {@link FRAME_ANCESTORS} for a build without one (not made by
 * `npm run build:web`, e.g. a benchmark's harness page). Reads the files once.
 */
export function contentSecurityPolicyOf(root: string): { policy: string; fromBuild: boolean } {
  const page = ['shell.html', 'index.html'].map((file) => join(root, file)).find((file) => existsSync(file));
  const meta = page ? metaPolicyOf(readFileSync(page, 'utf8')) : null;
  return meta ? { policy: `${meta}; ${FRAME_ANCESTORS}`, fromBuild: true } : { policy: FRAME_ANCESTORS, fromBuild: false };
}

/**
 * The headers every response gets: the CSP, `X-Content-Type-Options: nosniff` (no MIME sniffing),
 * `Referrer-Policy: strict-origin-when-cross-origin` (other sites see the origin only, never a path
 * with a figure or a token in it), the Permissions-Policy, and Strict-Transport-Security when `hsts`.
 */
export function securityHeaders(contentSecurityPolicy: string, hsts: boolean): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(hsts ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
