import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  figureDetailSchema,
  figureModerationResponseSchema,
  figuresListResponseSchema,
  moderationLogResponseSchema,
  moderationMessages,
  notificationsListResponseSchema,
  type FigureCard,
} from '@shared/api';
import { closingMoment } from '../../../../src/demo-api/alerts/rules';
import { COLLECTOR, MODERATOR, json, login, startServer, type TestServer } from '../helpers';

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
let server: TestServer;
let collector: string;
let moderator: string;
beforeEach(async () => {
  server = await startServer({ catalogueSize: 300 });
  collector = (await login(server.app, COLLECTOR)).access_token;
  moderator = (await login(server.app, MODERATOR)).access_token;
  // The figures picked below may be adult ones: the collector may wish for those only with show_nsfw on.
  expect((await json(server.app, 'PATCH', '/api/account/preferences/content/', { show_nsfw: true }, collector)).statusCode).toBe(200);
}, 30_000);
afterEach(async () => {
  await server.close();
});

async function figure(query: string): Promise<FigureCard> {
  const res = await json(server.app, 'GET', `/api/figures/?adult=true&page_size=1&${query}`);
  return figuresListResponseSchema.parse(res.json()).results[0]!;
}
const detail = async (slug: string) => figureDetailSchema.parse((await json(server.app, 'GET', `/api/figures/${slug}/?adult=true`)).json());
const patch = (slug: string, body: unknown, token = moderator) => json(server.app, 'PATCH', `/api/moderation/figures/${slug}/`, body, token);
const wish = (slug: string) => json(server.app, 'POST', '/api/account/wishlist/', { slug }, collector);
async function collectorNotifications(query = '') {
  return notificationsListResponseSchema.parse((await json(server.app, 'GET', `/api/notifications/${query}`, undefined, collector)).json());
}

