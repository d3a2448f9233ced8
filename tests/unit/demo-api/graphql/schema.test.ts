import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { drfErrorMessages, jpyRatesResponseSchema, cnyRatesResponseSchema, notificationsListResponseSchema, preferencesGroupSchemas, preferencesGroups } from '@shared/api';
import { parsePreferences } from '@shared/preferences';
import { COLLECTOR, MODERATOR, json, login, startServer, type TestServer } from '../helpers';

/** The GraphQL-over-HTTP media type (what GraphiQL and most clients accept). */
const GRAPHQL_RESPONSE = 'application/graphql-response+json';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

interface GqlOptions {
  token?: string;
  variables?: Record<string, unknown>;
  accept?: string;
}

/** POSTs one GraphQL operation to /graphql. */
function gql(query: string, { token, variables, accept = GRAPHQL_RESPONSE }: GqlOptions = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      accept,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(variables ? { query, variables } : { query }),
  });
}

interface GqlBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: { code?: string } }>;
}

describe('POST /graphql: rates (public)', () => {
  it('answers the ECB date and the JPY/CNY maps GET /api/jpy-rates/ and /api/cny-rates/ serve', async () => {
    const res = await gql('{ rates { date jpy { base date rates { currency rate } usd: rate(currency: "usd") } cny { base date rates { currency rate } } } }');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(GRAPHQL_RESPONSE);
    const body = res.json() as GqlBody;
    expect(body.errors).toBeUndefined();
    const rates = body.data!.rates as {
      date: string;
      jpy: { base: string; date: string; rates: Array<{ currency: string; rate: number }>; usd: number };
      cny: { base: string; date: string; rates: Array<{ currency: string; rate: number }> };
    };
    const jpy = jpyRatesResponseSchema.parse((await server.app.inject({ method: 'GET', url: '/api/jpy-rates/' })).json());
    const cny = cnyRatesResponseSchema.parse((await server.app.inject({ method: 'GET', url: '/api/cny-rates/' })).json());
    expect(rates.date).toBe('2026-04-13');
    expect(rates.date).toBe(jpy.date);
    expect(rates.jpy.base).toBe('JPY');
    expect(rates.jpy.date).toBe(jpy.date);
    expect(Object.fromEntries(rates.jpy.rates.map((r) => [r.currency, r.rate]))).toEqual(jpy.rates);
    expect(rates.jpy.usd).toBe(jpy.rates.USD);
    expect(rates.cny.base).toBe('CNY');
    expect(Object.fromEntries(rates.cny.rates.map((r) => [r.currency, r.rate]))).toEqual(cny.rates);
  });
});

