/** Cost limits of /graphql (docs/product-rules.md §Security 8): abusive queries get a fast, small 400; normal ones still work. */
import { getIntrospectionQuery } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE } from '@shared/api';
import { FIGURES_FIELD_MIN_COUNT, GRAPHQL_LIMITS, GRAPHQL_RATE_LIMIT, QUERY_LIMIT_CODE, SUGGESTION_MASK } from '../../../../src/demo-api/graphql/limits';
import { DEFAULT_QUERY } from '../../../../src/demo-api/graphql/routes';
import { login, startServer, type TestServer } from '../helpers';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface GqlBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

interface GqlOptions {
  token?: string;
  accept?: string;
  variables?: Record<string, unknown>;
  /** The client address (light-my-request's default is 127.0.0.1). */
  remoteAddress?: string;
}

function gql(query: string, { token, accept = GRAPHQL_RESPONSE, variables, remoteAddress }: GqlOptions = {}) {
  return server!.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { accept, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(variables ? { query, variables } : { query }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** `{ a0: rates { date } a1: rates { date } … }` with `n` aliases. */
function aliasQuery(n: number): string {
  return `{ ${Array.from({ length: n }, (_, i) => `a${i}: rates { date }`).join(' ')} }`;
}

function limitErrors(body: GqlBody) {
  return (body.errors ?? []).filter((error) => error.extensions?.code === QUERY_LIMIT_CODE);
}

describe('POST /graphql: cost limits', () => {
  it('12,000 aliases: 400 in well under a second, a small body, stopped by the token limit while parsing', async () => {
    server = await startServer();
    const query = aliasQuery(12_000);
    for (const accept of [GRAPHQL_RESPONSE, 'application/json']) {
      const started = performance.now();
      const res = await gql(query, { accept });
      const elapsed = performance.now() - started;
      expect(res.statusCode).toBe(400);
      expect(elapsed).toBeLessThan(500);
      expect(res.body.length).toBeLessThan(1024);
      const body = res.json() as GqlBody;
      expect(body.data).toBeUndefined();
      expect(limitErrors(body)[0]!.message).toContain(`Token limit of ${GRAPHQL_LIMITS.tokens} exceeded`);
    }
  });

  it(`aliases: ${GRAPHQL_LIMITS.aliases} answer, one more is a 400 (also for Accept: application/json)`, async () => {
    server = await startServer();
    const ok = await gql(aliasQuery(GRAPHQL_LIMITS.aliases));
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as GqlBody).errors).toBeUndefined();
    for (const accept of [GRAPHQL_RESPONSE, 'application/json']) {
      const res = await gql(aliasQuery(GRAPHQL_LIMITS.aliases + 1), { accept });
      expect(res.statusCode).toBe(400);
      expect(limitErrors(res.json() as GqlBody)[0]!.message).toMatch(/Aliases limit of 15 exceeded/);
    }
  });

  it(`depth: more than ${GRAPHQL_LIMITS.depth} levels is a 400`, async () => {
    server = await startServer();
    const nested = (levels: number) => `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } }`;
    // __type, fields, type, n × ofType, name: n + 4 levels.
    expect((await gql(nested(GRAPHQL_LIMITS.depth - 4))).statusCode).toBe(200);
    const res = await gql(nested(GRAPHQL_LIMITS.depth - 3));
    expect(res.statusCode).toBe(400);
    expect(limitErrors(res.json() as GqlBody)[0]!.message).toMatch(/depth limit of 8 exceeded, found 9/);
  });

  it(`directives: more than ${GRAPHQL_LIMITS.directives} is a 400`, async () => {
    server = await startServer();
    const directives = (n: number) => `{ rates { ${'... on ExchangeRates @include(if: true) { date } '.repeat(n)}} }`;
    expect((await gql(directives(GRAPHQL_LIMITS.directives))).statusCode).toBe(200);
    const res = await gql(directives(GRAPHQL_LIMITS.directives + 1));
    expect(res.statusCode).toBe(400);
    expect(limitErrors(res.json() as GqlBody)[0]!.message).toMatch(/Directives limit of 10 exceeded/);
  });

  it(`cost: a fragment spread hundreds of times (few tokens, no alias) over ${GRAPHQL_LIMITS.cost} is a 400`, async () => {
    server = await startServer();
    const query = `query { rates { ${'...T '.repeat(300)}} } fragment T on ExchangeRates { date jpy { base date rates { currency rate } } cny { base date } }`;
    const res = await gql(query);
    expect(res.statusCode).toBe(400);
    const errors = limitErrors(res.json() as GqlBody);
    expect(errors.some((error) => /Query Cost limit of 5000 exceeded/.test(error.message))).toBe(true);
  });

  it('field suggestions are masked outside development and kept in development', async () => {
    server = await startServer();
    const masked = (await gql('{ rate { date } }')).json() as GqlBody;
    expect(masked.errors![0]!.message).toBe(`Cannot query field "rate" on type "Query". ${SUGGESTION_MASK}`);
    await server.close();
    server = await startServer({ development: true });
    const shown = (await gql('{ rate { date } }')).json() as GqlBody;
    expect(shown.errors![0]!.message).toBe('Cannot query field "rate" on type "Query". Did you mean "rates"?');
  });

  it('the GraphiQL sample query, the introspection GraphiQL sends and a normal query still answer', async () => {
    server = await startServer();
    const { access_token } = await login(server.app);
    const sample = await gql(DEFAULT_QUERY, { token: access_token });
    expect(sample.statusCode).toBe(200);
    const body = sample.json() as GqlBody;
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({ me: { email: 'collector@figureshop.test' } });
    const introspection = await gql(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true }));
    expect(introspection.statusCode).toBe(200);
    expect((introspection.json() as GqlBody).data).toHaveProperty('__schema');
    expect((await gql('{ rates { date jpy { usd: rate(currency: "USD") } } }')).statusCode).toBe(200);
  });
});

