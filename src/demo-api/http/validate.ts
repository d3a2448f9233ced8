/** Request validation with the shared zod contract: a bad body gets a 400 in DRF shape (docs/product-rules.md §API 7). */
import type { z } from 'zod/mini';
import { fieldErrors, notADictionary, zodToDrf } from './errors';

/**
 * Parses a JSON body with `schema`. A missing/empty body counts as `{}` (as DRF's request.data),
 * a non-object gets DRF's "Expected a dictionary" 400, and schema failures a `{field: [messages]}` 400.
 */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  const data = body === undefined || body === null ? {} : body;
  if (typeof data !== 'object' || Array.isArray(data)) throw notADictionary(data);
  return parseInput(schema, data);
}

/** Parses path parameters or a query string; failures are a `{field: [messages]}` 400. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw fieldErrors(zodToDrf(result.error));
  return result.data;
}
