import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresListResponseSchema, type FigureCard } from '@shared/api';
import { json, startServer, type TestServer } from '../helpers';

// Home's "Pre-orders closing soon" shelf (docs/product-rules.md §Catalogue 3, 12): status=preorder&ordering=closing
// lists the open pre-orders (closing date today or later, UTC, by the API's clock) soonest first, ahead of every closed one.

const DAY_MS = 86_400_000;
const SHELF = '/api/figures/?adult=false&status=preorder&ordering=closing&page_size=6';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ catalogueSize: 1500 }); // seeded on the test clock's day, 2026-04-13
}, 60_000);
afterAll(async () => {
  await server.close();
});

const list = async (url: string) => {
  const res = await json(server.app, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return figuresListResponseSchema.parse(res.json());
};
/** Every pre-order in `closing` order, page by page. */
const allPreorders = async () => {
  const cards: FigureCard[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list(`/api/figures/?adult=true&status=preorder&ordering=closing&page_size=100&page=${page}`);
    cards.push(...answer.results);
    if (answer.next === null) return cards;
  }
};
const closes = (cards: FigureCard[]) => cards.map((card) => card.preorder_closes_at!);
const ascending = (dates: string[]) => [...dates].sort();

describe('pre-orders closing soon', () => {
  it('on the seeding day: the 6 soonest closing, from that day on, in order', async () => {
    const shelf = await list(SHELF);
    expect(shelf.results).toHaveLength(6);
    expect(closes(shelf.results)).toEqual(ascending(closes(shelf.results)));
    expect(closes(shelf.results)[0]! >= '2026-04-13').toBe(true);
    expect(closes(shelf.results)[5]! <= '2026-04-19').toBe(true); // the seed has several closing within a week
  });

  it('days later: only open pre-orders, soonest first, every closed one after them (the answer follows the day, cached or not)', async () => {
    const before = await list(SHELF); // cached for the seeding day
    server.advance(10 * DAY_MS);
    const today = '2026-04-23';
    const shelf = await list(SHELF);
    expect(shelf.results).not.toEqual(before.results);
    for (const date of closes(shelf.results)) expect(date >= today).toBe(true);
    expect(closes(shelf.results)).toEqual(ascending(closes(shelf.results)));

    const every = await allPreorders();
    const open = every.filter((card) => card.preorder_closes_at! >= today);
    const closed = every.filter((card) => card.preorder_closes_at! < today);
    expect(closed.length).toBeGreaterThan(0);
    expect(every).toEqual([...open, ...closed]);
    expect(closes(open)).toEqual(ascending(closes(open)));
    expect(shelf.results.map((card) => card.slug)).toEqual(open.filter((card) => !card.adult).slice(0, 6).map((card) => card.slug));
  });
});
