/**
 * Small HTML pages of the demo API (dashboard, OAuth consent, notices). Everything interpolated
 * goes through `escapeHtml`; pages get a CSP with no scripts and cannot be framed. (GraphiQL at
 * /graphql is yoga's page, not one of these: see graphql/routes.ts.)
 */
import type { FastifyReply } from 'fastify';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  body { font-family: Poppins, system-ui, sans-serif; margin: 0 auto; max-width: 1040px; padding: 16px 24px; color: #1b1b1b; }
  h1 { font-size: 24px; color: #2E70C7; } h2 { font-size: 18px; margin-top: 32px; }
  table { border-collapse: collapse; width: 100%; font-size: 14px; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #ddd; vertical-align: top; }
  .card { border: 1px solid #ddd; border-radius: 8px; padding: 16px 24px; max-width: 484px; margin: 48px auto; }
  button { font: inherit; padding: 8px 16px; border-radius: 8px; border: 1px solid #2E70C7; cursor: pointer; }
  button.primary { background: #2E70C7; color: white; } button.deny { border-color: #C54949; color: #C54949; background: white; }
  label { display: block; margin: 8px 0 4px; } input, select, textarea { font: inherit; width: 100%; box-sizing: border-box; padding: 6px; }
  .muted { color: #666; font-size: 13px; } code { word-break: break-all; }
`;

/** A complete page; `body` must already be escaped HTML. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

/**
 * Headers every demo HTML page gets besides its Content-Security-Policy: no framing, no MIME
 * sniffing, no referrer, no caching. (The GraphQL endpoint's GraphiQL page uses them too.)
 */
export const HTML_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
});

/** Sends an HTML page with the security headers every demo page uses; `headers` adds to or replaces them. */
export function sendHtml(reply: FastifyReply, html: string, statusCode = 200, headers: Readonly<Record<string, string>> = {}): FastifyReply {
  return reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'")
    .headers({ ...HTML_PAGE_HEADERS, ...headers })
    .send(html);
}
