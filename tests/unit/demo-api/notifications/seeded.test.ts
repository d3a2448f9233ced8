import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../../src/demo-api/accounts/users';
import { createNotification } from '../../../../src/demo-api/notifications/repository';
import { openDatabase, queryAll, type Database } from '../../../../src/demo-api/storage/db';
import { migrate } from '../../../../src/demo-api/storage/migrations';
import { seed, seededNotificationFixes, seedSteps } from '../../../../src/demo-api/storage/seed';

// The demo's seeded notifications claim nothing that did not happen (docs/product-rules.md §Demo 5):
// no order (the demo has none of its own), no makers "you follow" (there is no following).

const NOW = '2026-04-13T09:00:00.000Z';
/** The seed steps a database seeded before the fix ran (every step but the last one). */
const stepsBefore = seedSteps.slice(0, seedSteps.findIndex((step) => step.name === 'notifications-without-invented-orders'));

let dir: string;
let db: Database;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'figure-shop-seeded-notifications-'));
  db = await openDatabase(dir);
  await migrate(db);
});
afterEach(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

const rows = async (): Promise<Array<Record<string, unknown>>> => (await queryAll(db, 'SELECT title, body, kind, target FROM notifications ORDER BY id')).map((row) => ({ ...row }));
/** What the old seed invented: an order (#1042) that never existed, and makers the collector "follows". */
const invented = (row: Record<string, unknown>) => /Order #1042|warehouse|follow/i.test(String(row.body));

describe('seeded notifications', () => {
  it('a fresh seed has no invented order or follow; the weekly news says what is true and opens the newest figures', async () => {
    await seed(db, NOW, seedSteps.map((step) => (step.name === 'catalogue' ? { ...step, apply: async () => undefined } : step)));
    const all = await rows();
    expect(all.filter(invented)).toEqual([]);
    const news = all.filter((row) => String(row.title).startsWith('Weekly figure news #'));
    expect(news.length).toBeGreaterThan(10);
    for (const row of news) expect(row).toMatchObject({ body: seededNotificationFixes.filler.after, target: JSON.stringify({ type: 'page', path: '/figures?ordering=-created' }) });
  });

  it('a database seeded before loses the invented order and its filler is reworded; a real order notification with the same title stays', async () => {
    await seed(db, NOW, stepsBefore.filter((step) => step.name !== 'catalogue'));
    expect((await rows()).filter(invented).length).toBeGreaterThan(1);
    const collector = (await findUserByEmail(db, 'collector@figureshop.test'))!;
    await createNotification(db, { userId: collector.id, title: 'Your order has shipped', body: 'Order #7 is on its way.', kind: 'order', createdAt: NOW, read: false });

    expect(await seed(db, NOW, seedSteps.filter((step) => step.name !== 'catalogue'))).toContain('notifications-without-invented-orders');
    const all = await rows();
    expect(all.filter(invented)).toEqual([]);
    expect(all).toContainEqual({ title: 'Your order has shipped', body: 'Order #7 is on its way.', kind: 'order', target: null });
    expect(all.filter((row) => row.body === seededNotificationFixes.filler.after).length).toBeGreaterThan(10);
  });

  it('every seeded notification carries what the app words it from, also in a database seeded before', async () => {
    await seed(db, NOW, stepsBefore.filter((step) => step.name !== 'catalogue'));
    expect(await seed(db, NOW, seedSteps.filter((step) => step.name !== 'catalogue'))).toContain('notification-words');
    const all = (await queryAll(db, 'SELECT title, kind, figure_name, params FROM notifications ORDER BY id')).map((row) => ({ ...row }));
    expect(all.filter((row) => row.params === null)).toEqual([]);
    expect(all).toContainEqual({ title: 'Weekly figure news #19', kind: 'info', figure_name: null, params: JSON.stringify({ message: 'weekly_news', issue: 19 }) });
    expect(all).toContainEqual({ title: 'Back in stock: Nendoroid Hatsune Miku', kind: 'back_in_stock', figure_name: 'Nendoroid Hatsune Miku', params: '{}' });
    expect(all).toContainEqual({ title: '3 reviews wait for moderation', kind: 'moderation', figure_name: null, params: JSON.stringify({ message: 'reviews_waiting' }) });
  });
});
