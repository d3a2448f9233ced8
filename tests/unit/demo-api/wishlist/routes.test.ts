import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  WISHLIST_MAX_ITEMS,
  catalogueErrorCodes,
  catalogueMessages,
  figuresListResponseSchema,
  wishlistListResponseSchema,
  wishlistMessages,
  type FigureCard,
} from '@shared/api';
import { COLLECTOR, MODERATOR, json, login, startServer, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startServer({ catalogueSize: 600 });
  token = (await login(server.app, COLLECTOR)).access_token;
}, 30_000);
afterEach(async () => {
  await server.close();
});

/** Figures of the catalogue list (`query` e.g. "adult=only"), up to 100. */
async function figures(query: string, pageSize = 100): Promise<FigureCard[]> {
  const res = await json(server.app, 'GET', `/api/figures/?page_size=${pageSize}&${query}`);
  return figuresListResponseSchema.parse(res.json()).results;
}
async function allSlugs(): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; page <= 6; page += 1) slugs.push(...(await figures(`adult=true&ordering=release&page=${page}`)).map((f) => f.slug));
  return slugs;
}
/** Sets the signed-in user's content.show_nsfw (the collector's is off as seeded). */
const showNsfw = async (on: boolean, as = token) => {
  const res = await json(server.app, 'PATCH', '/api/account/preferences/content/', { show_nsfw: on }, as);
  expect(res.statusCode, res.body).toBe(200);
};
const list = async (query = '', as = token) => {
  const res = await json(server.app, 'GET', `/api/account/wishlist/${query}`, undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return wishlistListResponseSchema.parse(res.json());
};

describe('wishlist', () => {
  it('needs a signed-in user', async () => {
    expect((await json(server.app, 'GET', '/api/account/wishlist/')).statusCode).toBe(401);
    expect((await json(server.app, 'POST', '/api/account/wishlist/', { slug: 'x' })).statusCode).toBe(401);
    expect((await json(server.app, 'POST', '/api/account/wishlist/merge/', { slugs: [] })).statusCode).toBe(401);
  });

  it('adds idempotently (201 then 200), lists cards newest first, removes', async () => {
    const [a, b] = await figures('adult=false', 2);
    const first = await json(server.app, 'POST', '/api/account/wishlist/', { slug: a!.slug }, token);
    expect(first.statusCode).toBe(201);
    server.advance(1000);
    const again = await json(server.app, 'POST', '/api/account/wishlist/', { slug: a!.slug }, token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    server.advance(1000);
    expect((await json(server.app, 'POST', '/api/account/wishlist/', { slug: b!.slug }, token)).statusCode).toBe(201);
    const page = await list();
    expect(page).toMatchObject({ count: 2, next: null, previous: null, hidden: 0, slugs: [b!.slug, a!.slug] });
    expect(page.results.map((r) => r.slug)).toEqual([b!.slug, a!.slug]);
    expect(page.results[1]).toMatchObject({ ...a, added_at: first.json().added_at });
    // Someone else's list is their own.
    expect((await list('', (await login(server.app, MODERATOR)).access_token)).count).toBe(0);

    const removed = await json(server.app, 'DELETE', `/api/account/wishlist/${b!.slug}/`, undefined, token);
    expect(removed.statusCode).toBe(204);
    expect((await json(server.app, 'DELETE', `/api/account/wishlist/${b!.slug}/`, undefined, token)).statusCode).toBe(204);
    expect((await list()).slugs).toEqual([a!.slug]);
  });

  it('unknown figure: 404 in DRF shape on add and remove; a malformed slug is a 400 field error on add', async () => {
    const add = await json(server.app, 'POST', '/api/account/wishlist/', { slug: 'no-such-figure-999999' }, token);
    expect(add.statusCode).toBe(404);
    expect(add.json()).toEqual({ detail: 'Not found.' });
    expect((await json(server.app, 'DELETE', '/api/account/wishlist/no-such-figure/', undefined, token)).json()).toEqual({ detail: 'Not found.' });
    const bad = await json(server.app, 'POST', '/api/account/wishlist/', { slug: '<script>' }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ slug: [wishlistMessages.invalidSlug] });
    expect((await json(server.app, 'POST', '/api/account/wishlist/', {}, token)).json()).toEqual({ slug: ['This field is required.'] });
    expect((await list()).count).toBe(0);
  });

  it('leaves adult figures out unless adult=true, and says how many it hides', async () => {
    const [adult] = await figures('adult=only', 1);
    const [safe] = await figures('adult=false', 1);
    await showNsfw(true);
    for (const f of [adult!, safe!]) expect((await json(server.app, 'POST', '/api/account/wishlist/', { slug: f.slug }, token)).statusCode).toBe(201);
    const hidden = await list();
    expect(hidden).toMatchObject({ count: 1, hidden: 1, slugs: [safe!.slug] });
    const shown = await list('?adult=true');
    expect(shown).toMatchObject({ count: 2, hidden: 0 });
    expect((await list('?adult=only')).slugs).toEqual([adult!.slug]);
    expect((await json(server.app, 'GET', '/api/account/wishlist/?adult=yes', undefined, token)).statusCode).toBe(400);
    expect((await json(server.app, 'GET', '/api/account/wishlist/?page=2', undefined, token)).json()).toEqual({ detail: 'Invalid page.' });
  });

  it('merges the device list at sign-in: union, unknown slugs reported, nothing lost', async () => {
    const [a, b, c] = await figures('adult=false', 3);
    await json(server.app, 'POST', '/api/account/wishlist/', { slug: a!.slug }, token);
    const res = await json(server.app, 'POST', '/api/account/wishlist/merge/', { slugs: [b!.slug, a!.slug, 'gone-figure-1', c!.slug, b!.slug] }, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.added).toEqual([b!.slug, c!.slug]);
    expect(body.unknown).toEqual(['gone-figure-1']);
    expect([...body.slugs].sort()).toEqual([a!.slug, b!.slug, c!.slug].sort());
    expect((await list()).count).toBe(3);
  });

  it(`refuses a merge of 10,000 slugs and a union over ${WISHLIST_MAX_ITEMS} (400, nothing changed); a full list refuses one more`, async () => {
    await showNsfw(true); // the slugs include adult figures
    const slugs = await allSlugs();
    expect(slugs.length).toBe(600);
    await json(server.app, 'POST', '/api/account/wishlist/', { slug: slugs[0] }, token);

    const huge = await json(server.app, 'POST', '/api/account/wishlist/merge/', { slugs: Array.from({ length: 10_000 }, (_, i) => `figure-${i}`) }, token);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ slugs: [wishlistMessages.tooManySlugs] });
    expect((await list('?adult=true')).count).toBe(1);

    // 500 new + the 1 already there = 501: refused whole.
    const over = await json(server.app, 'POST', '/api/account/wishlist/merge/', { slugs: slugs.slice(1, 501) }, token);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ slugs: [wishlistMessages.full] });
    expect((await list('?adult=true')).count).toBe(1);

    const fill = await json(server.app, 'POST', '/api/account/wishlist/merge/', { slugs: slugs.slice(1, 500) }, token);
    expect(fill.statusCode).toBe(200);
    expect((await list('?adult=true')).count).toBe(WISHLIST_MAX_ITEMS);
    const one = await json(server.app, 'POST', '/api/account/wishlist/', { slug: slugs[550] }, token);
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({ slug: [wishlistMessages.full] });
    // Re-adding a wished one is still fine at the cap.
    expect((await json(server.app, 'POST', '/api/account/wishlist/', { slug: slugs[0] }, token)).statusCode).toBe(200);
    expect((await json(server.app, 'POST', '/api/account/wishlist/merge/', { slugs: 'x' }, token)).statusCode).toBe(400);
  });

  describe('adult figures with show_nsfw off (the stored preference governs, whatever the request says)', () => {
    it('adding one is 403 adult_hidden and adds nothing; with show_nsfw on it is added', async () => {
      const [adult] = await figures('adult=only', 1);
      const refused = await json(server.app, 'POST', '/api/account/wishlist/', { slug: adult!.slug }, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: catalogueMessages.adultHidden, code: catalogueErrorCodes.adultHidden });
      expect(await list('?adult=true')).toMatchObject({ count: 0, hidden: 0, slugs: [] });

      await showNsfw(true);
      expect((await json(server.app, 'POST', '/api/account/wishlist/', { slug: adult!.slug }, token)).statusCode).toBe(201);
      // Off again: the wished adult figure stays, but adult=true no longer shows it.
      await showNsfw(false);
      expect(await list('?adult=true')).toMatchObject({ count: 0, hidden: 1, slugs: [] });
      expect((await json(server.app, 'POST', '/api/account/wishlist/', { slug: adult!.slug }, token)).statusCode).toBe(403);
      // Removing it is always allowed.
      expect((await json(server.app, 'DELETE', `/api/account/wishlist/${adult!.slug}/`, undefined, token)).statusCode).toBe(204);
      expect((await list()).hidden).toBe(0);
    });

    it('a merge naming one is 403 adult_hidden and adds nothing, not even the others', async () => {
      const [adult] = await figures('adult=only', 1);
      const [a, b] = await figures('adult=false', 2);
      await json(server.app, 'POST', '/api/account/wishlist/', { slug: a!.slug }, token);
      const refused = await json(server.app, 'POST', '/api/account/wishlist/merge/', { slugs: [b!.slug, adult!.slug] }, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: catalogueMessages.adultHidden, code: catalogueErrorCodes.adultHidden });
      await showNsfw(true);
      expect((await list('?adult=true')).slugs).toEqual([a!.slug]);
      // With show_nsfw on, the same merge goes through.
      const merged = await json(server.app, 'POST', '/api/account/wishlist/merge/', { slugs: [b!.slug, adult!.slug] }, token);
      expect(merged.statusCode, merged.body).toBe(200);
      expect(merged.json().added).toEqual([b!.slug, adult!.slug]);
    });
  });
});
