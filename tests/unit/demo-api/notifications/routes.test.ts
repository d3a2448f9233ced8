import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationsListResponseSchema } from '@shared/api';
import { COLLECTOR, MODERATOR, json, login, startServer, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startServer();
  token = (await login(server.app, COLLECTOR)).access_token;
});
afterEach(async () => {
  await server.close();
});
const list = async (query: string, as = token) => notificationsListResponseSchema.parse((await json(server.app, 'GET', `/api/notifications/${query}`, undefined, as)).json());

describe('notification kinds and targets', () => {
  it('the seeded notifications name their kind and what they open', async () => {
    const { results } = await list('?page_size=3');
    expect(results.map((n) => [n.title, n.kind, n.target])).toEqual([
      ['Back in stock: Nendoroid Hatsune Miku', 'back_in_stock', { type: 'page', path: '/figures?search=Nendoroid%20Hatsune%20Miku' }],
      ['Pre-orders open: Scale figure Rem 1/7', 'preorder_open', { type: 'page', path: '/figures?search=Rem' }],
      ['Weekly figure news #19', 'info', { type: 'page', path: '/figures?ordering=-created' }],
    ]);
    const moderator = (await login(server.app, MODERATOR)).access_token;
    expect((await list('', moderator)).results[0]).toMatchObject({ title: '3 reviews wait for moderation', kind: 'moderation', target: { type: 'page', path: '/moderation' }, read: false });
  });

  it('filters by kind (comma-separated), keeping the DRF page shape', async () => {
    const some = await list('?kind=back_in_stock,preorder_open');
    expect(some).toMatchObject({ count: 2, next: null, previous: null });
    expect(some.results.map((n) => n.kind)).toEqual(['back_in_stock', 'preorder_open']);
    expect((await list('?kind=order')).count).toBe(0); // the demo has no order of its own
    expect((await list('?kind=info&page_size=5')).next).toBe('http://localhost/api/notifications/?kind=info&page_size=5&page=2');
    expect((await list('?kind=price_drop')).count).toBe(0);
    const bad = await json(server.app, 'GET', '/api/notifications/?kind=DROP%20TABLE', undefined, token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['kind']);
  });

  it('marks all read: {updated}, count 0, idempotent, only the caller’s', async () => {
    expect((await json(server.app, 'POST', '/api/notifications/read-all/')).statusCode).toBe(401);
    const res = await json(server.app, 'POST', '/api/notifications/read-all/', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect((await json(server.app, 'GET', '/api/notifications/count/', undefined, token)).json()).toEqual({ unread: 0 });
    expect((await json(server.app, 'POST', '/api/notifications/read-all/', undefined, token)).json()).toEqual({ updated: 0 });
    const moderator = (await login(server.app, MODERATOR)).access_token;
    expect((await json(server.app, 'GET', '/api/notifications/count/', undefined, moderator)).json()).toEqual({ unread: 1 });
  });
});
