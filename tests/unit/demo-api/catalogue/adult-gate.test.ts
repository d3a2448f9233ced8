/**
 * Who is shown adult figures (adult-gate.ts): an anonymous visitor who asks; a signed-in user only
 * while their stored content.show_nsfw is on, whatever `adult` says, on REST and GraphQL alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueErrorCodes, catalogueMessages, figuresListResponseSchema, seriesListResponseSchema, type FiguresListResponse } from '@shared/api';
import { COLLECTOR, MODERATOR, json, login, startServer, type TestServer } from '../helpers';

const ADULT_HIDDEN = { detail: catalogueMessages.adultHidden, code: catalogueErrorCodes.adultHidden };

// One server for the file; each test that changes a preference puts it back.
let server: TestServer;
let adultSlug: string;
beforeAll(async () => {
  server = await startServer({ catalogueSize: 300 });
  adultSlug = (await list('?adult=only&page_size=1')).results[0]!.slug;
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** A fresh access token (the test clock never moves here, so it stays valid). */
const tokenOf = async (account: typeof COLLECTOR) => (await login(server.app, account)).access_token;
async function list(query: string, token?: string): Promise<FiguresListResponse> {
  const res = await json(server.app, 'GET', `/api/figures/${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return figuresListResponseSchema.parse(res.json());
}
const detail = (slug: string, query: string, token?: string) => json(server.app, 'GET', `/api/figures/${slug}/${query}`, undefined, token);
const showNsfw = async (token: string, on: boolean) => {
  const res = await json(server.app, 'PATCH', '/api/account/preferences/content/', { show_nsfw: on }, token);
  expect(res.statusCode, res.body).toBe(200);
};
async function gql(query: string, token?: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ query }),
  });
  return res.json() as { data?: Record<string, { count?: number; results?: Array<{ adult: boolean }>; slug?: string } | null> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

describe('an anonymous visitor (their age gate is their own browser-kept preference)', () => {
  it('gets adult figures when asking, on the list, the detail and GraphQL', async () => {
    expect((await list('?adult=only')).count).toBeGreaterThan(0);
    expect((await detail(adultSlug, '?adult=true')).statusCode).toBe(200);
    const body = await gql(`{ figures(adult: "only") { count } figure(slug: "${adultSlug}", adult: true) { slug } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data!.figures!.count).toBeGreaterThan(0);
    expect(body.data!.figure).toEqual({ slug: adultSlug });
  });
});

describe('a signed-in user with show_nsfw off (the collector)', () => {
  it('list: adult=true / only answer as if absent, also when the same URL was cached for a visitor; a bad value is still a 400', async () => {
    const collector = await tokenOf(COLLECTOR);
    const absent = await list('?page_size=10');
    // A visitor's answer for these URLs is cached first: the collector must not be served it.
    expect((await list('?adult=true&page_size=10')).results.some((f) => f.adult)).toBe(true);
    for (const query of ['?adult=true&page_size=10', '?adult=only&page_size=10', '?adult=false&adult=true&page_size=10']) {
      const answer = await list(query, collector);
      expect(answer.results.some((f) => f.adult), query).toBe(false);
      expect(answer, query).toEqual(absent);
    }
    expect(absent.next).toBe('http://localhost/api/figures/?page_size=10&page=2');
    const bad = await json(server.app, 'GET', '/api/figures/?adult=yes', undefined, collector);
    expect(bad.statusCode).toBe(400);
    // The visitor's cached answer is still theirs.
    expect((await list('?adult=only&page_size=10')).results.every((f) => f.adult)).toBe(true);
  });

  it('detail: adult=true is the 403 adult_hidden; the series index counts no adult figures', async () => {
    const collector = await tokenOf(COLLECTOR);
    for (const query of ['?adult=true', '?adult=only']) {
      const res = await detail(adultSlug, query, collector);
      expect(res.statusCode, query).toBe(403);
      expect(res.json()).toEqual(ADULT_HIDDEN);
    }
    const series = async (query: string, token?: string) => seriesListResponseSchema.parse((await json(server.app, 'GET', `/api/series/${query}`, undefined, token)).json()).results;
    expect(await series('?adult=true&page_size=100', collector)).toEqual(await series('?page_size=100'));
    expect(await series('?adult=true&page_size=100')).not.toEqual(await series('?page_size=100'));
  });

  it('GraphQL with the bearer token: figures as if adult were absent, figure is adult_hidden', async () => {
    const collector = await tokenOf(COLLECTOR);
    const body = await gql(`{ figures(adult: "only", pageSize: 5) { count results { adult } } }`, collector);
    expect(body.errors).toBeUndefined();
    expect(body.data!.figures!.results!.every((f) => !f.adult)).toBe(true);
    expect(body.data!.figures!.count).toBe((await list('')).count);
    const one = await gql(`{ figure(slug: "${adultSlug}", adult: true) { slug } }`, collector);
    expect(one.data!.figure).toBeNull();
    expect(one.errors).toEqual([expect.objectContaining({ message: catalogueMessages.adultHidden, extensions: expect.objectContaining({ code: 'adult_hidden' }) })]);
  });

  it('turning show_nsfw on lets adult=true through at once; off again hides it again', async () => {
    const collector = await tokenOf(COLLECTOR);
    await showNsfw(collector, true);
    try {
      expect((await list('?adult=only', collector)).count).toBeGreaterThan(0);
      expect((await detail(adultSlug, '?adult=true', collector)).statusCode).toBe(200);
    } finally {
      await showNsfw(collector, false);
    }
    expect((await detail(adultSlug, '?adult=true', collector)).statusCode).toBe(403);
  });
});

describe('a signed-in user with show_nsfw on (the moderator), as the renderer asks', () => {
  it('gets adult figures with adult=true, on REST and GraphQL', async () => {
    const moderator = await tokenOf(MODERATOR);
    expect((await list('?adult=true&page_size=100', moderator)).results.some((f) => f.adult)).toBe(true);
    expect((await detail(adultSlug, '?adult=true', moderator)).statusCode).toBe(200);
    // Without adult=true, hidden as for anyone.
    expect((await detail(adultSlug, '', moderator)).json()).toEqual(ADULT_HIDDEN);
    const body = await gql(`{ figure(slug: "${adultSlug}", adult: true) { slug } }`, moderator);
    expect(body.data!.figure).toEqual({ slug: adultSlug });
  });
});

describe('a bearer token that does not verify', () => {
  it('is 401 token_not_valid on the public catalogue (as on DRF), not a silent anonymous answer', async () => {
    const forged = `${(await tokenOf(COLLECTOR)).slice(0, -4)}AAAA`;
    for (const url of ['/api/figures/?adult=true', `/api/figures/${adultSlug}/?adult=true`, '/api/series/?adult=true']) {
      const res = await json(server.app, 'GET', url, undefined, forged);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ code: 'token_not_valid' });
    }
  });
});
