/**
 * GET/POST /graphql (docs/product-rules.md §Demo 2): the read-only GraphQL endpoint, served by graphql-yoga
 * through its documented Fastify integration, with GraphiQL for browsers (GET, Accept: text/html).
 * Schema and resolvers: graphql/schema.ts; read-only rule: graphql/read-only.ts.
 *
 * Around yoga, everything is the demo API's own: CORS is @fastify/cors's (yoga's CORS is off, it
 * would allow any origin), request bodies go through the app's content-type parsers (JSON only;
 * a form or anything else is the usual DRF 415, form-body.ts), and onRequest hooks (the fault
 * switch) apply as to any route.
 * GraphiQL comes from @graphql-yoga/render-graphiql, which inlines every asset (yoga's
 * default loads them from unpkg.com, which a machine offline cannot reach); its page gets the demo
 * pages' framing/sniffing headers but not their script-free CSP, since it runs inline scripts.
 * Query cost limits (aliases, depth, tokens, cost, directives, figures listed) and masked field
 * suggestions: graphql/limits.ts (§Security 8). Requests per client address are limited as
 * the sign-in routes' are (@fastify/rate-limit, registered by rate-limit.ts before this route):
 * GRAPHQL_RATE_LIMIT, then 429 with Retry-After in DRF's Throttled shape.
 */
import type { FastifyInstance } from 'fastify';
import { createYoga } from 'graphql-yoga';
import { demoPaths } from '../../shared/api/paths';
import type { DemoContext } from '../context';
import type { ReferenceRates } from '../rates/reference-rates';
import { GRAPHQL_RATE_LIMIT, useQueryLimits } from './limits';
import { useReadOnlyOperations } from './read-only';
import { createDemoSchema, createGraphqlContext, type GraphqlServerContext } from './schema';
import { HTML_PAGE_HEADERS } from '../http/html';

/** Shown in GraphiQL's editor on a first visit. */
export const DEFAULT_QUERY = /* GraphQL */ `# Figure Shop demo API: read-only GraphQL.
# Public: rates. Signed in: me, preferences, notifications. Add the header
#   {"Authorization": "Bearer <access_token from POST /api/account/login/>"}
# in the Headers tab below to see them.
query Demo {
  rates {
    date
    jpy { rate(currency: "USD") }
    cny { rate(currency: "JPY") }
  }
  me { email username }
  preferences { currency { primary displayFormat } ui { theme language } }
  notifications(pageSize: 5) { count unreadCount results { title read createdAt } }
}
`;

/**
 * Registers `/graphql` (GET, POST, OPTIONS) on `app`: yoga answers GraphQL over HTTP
 * (`{data?, errors?}`; validation and parse errors 400 unless the client accepts only
 * application/json) and GraphiQL for `GET` with `Accept: text/html`. `ecb` is the day the REST
 * rates routes serve. Rule source: §Demo 1–2 (the demo banner's playground link).
 */
export function registerGraphqlRoutes(app: FastifyInstance, ctx: DemoContext, rates: ReferenceRates): void {
  const yoga = createYoga<GraphqlServerContext>({
    schema: createDemoSchema(ctx, rates),
    context: (initial) => createGraphqlContext(ctx, initial),
    graphqlEndpoint: demoPaths.graphql,
    // Cost limits (§Security 8): tokens while parsing, then aliases/depth/directives/cost; 400 when exceeded.
    plugins: [useReadOnlyOperations(), ...useQueryLimits({ development: ctx.config.development })],
    cors: false,
    multipart: false,
    landingPage: false,
    graphiql: { title: 'Figure Shop GraphQL (read-only)', defaultQuery: DEFAULT_QUERY },
    // The inlined GraphiQL is ~9 MB of script: imported on the first page view, not at start-up.
    renderGraphiQL: async (options) => (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options),
    logging: {
      debug: (...args) => args.forEach((arg) => app.log.debug(arg)),
      info: (...args) => args.forEach((arg) => app.log.info(arg)),
      warn: (...args) => args.forEach((arg) => app.log.warn(arg)),
      error: (...args) => args.forEach((arg) => app.log.error(arg)),
    },
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    // Per client address, every method (GraphiQL's page too): a flood of cheap operations is still a flood.
    config: { rateLimit: { max: GRAPHQL_RATE_LIMIT.max, timeWindow: GRAPHQL_RATE_LIMIT.windowMs } },
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        // GraphiQL: no framing, no sniffing; a script-free CSP would break it (see the file comment).
        reply.headers({ ...HTML_PAGE_HEADERS, 'content-security-policy': "frame-ancestors 'none'; base-uri 'none'" });
      }
      reply.status(response.status);
      // No body (yoga's 415 for multipart, 405s): send nothing rather than Fastify's "null".
      reply.send(response.body ?? undefined);
      return reply;
    },
  });
}
