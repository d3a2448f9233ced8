/**
 * Fault switch for end-to-end tests (docs/product-rules.md §Demo 6), only with `--enable-faults`:
 * POST /__test__/faults {path_prefix, kind: "error"|"hang"|"malformed", status?, delay_ms?, method?, times?}
 * makes matching requests answer `status` (default 500) in DRF shape, wait `delay_ms` before being
 * handled normally, or answer 200 with a truncated JSON body. GET lists, DELETE clears.
 * A local-only route (`config.localOnly`: this machine, its own Host, no other origin's page;
 * local-only.ts) and, for POST, a JSON body only: an HTML form on another site can neither send JSON
 * nor name our Host (§Security 6).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { drfBoolean, drfChoice, drfInteger, drfString } from '../../shared/api/fields';
import { unsupportedMediaType } from './errors';
import { parseBody } from './validate';

export const FAULTS_PATH = '/__test__/faults';

export const faultSchema = z.object({
  path_prefix: drfString({ max: 500 }).check(z.regex(/^\//, { error: 'Must start with "/".' })),
  kind: drfChoice(['error', 'hang', 'malformed']),
  status: z.optional(drfInteger(400).check(z.lte(599))),
  delay_ms: z.optional(drfInteger(0).check(z.lte(600_000))),
  method: z.optional(z.pipe(drfString({ max: 10 }), z.transform((m: string) => m.toUpperCase()))),
  times: z.optional(drfInteger(1)),
  /** Replace earlier faults instead of adding to them. */
  replace: z.optional(drfBoolean()),
});
export type Fault = z.infer<typeof faultSchema>;

/** Registers the switch and the onRequest hook that applies it. */
export function registerFaults(app: FastifyInstance): void {
  let faults: Array<Fault & { remaining: number }> = [];
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());

  app.addHook('onRequest', async (request, reply) => {
    // Never the switch itself (matched route, whatever the URL's spelling), so it can always be cleared.
    if (request.routeOptions.url === FAULTS_PATH || request.method === 'OPTIONS') return;
    const path = request.url.split('?')[0] ?? '';
    const fault = faults.find((f) => path.startsWith(f.path_prefix) && (!f.method || f.method === request.method) && f.remaining > 0);
    if (!fault) return;
    fault.remaining -= 1;
    if (fault.kind === 'hang') {
      await sleep(fault.delay_ms ?? 30_000, undefined, { signal: closing.signal }).catch(() => undefined);
      return;
    }
    if (fault.kind === 'malformed') {
      return reply.code(200).header('content-type', 'application/json; charset=utf-8').send('{"detail": "malformed');
    }
    return reply.code(fault.status ?? 500).send({ detail: 'Injected fault (demo API test switch).', code: 'injected_fault' });
  });

  /** 415 in DRF shape unless the body is JSON (a cross-site form post is urlencoded or multipart). */
  const jsonOnly = async (request: FastifyRequest) => {
    const type = String(request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (type !== 'application/json') throw unsupportedMediaType(type);
  };

  const localOnly = { localOnly: true };
  app.get(FAULTS_PATH, { config: localOnly }, async () => ({ faults }));
  app.post(FAULTS_PATH, { config: localOnly, preHandler: jsonOnly }, async (request, reply) => {
    const fault = parseBody(faultSchema, request.body);
    const entry = { ...fault, remaining: fault.times ?? Number.POSITIVE_INFINITY };
    faults = fault.replace ? [entry] : [...faults, entry];
    reply.code(201);
    return { faults };
  });
  app.delete(FAULTS_PATH, { config: localOnly }, async (_request, reply) => {
    faults = [];
    return reply.code(204).send();
  });
}