describe('POST /graphql: signed-in fields', () => {
  it('me: a valid access token from POST /api/account/login/ gives that user', async () => {
    const { access_token } = await login(server.app, COLLECTOR);
    const res = await gql('{ me { id email username isModerator emailVerified dateJoined } }', { token: access_token });
    expect(res.statusCode).toBe(200);
    const body = res.json() as GqlBody;
    expect(body.errors).toBeUndefined();
    const profile = (await json(server.app, 'GET', '/api/account/profile/', undefined, access_token)).json();
    expect(body.data!.me).toEqual({
      id: profile.id,
      email: COLLECTOR.email,
      username: profile.username,
      isModerator: false,
      emailVerified: profile.email_verified,
      dateJoined: profile.date_joined,
    });
  });

  it('preferences: the legacy JSON-string row is parsed into the four groups, as the REST client would', async () => {
    const { access_token } = await login(server.app, COLLECTOR);
    const rest = (await json(server.app, 'GET', '/api/account/preferences/', undefined, access_token)).json();
    expect(typeof rest.preferences).toBe('string'); // the legacy form really is in play
    const expected = parsePreferences(rest.preferences);
    const res = await gql(
      '{ preferences { legacyString content { showNsfw showPrices } ui { theme language blurNsfw } notifications { emailDigest pushNotifications } currency { primary displayFormat } } }',
      { token: access_token },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as GqlBody;
    expect(body.errors).toBeUndefined();
    expect(body.data!.preferences).toEqual({
      legacyString: true,
      content: { showNsfw: expected.content.show_nsfw, showPrices: expected.content.show_prices },
      ui: { theme: expected.ui.theme, language: expected.ui.language, blurNsfw: expected.ui.blur_nsfw },
      notifications: { emailDigest: expected.notifications.email_digest, pushNotifications: expected.notifications.push_notifications },
      currency: { primary: 'USD', displayFormat: expected.currency.display_format },
    });
  });

  it('preferences types are the contract’s group schemas: a camelCase field per field, a choice as an enum of its values', async () => {
    type Field = { name: string; type: { ofType: { name: string; kind: string; enumValues: Array<{ name: string }> | null } | null } };
    const fieldsOf = async (type: string): Promise<Field[]> => {
      const body = (await gql(`{ __type(name: "${type}") { fields { name type { ofType { name kind enumValues { name } } } } } }`)).json() as {
        data: { __type: { fields: Field[] } };
      };
      return body.data.__type.fields;
    };
    const groups = await fieldsOf('Preferences');
    expect(groups.map((g) => g.name)).toEqual([...preferencesGroups, 'legacyString']);
    for (const group of preferencesGroups) {
      const fields = await fieldsOf(groups.find((g) => g.name === group)!.type.ofType!.name);
      const shape = Object.entries(preferencesGroupSchemas[group].shape);
      expect(fields.map((f) => f.name)).toEqual(shape.map(([name]) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())));
      shape.forEach(([, schema], i) => {
        const type = fields[i]!.type.ofType!;
        if (schema instanceof z.ZodMiniEnum) expect(type.enumValues?.map((v) => v.name)).toEqual(schema.options);
        else expect(type.kind).toBe('SCALAR');
      });
    }
  });

  it('preferences: an object row (moderator) answers the same groups, legacyString false', async () => {
    const { access_token } = await login(server.app, MODERATOR);
    const body = (await gql('{ preferences { legacyString currency { primary displayFormat } } }', { token: access_token })).json() as GqlBody;
    expect(body.data!.preferences).toEqual({ legacyString: false, currency: { primary: 'EUR', displayFormat: 'code' } });
  });

  it('notifications: the page and unreadCount match GET /api/notifications/ and …/count/', async () => {
    const { access_token } = await login(server.app, COLLECTOR);
    const list = notificationsListResponseSchema.parse((await json(server.app, 'GET', '/api/notifications/?page=2&page_size=5', undefined, access_token)).json());
    const { unread } = (await json(server.app, 'GET', '/api/notifications/count/', undefined, access_token)).json();
    const res = await gql(
      'query Page($page: Int, $size: Int) { notifications(page: $page, pageSize: $size) { count page pageSize hasNextPage hasPreviousPage unreadCount results { id title body kind createdAt read } } }',
      { token: access_token, variables: { page: 2, size: 5 } },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as GqlBody;
    expect(body.errors).toBeUndefined();
    expect(body.data!.notifications).toEqual({
      count: list.count,
      page: 2,
      pageSize: 5,
      hasNextPage: list.next !== null,
      hasPreviousPage: list.previous !== null,
      unreadCount: unread,
      // The fields the query asks for (REST also has target, figure_slug and figure_name: docs/product-rules.md §Notifications 5).
      results: list.results.map(({ id, title, body, kind, created_at, read }) => ({ id, title, body, kind, createdAt: created_at, read })),
    });
    expect(unread).toBeGreaterThan(0);
  });

  it('notifications: the REST paging rules, as GraphQL errors', async () => {
    const { access_token } = await login(server.app, COLLECTOR);
    const tooBig = (await gql('{ notifications(pageSize: 1000) { count } }', { token: access_token })).json() as GqlBody;
    expect(tooBig.data).toEqual({ notifications: null });
    expect(tooBig.errors?.[0]?.message).toMatch(/^pageSize: /);
    const past = await gql('{ notifications(page: 99) { count } }', { token: access_token });
    expect(past.statusCode).toBe(200);
    expect((past.json() as GqlBody).errors?.[0]?.message).toBe('Invalid page.');
  });
});

describe('POST /graphql: without a usable token', () => {
  it('no token: signed-in fields are null with the REST guard’s message, public fields still answer, never a 500', async () => {
    const res = await gql('{ rates { date } me { email } preferences { legacyString } notifications { count } }');
    expect(res.statusCode).toBe(200);
    const body = res.json() as GqlBody;
    expect(body.data).toEqual({ rates: { date: '2026-04-13' }, me: null, preferences: null, notifications: null });
    expect(body.errors).toHaveLength(3);
    for (const error of body.errors!) {
      expect(error.message).toBe(drfErrorMessages.notAuthenticated);
      expect(error.extensions?.code).toBe('not_authenticated');
    }
    expect(body.errors!.map((e) => e.path?.[0]).sort()).toEqual(['me', 'notifications', 'preferences']);
  });

  it('a forged or expired token: token_not_valid, as the REST guard says', async () => {
    const forged = (await gql('{ me { email } }', { token: 'not.a.token' })).json() as GqlBody;
    expect(forged.data).toEqual({ me: null });
    expect(forged.errors?.[0]).toMatchObject({ message: drfErrorMessages.tokenNotValid, extensions: { code: 'token_not_valid' } });

    const { access_token } = await login(server.app, COLLECTOR);
    server.advance(10 * 60 * 1000); // past the 5-minute access-token lifetime
    const expired = await gql('{ me { email } }', { token: access_token });
    expect(expired.statusCode).toBe(200);
    expect((expired.json() as GqlBody).errors?.[0]?.extensions?.code).toBe('token_not_valid');
    expect((await json(server.app, 'GET', '/api/account/profile/', undefined, access_token)).statusCode).toBe(401);
  });
});

describe('POST /graphql: read-only and malformed requests', () => {
  it('rejects a mutation with 400 and a clear error (Accept: application/graphql-response+json, as GraphiQL sends)', async () => {
    const { access_token } = await login(server.app, COLLECTOR);
    const res = await gql('mutation { updateStatus(status: "hi") { status } }', { token: access_token });
    expect(res.statusCode).toBe(400);
    const body = res.json() as GqlBody;
    expect(body.data).toBeUndefined();
    expect(body.errors?.map((e) => e.message)).toContain(
      'This GraphQL API is read-only: only queries are allowed, not a mutation. Use the REST API to change data.',
    );
  });

  it('a malformed query or an unknown field is 400 with GraphQL errors (same Accept)', async () => {
    const res = await gql('{ rates { date ');
    expect(res.statusCode).toBe(400);
    const body = res.json() as GqlBody;
    expect(body.errors?.[0]?.message).toMatch(/^Syntax Error/);
    const unknown = await gql('{ nope }');
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as GqlBody).errors?.[0]?.message).toBe('Cannot query field "nope" on type "Query".');
  });

  // GraphQL over HTTP: under the legacy application/json media type (also what yoga picks for no
  // Accept or */*, i.e. curl and fetch defaults) request errors keep status 200; the body still says why.
  it('Accept: application/json, */* or none: the same errors with status 200 (GraphQL over HTTP)', async () => {
    for (const accept of ['application/json', '*/*']) {
      const res = await gql('mutation { x }', { accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect((res.json() as GqlBody).errors?.[0]?.extensions?.code).toBe('READ_ONLY');
    }
    const none = await server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: '{ rates { date ' } });
    expect(none.statusCode).toBe(200);
    expect((none.json() as GqlBody).errors?.[0]?.message).toMatch(/^Syntax Error/);
  });

  it('a body that is not JSON is the demo API’s usual 400/415, not a 500', async () => {
    const bad = await server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query": ' });
    expect(bad.statusCode).toBe(400);
    const text = await server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'text/plain' }, payload: '{ rates { date } }' });
    expect(text.statusCode).toBe(415);
  });

  it('GET runs a query from the query string', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ rates { date } }')}`, headers: { accept: GRAPHQL_RESPONSE } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { rates: { date: '2026-04-13' } } });
  });
});

describe('GET /graphql in a browser', () => {
  it('answers GraphiQL (HTML) with the demo pages’ framing headers', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('GraphiQL');
    expect(res.body).toContain('<title>Figure Shop GraphQL (read-only)</title>');
    // Works offline: every asset is inlined, nothing is fetched from a CDN.
    expect(res.body).not.toMatch(/<script[^>]+src=["']https?:/);
    expect(res.body).not.toContain('unpkg.com');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('CORS stays the demo API’s: an allowed origin is echoed, another is not', async () => {
    const allowed = await server.app.inject({ method: 'POST', url: '/graphql', headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' }, payload: { query: '{ rates { date } }' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const other = await server.app.inject({ method: 'POST', url: '/graphql', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: { query: '{ rates { date } }' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
  });
});