describe('moderator permission', () => {
  it('401 without a token, 403 (DRF wording) for a collector, and the figure is unchanged', async () => {
    const target = await figure('status=in_stock');
    const before = await detail(target.slug);
    expect((await patch(target.slug, { price: 1 }, '')).statusCode).toBe(401);
    const forged = await patch(target.slug, { price: 1, status: 'sold_out' }, collector);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(FORBIDDEN);
    // Refused before the body is even read: a malformed body gets the same 403.
    const garbage = await server.app.inject({
      method: 'PATCH',
      url: `/api/moderation/figures/${target.slug}/`,
      headers: { authorization: `Bearer ${collector}`, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(403);
    expect(await detail(target.slug)).toEqual(before);

    const announce = await json(server.app, 'POST', '/api/moderation/announcements/', { title: 't', body: 'b' }, collector);
    expect(announce.statusCode).toBe(403);
    expect(announce.json()).toEqual(FORBIDDEN);
    expect((await json(server.app, 'GET', '/api/moderation/log/', undefined, collector)).json()).toEqual(FORBIDDEN);
    expect((await json(server.app, 'GET', '/api/moderation/log/')).statusCode).toBe(401);
    expect((await collectorNotifications('?kind=announcement')).count).toBe(0);
    expect(moderationLogResponseSchema.parse((await json(server.app, 'GET', '/api/moderation/log/', undefined, moderator)).json()).count).toBe(0);
  });
});

describe('PATCH /api/moderation/figures/{slug}/', () => {
  it('bad input: clear 400/404 in DRF shape, nothing changed', async () => {
    const target = await figure('status=preorder');
    const before = await detail(target.slug);
    const cases: Array<[unknown, number, unknown]> = [
      [{ price: -1 }, 400, { price: ['Ensure this value is greater than or equal to 0.'] }],
      [{ price: 12.5 }, 400, { price: ['A valid integer is required.'] }],
      [{ price: 'free' }, 400, { price: ['A valid integer is required.'] }],
      [{ preorder_closes_at: '2026-04-12' }, 400, { preorder_closes_at: [moderationMessages.closingInPast] }],
      [{ preorder_closes_at: '9999-12-31' }, 400, { preorder_closes_at: [moderationMessages.closingTooFar] }],
      [{ preorder_closes_at: '2031-04-14' }, 400, { preorder_closes_at: [moderationMessages.closingTooFar] }],
      [{ preorder_closes_at: '13/04/2026' }, 400, { preorder_closes_at: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] }],
      [{ status: 'gone' }, 400, { status: ['"gone" is not a valid choice.'] }],
      [{ stock: 4 }, 400, { stock: [moderationMessages.stockNeedsInStock] }],
      [{}, 400, { non_field_errors: [moderationMessages.nothingToChange] }],
      [[1, 2], 400, { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] }],
    ];
    for (const [body, status, answer] of cases) {
      const res = await patch(target.slug, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toEqual(answer);
    }
    const unknown = await patch('no-such-figure-1', { price: 100 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
    expect(await detail(target.slug)).toEqual(before);
    expect(moderationLogResponseSchema.parse((await json(server.app, 'GET', '/api/moderation/log/', undefined, moderator)).json()).count).toBe(0);
  });

  it('a price drop changes the figure (also in the cached list), is recorded, and alerts each collector wishing for it', async () => {
    const target = await figure('status=in_stock');
    const listUrl = `/api/figures/?adult=true&search=${encodeURIComponent(target.name)}`;
    const cachedBefore = (await json(server.app, 'GET', listUrl)).json().results.find((f: FigureCard) => f.slug === target.slug);
    expect(cachedBefore.price.amount).toBe(target.price.amount);
    expect((await wish(target.slug)).statusCode).toBe(201);
    server.advance(60_000);

    const res = await patch(target.slug, { price: target.price.amount - 100 });
    expect(res.statusCode, res.body).toBe(200);
    const answer = figureModerationResponseSchema.parse(res.json());
    expect(answer.figure.price.amount).toBe(target.price.amount - 100);
    expect(answer.alerts).toEqual([{ kind: 'price_drop', notified: 1 }]);
    expect(answer.changes).toEqual([
      {
        id: expect.any(Number),
        moderator: { id: 2, username: 'moderator' },
        figure: { slug: target.slug, name: target.name, currency: target.price.currency },
        field: 'price',
        old_value: String(target.price.amount),
        new_value: String(target.price.amount - 100),
        at: '2026-04-13T09:01:00.000Z',
      },
    ]);
    expect((await detail(target.slug)).price.amount).toBe(target.price.amount - 100);
    const listed = (await json(server.app, 'GET', listUrl)).json().results.find((f: FigureCard) => f.slug === target.slug);
    expect(listed.price.amount).toBe(target.price.amount - 100);

    const alerts = await collectorNotifications('?kind=price_drop');
    expect(alerts.count).toBe(1);
    expect(alerts.results[0]).toMatchObject({
      kind: 'price_drop',
      read: false,
      target: { type: 'figure', slug: target.slug },
      figure_slug: target.slug,
      figure_name: target.name,
      title: `Price drop: ${target.name}`,
      params: { old_price: target.price.amount, new_price: target.price.amount - 100, currency: target.price.currency, name_ja: target.name_ja },
    });
    // The moderator does not wish for it: no alert there.
    const modList = notificationsListResponseSchema.parse((await json(server.app, 'GET', '/api/notifications/?kind=price_drop', undefined, moderator)).json());
    expect(modList.count).toBe(0);

    const log = moderationLogResponseSchema.parse((await json(server.app, 'GET', '/api/moderation/log/', undefined, moderator)).json());
    expect(log).toMatchObject({ count: 1, next: null, previous: null });
    expect(log.results).toEqual(answer.changes);

    // A price rise alerts nobody; the same value records nothing.
    expect(figureModerationResponseSchema.parse((await patch(target.slug, { price: target.price.amount })).json()).alerts).toEqual([]);
    expect(figureModerationResponseSchema.parse((await patch(target.slug, { price: target.price.amount })).json()).changes).toEqual([]);
  });

  it('sold out → in stock alerts back_in_stock; in stock → released alerts released; every field change is logged', async () => {
    const target = await figure('status=sold_out');
    await wish(target.slug);
    const back = figureModerationResponseSchema.parse((await patch(target.slug, { status: 'in_stock', stock: 7 })).json());
    expect(back.figure).toMatchObject({ status: 'in_stock', stock: 7, preorder_closes_at: null });
    expect(back.alerts).toEqual([{ kind: 'back_in_stock', notified: 1 }]);
    expect(back.changes.map((c) => [c.field, c.old_value, c.new_value])).toEqual([
      ['status', 'sold_out', 'in_stock'],
      ['stock', null, '7'],
    ]);
    const released = figureModerationResponseSchema.parse((await patch(target.slug, { status: 'released' })).json());
    expect(released.figure).toMatchObject({ status: 'released', stock: null });
    expect(released.alerts).toEqual([{ kind: 'released', notified: 1 }]);
    const kinds = (await collectorNotifications()).results.slice(0, 2).map((n) => n.kind);
    expect(kinds.sort()).toEqual(['back_in_stock', 'released']);
    const inStock = await figure('status=in_stock');
    const refused = await patch(inStock.slug, { status: 'preorder', preorder_closes_at: '2026-05-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: [moderationMessages.statusTransition('in_stock', 'preorder')] });
  });

  it('a pre-order reopened to close within 48 h alerts opened + closing once; neither the next change nor the periodic check repeats it', async () => {
    const target = await figure('status=released');
    await wish(target.slug);
    const opened = figureModerationResponseSchema.parse((await patch(target.slug, { status: 'preorder', preorder_closes_at: '2026-04-14' })).json());
    expect(opened.alerts).toEqual([
      { kind: 'preorder_open', notified: 1 },
      { kind: 'preorder_closing', notified: 1 },
    ]);
    const again = figureModerationResponseSchema.parse((await patch(target.slug, { preorder_closes_at: '2026-04-13' })).json());
    expect(again.alerts).toEqual([{ kind: 'preorder_closing', notified: 1 }]);
    const repeat = figureModerationResponseSchema.parse((await patch(target.slug, { price: target.price.amount + 1 })).json());
    expect(repeat.alerts).toEqual([]);
    expect((await collectorNotifications('?kind=preorder_closing')).count).toBe(2);
    // The start-up check finds the reminder already sent for this closing date.
    await server.close(false);
    server = await startServer({ dataDir: server.dataDir, catalogueSize: 300 });
    collector = (await login(server.app, COLLECTOR)).access_token;
    expect((await collectorNotifications('?kind=preorder_closing')).count).toBe(2);
  }, 30_000);
});

describe('closing check at server start', () => {
  it('finds a wished pre-order closing within 48 h and alerts it once', async () => {
    const target = await figure('status=preorder');
    await wish(target.slug);
    const closes = target.preorder_closes_at!;
    await server.close(false);
    const at = closingMoment(closes) - 24 * 3_600_000;
    server = await startServer({ dataDir: server.dataDir, catalogueSize: 300, now: () => at });
    collector = (await login(server.app, COLLECTOR)).access_token;
    const alerts = await collectorNotifications('?kind=preorder_closing');
    expect(alerts.count).toBe(1);
    expect(alerts.results[0]).toMatchObject({ figure_slug: target.slug, figure_name: target.name, title: `Pre-orders close soon: ${target.name}` });
    await server.close(false);
    server = await startServer({ dataDir: server.dataDir, catalogueSize: 300, now: () => at + 3_600_000 });
    collector = (await login(server.app, COLLECTOR)).access_token;
    expect((await collectorNotifications('?kind=preorder_closing')).count).toBe(1);
  }, 30_000);
});

describe('announcements and the log', () => {
  it('an announcement reaches every user, is logged; bad input is a 400', async () => {
    const tooLong = await json(server.app, 'POST', '/api/moderation/announcements/', { title: 'x'.repeat(201), body: '' }, moderator);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ title: ['Ensure this field has no more than 200 characters.'], body: ['This field may not be blank.'] });
    const longBody = await json(server.app, 'POST', '/api/moderation/announcements/', { title: 't', body: 'x'.repeat(2001) }, moderator);
    expect(longBody.json()).toEqual({ body: ['Ensure this field has no more than 2000 characters.'] });

    const res = await json(server.app, 'POST', '/api/moderation/announcements/', { title: 'Shop closed on Monday', body: 'Orders ship on Tuesday.' }, moderator);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Shop closed on Monday', body: 'Orders ship on Tuesday.', recipients: 2 });
    for (const token of [collector, moderator]) {
      const newest = notificationsListResponseSchema.parse((await json(server.app, 'GET', '/api/notifications/?kind=announcement', undefined, token)).json());
      expect(newest.results).toEqual([expect.objectContaining({ title: 'Shop closed on Monday', kind: 'announcement', read: false, target: null })]);
    }
    const log = moderationLogResponseSchema.parse((await json(server.app, 'GET', '/api/moderation/log/', undefined, moderator)).json());
    expect(log.results[0]).toMatchObject({ field: 'announcement', figure: null, new_value: 'Shop closed on Monday', moderator: { username: 'moderator' } });
  });

  it('control and bidirectional formatting characters in an announcement are a 400 naming the field; nothing is sent or logged', async () => {
    const announce = (body: { title: string; body: string }) => json(server.app, 'POST', '/api/moderation/announcements/', body, moderator);
    const refused: Array<[{ title: string; body: string }, Record<string, string[]>]> = [
      [{ title: 'Sale\u0000', body: 'b' }, { title: ['Null characters are not allowed.'] }],
      [{ title: 'Sale \u202eelas', body: 'b' }, { title: ['Bidirectional formatting characters are not allowed: U+202E.'] }],
      [{ title: 'Sale', body: 'Ends \u2066Monday\u2069' }, { body: ['Bidirectional formatting characters are not allowed: U+2066.'] }],
      [{ title: 'Sale\n', body: 'b' }, { title: ['Control characters are not allowed: U+000A.'] }],
      [{ title: 'Sale', body: 'ring\u0007' }, { body: ['Control characters are not allowed: U+0007.'] }],
      [{ title: 'Sale\u0085', body: 'b\u202a' }, { title: ['Control characters are not allowed: U+0085.'], body: ['Bidirectional formatting characters are not allowed: U+202A.'] }],
    ];
    for (const [body, errors] of refused) {
      const res = await announce(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect((await collectorNotifications('?kind=announcement')).count).toBe(0);
    expect(moderationLogResponseSchema.parse((await json(server.app, 'GET', '/api/moderation/log/', undefined, moderator)).json()).count).toBe(0);

    // A body keeps its line breaks and tabs; right-to-left text and its marks are fine.
    const ok = await announce({ title: 'מבצע \u200f Sale', body: 'Line one\r\nLine\ttwo' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ title: 'מבצע \u200f Sale', body: 'Line one\r\nLine\ttwo' });
  });

  it('pages the log as DRF does', async () => {
    const target = await figure('status=in_stock');
    for (let i = 1; i <= 3; i += 1) {
      server.advance(1000);
      await patch(target.slug, { stock: i + 50 });
    }
    const first = moderationLogResponseSchema.parse((await json(server.app, 'GET', '/api/moderation/log/?page_size=2', undefined, moderator)).json());
    expect(first).toMatchObject({ count: 3, previous: null, next: 'http://localhost/api/moderation/log/?page_size=2&page=2' });
    expect(first.results.map((r) => r.new_value)).toEqual(['53', '52']);
    const past = await json(server.app, 'GET', '/api/moderation/log/?page=3&page_size=2', undefined, moderator);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    expect((await json(server.app, 'GET', '/api/moderation/log/?page=x', undefined, moderator)).statusCode).toBe(400);
  });
});