/** The reported amplification: 15 aliases of a 100-figure page (1.4 kB asked 246 kB of figures, 0.3–0.4 s). */
const AMPLIFICATION = `{${Array.from({ length: 15 }, (_, i) => `p${i}:figures(search:"ver",pageSize:100,adult:"true",page:${i + 1}){results{slug images{url}}}`).join(' ')}}`;

describe('POST /graphql: figures listed per operation', () => {
  const figuresLimit = (body: GqlBody) => limitErrors(body).find((error) => error.message.startsWith(`Figures limit of ${GRAPHQL_LIMITS.figures} exceeded`));

  it('the amplification query is refused before anything runs: 400, a small body naming the limit, no data', async () => {
    server = await startServer({ catalogueSize: 300 });
    for (const accept of [GRAPHQL_RESPONSE, 'application/json']) {
      const res = await gql(AMPLIFICATION, { accept });
      expect(res.statusCode).toBe(400);
      expect(res.body.length).toBeLessThan(1024);
      const body = res.json() as GqlBody;
      expect(body.data).toBeUndefined();
      expect(figuresLimit(body)?.message).toBe(
        `Figures limit of 100 exceeded, found 1500: one operation lists at most 100 figures (each figures field counts its pageSize, at least ${FIGURES_FIELD_MIN_COUNT}).`,
      );
    }
  }, 30_000);

  it('one page of 100 answers; 101 over two aliases (also through variables) is refused; 50 + 50 answers', async () => {
    server = await startServer({ catalogueSize: 300 });
    const page = await gql('{ figures(adult: "true", pageSize: 100) { count results { slug } } }');
    expect(page.statusCode).toBe(200);
    const data = (page.json() as GqlBody).data as { figures: { count: number; results: unknown[] } };
    expect(data.figures.count).toBe(300);
    expect(data.figures.results).toHaveLength(100);

    const over = await gql('{ a: figures(pageSize: 50) { count } b: figures(pageSize: 51, page: 2) { count } }');
    expect(over.statusCode).toBe(400);
    expect(figuresLimit(over.json() as GqlBody)?.message).toMatch(/found 101:/);
    const byVariables = 'query Two($a: Int, $b: Int) { a: figures(pageSize: $a) { count } b: figures(pageSize: $b) { count } }';
    const overByVariables = await gql(byVariables, { variables: { a: 50, b: 51 } });
    expect(overByVariables.statusCode).toBe(400);
    expect((overByVariables.json() as GqlBody).data).toBeUndefined();
    const half = await gql(byVariables, { variables: { a: 50, b: 50 } });
    expect(half.statusCode).toBe(200);
    expect((half.json() as GqlBody).errors).toBeUndefined();
  }, 30_000);

  it(`each figures field counts at least ${FIGURES_FIELD_MIN_COUNT}: ${Math.floor(100 / FIGURES_FIELD_MIN_COUNT)} one-figure pages answer, one more is refused`, async () => {
    server = await startServer({ catalogueSize: 300 });
    const pages = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `p${i}: figures(search: "s${i}", pageSize: 1) { count }`).join(' ')} }`;
    const allowed = Math.floor(GRAPHQL_LIMITS.figures / FIGURES_FIELD_MIN_COUNT);
    expect((await gql(pages(allowed))).statusCode).toBe(200);
    const res = await gql(pages(allowed + 1));
    expect(res.statusCode).toBe(400);
    expect(figuresLimit(res.json() as GqlBody)?.message).toMatch(new RegExp(`found ${(allowed + 1) * FIGURES_FIELD_MIN_COUNT}:`));
    expect(FIGURES_FIELD_MIN_COUNT).toBe(CATALOGUE_PAGE_SIZE);
  }, 30_000);
});

describe('POST /graphql: requests per client address', () => {
  it(`${GRAPHQL_RATE_LIMIT.max} a minute answer; the next is a 429 with Retry-After in DRF shape; another address still answers`, async () => {
    server = await startServer({ authLimits: { throttledAnswerDelayMs: 0 } });
    for (let i = 0; i < GRAPHQL_RATE_LIMIT.max; i += 1) {
      const res = await gql('{ rates { date } }');
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    const refused = await gql('{ rates { date } }');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(GRAPHQL_RATE_LIMIT.windowMs / 1000);
    expect(refused.json()).toEqual({ detail: `Request was throttled. Expected available in ${retryAfter} seconds.`, code: 'throttled' });
    // GraphiQL's page and GET queries count too.
    expect((await server.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } })).statusCode).toBe(429);
    expect((await gql('{ rates { date } }', { remoteAddress: '192.0.2.7' })).statusCode).toBe(200);
  }, 30_000);
});
