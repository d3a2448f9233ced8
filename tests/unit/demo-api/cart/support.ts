/** The cart tests' harness: a demo API with a small catalogue, direct access to its database to stage figures, and cart calls parsed with the shared schemas. */
import type { Client, InValue } from '@libsql/client';
import { openDatabase } from '../../../../src/demo-api/storage/db';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { cartMergeResponseSchema, cartSchema, type Cart, type CartEntry, type CartMergeResponse, type FigureCurrency, type FigureStatus } from '@shared/api';
import { COLLECTOR, json, login, startServer, type TestServer } from '../helpers';

/** The test clock's day (helpers.ts starts it at 2026-04-13T09:00:00Z). */
export const TODAY = '2026-04-13';

/** The sale fields a test sets on a figure. */
export interface Stage {
  status?: FigureStatus;
  stock?: number | null;
  allocation?: number | null;
  preorder_closes_at?: string | null;
  max_per_order?: number;
  price?: number;
  currency?: FigureCurrency;
}

/** The default staging: in stock, 10 units, at most 5 per order, 10,000 JPY. */
const IN_STOCK: Stage = { status: 'in_stock', stock: 10, allocation: null, preorder_closes_at: null, max_per_order: 5, price: 10_000, currency: 'JPY' };

/** `n` slugs: a tuple when `n` is a literal, so each can be destructured. */
type Slugs<N extends number, T extends string[] = []> = number extends N ? string[] : T['length'] extends N ? T : Slugs<N, [...T, string]>;

export interface CartHarness {
  server: TestServer;
  db: Client;
  /** The collector's access token (show_nsfw off, as seeded). */
  token: string;
  /** Slugs of `n` non-adult figures, each staged in stock with 10 units, max_per_order 5 and price 10,000 JPY unless `stage` says otherwise. */
  figures<N extends number>(n: N, stage?: Stage): Promise<Slugs<N>>;
  /** An adult figure's slug, staged in stock. */
  adultFigure(): Promise<string>;
  stage(slug: string, fields: Stage): Promise<void>;
  close(): Promise<void>;
}

/** Starts a server with `catalogueSize` figures and signs the collector in. */
export async function cartHarness(catalogueSize = 200, options: Parameters<typeof startServer>[0] = {}): Promise<CartHarness> {
  const server = await startServer({ catalogueSize, ...options });
  // A connection of the test's own (with its write connection: the order hooks write through it).
  const db = await openDatabase(server.dataDir);
  const token = (await login(server.app, COLLECTOR)).access_token;
  const stage = async (slug: string, fields: Stage) => {
    const entries = Object.entries(fields) as Array<[keyof Stage, InValue]>;
    await db.execute({ sql: `UPDATE figures SET ${entries.map(([column]) => `${column} = ?`).join(', ')} WHERE slug = ?`, args: [...entries.map(([, value]) => value), slug] });
  };
  let used = 0;
  return {
    server,
    db,
    token,
    async figures(n, fields = {}) {
      const rows = await db.execute({ sql: 'SELECT slug FROM figures WHERE adult = 0 ORDER BY id LIMIT ? OFFSET ?', args: [n, used] });
      used += n;
      const slugs = rows.rows.map((row) => String(row.slug));
      if (slugs.length !== n) throw new Error(`the catalogue has fewer than ${used} figures`);
      for (const slug of slugs) await stage(slug, { ...IN_STOCK, ...fields });
      return slugs as Slugs<typeof n>;
    },
    async adultFigure() {
      const slug = String((await db.execute('SELECT slug FROM figures WHERE adult = 1 ORDER BY id LIMIT 1')).rows[0]!.slug);
      await stage(slug, IN_STOCK);
      return slug;
    },
    stage,
    async close() {
      db.close();
      await server.close();
    },
  };
}

/** The answer's cart, checked against the shared schema (every cart answer must parse). */
export function cartOf(res: LightMyRequestResponse, status = 200): Cart {
  expect(res.statusCode, res.body).toBe(status);
  return cartSchema.parse(res.json());
}

/** The merge answer, checked against the shared schema. */
export function mergeOf(res: LightMyRequestResponse): CartMergeResponse {
  expect(res.statusCode, res.body).toBe(200);
  return cartMergeResponseSchema.parse(res.json());
}

/** Cart calls of one signed-in user. */
export function cartCalls(h: CartHarness, token = h.token) {
  return {
    get: () => json(h.server.app, 'GET', '/api/account/cart/', undefined, token),
    add: (slug: unknown, quantity: unknown) => json(h.server.app, 'POST', '/api/account/cart/', { slug, quantity }, token),
    set: (slug: string, quantity: unknown) => json(h.server.app, 'PATCH', `/api/account/cart/${slug}/`, { quantity }, token),
    remove: (slug: string) => json(h.server.app, 'DELETE', `/api/account/cart/${slug}/`, undefined, token),
    merge: (lines: unknown) => json(h.server.app, 'POST', '/api/account/cart/merge/', { lines }, token),
  };
}

/** A device cart line: `quantity` of `slug`, added at `added_at` for `amount` JPY while in stock. */
export function entry(slug: string, quantity: number, added_at = '2026-04-12T09:00:00.000Z', amount = 10_000, added_status: FigureStatus = 'in_stock'): CartEntry {
  return { slug, quantity, added_price: { amount, currency: 'JPY' }, added_status, added_at };
}
