import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, collectionShareSchema, figuresListResponseSchema, sharedCollectionResponseSchema } from '@shared/api';
import { json, registerAccount, startServer, type TestServer } from '../helpers';

// Sharing a collection (src/demo-api/collection/share-routes.ts; docs/product-rules.md §Collection 7):
// private by default, an unguessable read-only address, revocable; the shared page shows no e-mail
// and no prices paid, and adult figures as the visitor's own settings allow.

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startServer({ catalogueSize: 300 });
  // An account of the test's own: the seeded collector already has orders.
  token = (await registerAccount(server.app, { email: 'sharer@figureshop.test', username: 'sharer', password: 'a-long-sharing-password' })).access_token;
}, 30_000);
afterEach(async () => {
  await server.close();
});

const share = async (method: 'GET' | 'POST' | 'DELETE', as = token) => json(server.app, method, apiPaths.collectionShare, undefined, as);
const visit = (shareToken: string, query = '', as?: string) => json(server.app, 'GET', `${apiPaths.sharedCollection(shareToken)}${query}`, undefined, as);
async function firstSlugs(query: string, n: number): Promise<string[]> {
  const res = await json(server.app, 'GET', `/api/figures/?page_size=${n}&${query}`);
  return figuresListResponseSchema.parse(res.json()).results.map((figure) => figure.slug);
}

describe('sharing a collection', () => {
  it('is private by default; a link shows the owner’s name and figures with states, never the e-mail or what was paid', async () => {
    expect(collectionShareSchema.parse((await share('GET')).json())).toEqual({ token: null });
    const [owned, wished] = await firstSlugs('adult=false', 2);
    expect((await json(server.app, 'PUT', apiPaths.collectionOwned(owned!), { price_paid: { amount: 12345.67, currency: 'EUR' }, shop: 'Secret Shop', note: 'Private note' }, token)).statusCode).toBe(201);
    expect((await json(server.app, 'POST', apiPaths.wishlist, { slug: wished }, token)).statusCode).toBe(201);

    const created = await share('POST');
    expect(created.statusCode).toBe(201);
    const link = collectionShareSchema.parse(created.json()).token!;
    expect(link).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(collectionShareSchema.parse((await share('GET')).json())).toEqual({ token: link });

    // Anyone, signed out or not.
    const res = await visit(link);
    expect(res.statusCode).toBe(200);
    const page = sharedCollectionResponseSchema.parse(res.json());
    expect(page.owner).toBe('sharer');
    expect(page.counts).toEqual({ owned: 1, ordered: 0, wished: 1 });
    expect(page.results.map((item) => [item.slug, item.state])).toEqual(
      expect.arrayContaining([
        [owned, 'owned'],
        [wished, 'wished'],
      ]),
    );
    for (const secret of ['sharer@figureshop.test', '12345.67', 'Secret Shop', 'Private note', 'price_paid', 'since']) expect(res.body).not.toContain(secret);
    expect((await visit(link, '?state=owned')).json()).toMatchObject({ count: 1 });
  });

  it('a new link revokes the old one (404), going private revokes it too; another user’s collection has no address to guess', async () => {
    const first = collectionShareSchema.parse((await share('POST')).json()).token!;
    const second = collectionShareSchema.parse((await share('POST')).json()).token!;
    expect(second).not.toBe(first);
    expect((await visit(first)).statusCode).toBe(404);
    expect((await visit(second)).statusCode).toBe(200);
    expect((await share('DELETE')).statusCode).toBe(204);
    expect((await visit(second)).statusCode).toBe(404);
    for (const bad of ['x', 'A'.repeat(24), '../../account/profile', '%00'.repeat(8)]) expect((await visit(bad)).statusCode).toBe(404);
    expect((await json(server.app, 'POST', apiPaths.collectionShare)).statusCode).toBe(401);
  });

  it('adult figures follow the visitor’s settings, not the owner’s', async () => {
    expect((await json(server.app, 'PATCH', '/api/account/preferences/content/', { show_nsfw: true }, token)).statusCode).toBe(200);
    const [adult] = await firstSlugs('adult=only', 1);
    expect((await json(server.app, 'PUT', apiPaths.collectionOwned(adult!), {}, token)).statusCode).toBe(201);
    const link = collectionShareSchema.parse((await share('POST')).json()).token!;

    // A visitor who did not ask for adult figures: hidden, and counted as hidden.
    expect((await visit(link)).json()).toMatchObject({ count: 0, hidden: 1, results: [] });
    // An anonymous visitor who asks (their own age gate), sees it.
    expect((await visit(link, '?adult=true')).json()).toMatchObject({ count: 1, hidden: 0 });
    // A signed-in visitor whose show_nsfw is off does not, whatever they ask.
    const visitor = (await registerAccount(server.app, { email: 'visitor@figureshop.test', username: 'visitor', password: 'a-long-visitor-password' })).access_token;
    expect((await visit(link, '?adult=true', visitor)).json()).toMatchObject({ count: 0, hidden: 1 });
  });
});
