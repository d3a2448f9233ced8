import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { figureDetailSchema, figureModerationResponseSchema, figuresListResponseSchema } from '@shared/api';
import { catalogueSeedStep } from '../../../../src/demo-api/catalogue/seed';
import { POPULAR_FROM, commerceInputsOf, drawnFigure, figureCommerce, generateFigure, generatedAllocation, productLines, type FigureCommerce } from '../../../../src/demo-api/catalogue/seed-data';
import { openDatabase, queryAll, type Database } from '../../../../src/demo-api/storage/db';
import { migrate, migrations } from '../../../../src/demo-api/storage/migrations';
import { MODERATOR, json, login, startServer } from '../helpers';

// The figures' shop fields (docs/product-rules.md §Cart 2): max_per_order, allocation, weight_g and
// the box, from a seeded stream of their own, written by the seed, backfilled by migration 8.

const COMMERCE = 'id, max_per_order, allocation, weight_g, box_w_mm, box_h_mm, box_d_mm';
const generated = (id: number): FigureCommerce & { id: number } => ({ id, ...figureCommerce(commerceInputsOf(generateFigure(id))) });

describe('the shop fields of the seeded figures', () => {
  it('leave every other seeded field exactly as before (the hash of all 20,000 figures as drawn before they existed; dates as drawn, before the seeding day moves them)', () => {
    const figures = Array.from({ length: 20_000 }, (_, i) => drawnFigure(i + 1));
    expect(createHash('sha256').update(JSON.stringify(figures)).digest('hex')).toBe('51f26a1ed16c1eb98abf87cda414a6a22db1115ef64abff0d24de74bc7bf6cc4');
  }, 60_000);

  it('fit their rules: 1–3 per order for popular figures, else 5 or 10; an allocation on pre-orders only, some small; a boxed weight and a box larger than the figure', () => {
    let popular = 0;
    let small = 0;
    for (let id = 1; id <= 3000; id += 1) {
      const figure = generateFigure(id);
      const shop = figureCommerce(commerceInputsOf(figure));
      if (figure.popularity >= POPULAR_FROM) {
        popular += 1;
        expect(shop.max_per_order).toBeGreaterThanOrEqual(1);
        expect(shop.max_per_order).toBeLessThanOrEqual(3);
      } else expect([5, 10]).toContain(shop.max_per_order);
      expect(shop.allocation !== null).toBe(figure.status === 'preorder');
      if (shop.allocation !== null) {
        expect(shop.allocation).toBe(generatedAllocation(id));
        expect((shop.allocation >= 3 && shop.allocation <= 8) || (shop.allocation >= 20 && shop.allocation <= 300)).toBe(true);
        if (shop.allocation <= 8) small += 1;
      }
      expect(shop.box_h_mm).toBeGreaterThan(figure.height_mm);
      expect(Math.min(shop.box_w_mm, shop.box_d_mm)).toBeGreaterThan(30);
      expect(shop.weight_g).toBeGreaterThanOrEqual(100);
      expect(shop.weight_g).toBeLessThanOrEqual(3_000);
    }
    expect(popular / 3000).toBeGreaterThan(0.1);
    expect(popular / 3000).toBeLessThan(0.2);
    expect(small).toBeGreaterThan(0);
  }, 30_000);

  it('weigh as their line and scale do: a Nendoroid about 300 g, a 1/4 scale figure about 2.5 kg, a plush about 250 g', () => {
    const line = (slug: string) => productLines.find((l) => l.slug === slug)!.id;
    const sample = Array.from({ length: 5000 }, (_, i) => generateFigure(i + 1));
    const average = (pick: (f: ReturnType<typeof generateFigure>) => boolean) => {
      const weights = sample.filter(pick).map((f) => figureCommerce(commerceInputsOf(f)).weight_g);
      return weights.reduce((a, b) => a + b, 0) / weights.length;
    };
    expect(average((f) => f.line_id === line('nendoroid'))).toBeCloseTo(300, -2);
    expect(average((f) => f.scale === '1/4' && f.line_id === line('scale-figure'))).toBeGreaterThan(2_000);
    expect(average((f) => f.line_id === line('plush'))).toBeCloseTo(250, -2);
  }, 30_000);
});

