/**
 * Idempotency-Keys of POST /api/orders/ (docs/product-rules.md §Orders 1), as Stripe's work: the
 * client makes one key per reviewed checkout and sends it with every try; the first try that places
 * the order stores the key with the SHA-256 of the request, so a retry (a double click, a timeout)
 * answers that same order, and the same key with another request is refused.
 */
import { createHash } from 'node:crypto';
import type { Client } from '@libsql/client';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, orderMessages, type PlaceOrderRequest } from '../../shared/api/orders';
import { detailError } from '../http/errors';
import { queryOne, run } from '../storage/db';

/**
 * The request's Idempotency-Key header: 1–255 printable ASCII characters (IDEMPOTENCY_KEY_PATTERN,
 * Stripe's limit). @throws ApiError 400 `idempotency_key_required` when it is missing or does not
 * match (a header sent twice arrives joined with ", ", which has a space, so it is refused too).
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw detailError(400, orderMessages.idempotencyKeyRequired, 'idempotency_key_required');
  }
  return value;
}

/**
 * JSON with the keys of every object sorted (RFC 8785's member order). The values a place request
 * holds are strings, integers and booleans, whose JSON.stringify text is already RFC 8785's, so two
 * requests that differ only in key order or unknown keys (dropped by the schema) read the same.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the parsed request's canonical JSON: what a stored key is compared by. */
export function requestHash(body: PlaceOrderRequest): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** The order a user's key placed and the hash of the request that placed it; undefined when the key is unused. */
export async function findIdempotencyKey(exec: Pick<Client, 'execute'>, userId: number, key: string): Promise<{ orderId: number; requestHash: string } | undefined> {
  const row = await queryOne(exec, 'SELECT order_id, request_hash FROM idempotency_keys WHERE user_id = ? AND key = ?', [userId, key]);
  return row && { orderId: Number(row.order_id), requestHash: String(row.request_hash) };
}

/** Stores the key of a placed order (inside the transaction that placed it, so both happen or neither). */
export async function storeIdempotencyKey(
  exec: Pick<Client, 'execute'>,
  entry: { userId: number; key: string; requestHash: string; orderId: number; createdAt: string },
): Promise<void> {
  await run(exec, 'INSERT INTO idempotency_keys (user_id, key, request_hash, order_id, created_at) VALUES (?, ?, ?, ?, ?)', [
    entry.userId,
    entry.key,
    entry.requestHash,
    entry.orderId,
    entry.createdAt,
  ]);
}
