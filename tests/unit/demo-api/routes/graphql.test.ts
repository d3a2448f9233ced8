/** Cost limits of /graphql (issue 11 point 7): abusive queries get a fast, small 400; normal ones still work. */
import { getIntrospectionQuery } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, QUERY_LIMIT_CODE, SUGGESTION_MASK } from '../../../../src/demo-api/graphql/limits';
import { DEFAULT_QUERY } from '../../../../src/demo-api/routes/graphql';
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

function gql(query: string, { token, accept = GRAPHQL_RESPONSE }: { token?: string; accept?: string } = {}) {
  return server!.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { accept, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ query }),
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