describe('migration 8 and the seed', () => {
  let dir: string;
  let fresh: Database;
  let old: Database;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'figure-shop-commerce-'));
    fresh = await openDatabase(join(dir, 'fresh'));
    old = await openDatabase(join(dir, 'old'));
  });
  afterEach(async () => {
    fresh.close();
    old.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('a fresh database gets the fields from the seed; an old one, upgraded, gets the same from the backfill (by the status it has now)', async () => {
    await migrate(fresh);
    await catalogueSeedStep(300).apply(fresh, '2026-04-13T09:00:00.000Z');
    const seeded = await queryAll(fresh, `SELECT ${COMMERCE} FROM figures ORDER BY id`);
    expect(seeded.map((row) => ({ ...row }))).toEqual(Array.from({ length: 300 }, (_, i) => generated(i + 1)));

    // The same catalogue written before version 8, as that seed wrote it: the columns it knew.
    await migrate(old, undefined, migrations.filter((m) => m.version < 8));
    const columns = (await queryAll(old, 'PRAGMA table_info(figures)')).map((row) => String(row.name)).join(', ');
    await old.execute({ sql: 'ATTACH DATABASE ? AS src', args: [join(dir, 'fresh', 'demo.db')] });
    for (const table of ['manufacturers', 'product_lines', 'series', 'characters']) await old.execute(`INSERT INTO ${table} SELECT * FROM src.${table}`);
    await old.execute(`INSERT INTO figures (${columns}) SELECT ${columns} FROM src.figures`);
    await old.execute('DETACH DATABASE src');
    // Moderators changed two figures before the upgrade: a pre-order sold out, a sold-out figure reopened.
    const closed = Number((await queryAll(old, "SELECT id FROM figures WHERE status = 'preorder' ORDER BY id LIMIT 1"))[0]!.id);
    const reopened = Number((await queryAll(old, "SELECT id FROM figures WHERE status = 'sold_out' ORDER BY id LIMIT 1"))[0]!.id);
    await old.execute({ sql: "UPDATE figures SET status = 'sold_out', preorder_closes_at = NULL WHERE id = ?", args: [closed] });
    await old.execute({ sql: "UPDATE figures SET status = 'preorder', preorder_closes_at = '2026-09-30' WHERE id = ?", args: [reopened] });

    expect(await migrate(old)).toEqual(migrations.filter((m) => m.version >= 8).map((m) => m.version));
    const upgraded = (await queryAll(old, `SELECT ${COMMERCE} FROM figures ORDER BY id`)).map((row) => ({ ...row }));
    const expected = Array.from({ length: 300 }, (_, i) => generated(i + 1));
    expected[closed - 1] = { ...expected[closed - 1]!, allocation: null };
    expected[reopened - 1] = { ...expected[reopened - 1]!, allocation: generatedAllocation(reopened) };
    expect(upgraded).toEqual(expected);
  });
});

describe('the shop fields in the API', () => {
  it('cards carry allocation and max_per_order, the detail weight_g and box_mm; a moderator reopening a pre-order gives it its generated allocation, leaving pre-order clears it', async () => {
    const server = await startServer({ catalogueSize: 300 });
    const db = await openDatabase(server.dataDir);
    try {
      const cards = figuresListResponseSchema.parse((await json(server.app, 'GET', '/api/figures/?adult=true&page_size=100')).json()).results;
      const rows = new Map((await queryAll(db, `SELECT slug, ${COMMERCE} FROM figures`)).map((row) => [String(row.slug), row]));
      for (const card of cards) expect([card.allocation, card.max_per_order]).toEqual([rows.get(card.slug)!.allocation, rows.get(card.slug)!.max_per_order]);
      const [card] = cards;
      const detail = figureDetailSchema.parse((await json(server.app, 'GET', `/api/figures/${card!.slug}/?adult=true`)).json());
      const row = rows.get(card!.slug)!;
      expect([detail.weight_g, detail.box_mm]).toEqual([row.weight_g, { width: row.box_w_mm, height: row.box_h_mm, depth: row.box_d_mm }]);

      const moderator = (await login(server.app, MODERATOR)).access_token;
      const soldOut = (await queryAll(db, "SELECT id, slug FROM figures WHERE status = 'sold_out' ORDER BY id LIMIT 1"))[0]!;
      const patch = async (body: unknown) => {
        const res = await json(server.app, 'PATCH', `/api/moderation/figures/${String(soldOut.slug)}/`, body, moderator);
        expect(res.statusCode, res.body).toBe(200);
        return figureModerationResponseSchema.parse(res.json()).figure;
      };
      expect((await patch({ status: 'preorder', preorder_closes_at: '2026-06-30' })).allocation).toBe(generatedAllocation(Number(soldOut.id)));
      await db.execute({ sql: 'UPDATE figures SET allocation = 2 WHERE id = ?', args: [Number(soldOut.id)] }); // units reserved since
      expect((await patch({ price: 1_000 })).allocation).toBe(2); // staying a pre-order keeps what is left
      expect((await patch({ status: 'in_stock', stock: 4 })).allocation).toBeNull();
    } finally {
      db.close();
      await server.close();
    }
  }, 30_000);
});
