import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationMessages, moderationPaths } from '@shared/api';
import { json } from '../helpers';
import { doorHarness, eventually, type DoorHarness } from '../fulfilment/support';
import { PREORDER } from './support';

// A moved release month (src/demo-api/orders/release.ts announceReleaseMove, moderation/routes.ts;
// docs/product-rules.md §Fulfilment 1): the moderator moves a pre-order's month, it is logged, and
// every collector holding a reserved line of it is told on their order, which takes the new month.

let h: DoorHarness;
beforeAll(async () => {
  h = await doorHarness({ listen: false });
}, 60_000);
afterAll(async () => {
  await h.close();
});

const move = (slug: string, body: unknown, token = h.moderator) => json(h.server.app, 'PATCH', moderationPaths.figure(slug), body, token);

describe('a moved release month', { timeout: 60_000 }, () => {
  it('tells every holder once ("<figure> moved from A to B"), logs the change, and the order shows the new month', async () => {
    const [pre] = await h.figures(1, PREORDER);
    const { name } = await h.figure(pre);
    const fan = await h.newCollectorAccount('movefan');
    const mine = await h.order([[pre, 1]], 'move-mine');
    const theirs = await h.order([[pre, 1]], 'move-theirs', fan.token);
    const from = mine.lines[0]!.release_month!;
    const to = from === '2030-12' ? '2031-01' : '2030-12';

    const answer = await move(pre, { release: to });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as { figure: { release: string }; changes: Array<{ field: string; old_value: string; new_value: string }> }).changes).toEqual([
      expect.objectContaining({ field: 'release', old_value: from, new_value: to }),
    ]);
    for (const [placed, token] of [[mine, h.token], [theirs, fan.token]] as const) {
      const order = await h.read(placed.id, token);
      expect(order.lines[0]!.release_month).toBe(to);
      expect(order.shipments[order.lines[0]!.shipment]!.release_month).toBe(to);
      expect(order.events.at(-1)).toMatchObject({ kind: 'release_moved', params: { figure: name, from, to } });
      await eventually(async () => {
        const notes = await h.orderNotes(placed.id, token);
        expect(notes.filter((note) => note.title === `${name} moved from ${from} to ${to}`)).toHaveLength(1);
      });
    }
    // The same month again changes nothing and tells nobody.
    expect((await move(pre, { release: to })).statusCode).toBe(200);
    expect((await h.read(mine.id)).events.filter((event) => event.kind === 'release_moved')).toHaveLength(1);
  });

  it('refuses a malformed month and a month for a figure that is not on pre-order; nothing changes', async () => {
    const [pre] = await h.figures(1, PREORDER);
    const [inStock] = await h.figures(1);
    for (const bad of ['2027-13', '27-03', '2027-3', 2027]) {
      const res = await move(pre, { release: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(Object.keys(res.json() as object)).toEqual(['release']);
    }
    const notPreorder = await move(inStock, { release: '2030-01' });
    expect(notPreorder.statusCode).toBe(400);
    expect(notPreorder.json()).toEqual({ release: [moderationMessages.releaseNeedsPreorder] });
    const collectorTry = await move(pre, { release: '2030-01' }, h.token);
    expect(collectorTry.statusCode).toBe(403);
  });
});
