/**
 * The webhook signature of the demo payment provider (docs/product-rules.md §Payment 4), Stripe's
 * scheme: header `Figure-Pay-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * with the webhook secret. Any of several `v1` values may match (a secret being rolled signs with
 * both); the timestamp must be within PAYMENT_SIGNATURE_TOLERANCE_S of the server clock, in the
 * past or the future, so a captured request cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_SIGNATURE_TOLERANCE_S } from '../../shared/api/orders';

/**
 * The webhook secret: HMAC-SHA256(server secret, "figure-pay webhook"), derived from the one secret
 * of the data dir (storage/secret.ts) rather than stored a second time; a reset of the data dir
 * changes it with everything else signed.
 */
export function webhookSecret(serverSecret: Buffer): Buffer {
  return createHmac('sha256', serverSecret).update('figure-pay webhook').digest();
}

/** Lower-case hex HMAC-SHA256 of `${t}.${rawBody}` with `secret`. */
function sign(secret: Buffer, t: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
}

/** The header value for `rawBody` signed at `nowMs` (ms since the epoch; `t` is whole seconds). */
export function signatureHeader(secret: Buffer, rawBody: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${sign(secret, t, rawBody)}`;
}

/** Why a signature was refused, or 'ok'. */
export type SignatureCheck = 'ok' | 'invalid' | 'outside_tolerance';

/**
 * Checks a `Figure-Pay-Signature` header against the raw body, as Stripe's libraries do: the header
 * needs one `t` (whole seconds) and at least one `v1`; some `v1` must equal the expected HMAC
 * (compared with crypto.timingSafeEqual, so the time taken tells nothing about the right value);
 * then `t` must be at most `toleranceS` seconds from `nowMs`, either way.
 * @param header the header as received (undefined or an array when absent or repeated: invalid).
 * @returns 'invalid' (missing, malformed or no match) or 'outside_tolerance' (a match, too old or too new), else 'ok'.
 */
export function verifySignature(
  secret: Buffer,
  header: string | string[] | undefined,
  rawBody: string,
  nowMs: number,
  toleranceS: number = PAYMENT_SIGNATURE_TOLERANCE_S,
): SignatureCheck {
  if (typeof header !== 'string' || header.length > 2000) return 'invalid';
  const pairs = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return at < 0 ? ['', ''] : [part.slice(0, at).trim(), part.slice(at + 1).trim()];
  });
  const stamps = pairs.filter(([key]) => key === 't').map(([, value]) => value);
  if (stamps.length !== 1 || !/^\d{1,12}$/.test(stamps[0]!)) return 'invalid';
  const t = Number(stamps[0]);
  const expected = Buffer.from(sign(secret, t, rawBody), 'hex');
  const matches = pairs
    .filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value!))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, 'hex'), expected));
  if (!matches) return 'invalid';
  return Math.abs(nowMs / 1000 - t) > toleranceS ? 'outside_tolerance' : 'ok';
}
