import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationSchema, notificationsListResponseSchema } from '@shared/api';
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

describe('notifications', () => {
  it('lists 21 seeded notifications in DRF pages of 20, newest first', async () => {
    const first = notificationsListResponseSchema.parse((await json(server.app, 'GET', '/api/notifications/', undefined, token)).json());
    expect(first.count).toBe(21);
    expect(first.results).toHaveLength(20);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('http://localhost/api/notifications/?page=2');
    const dates = first.results.map((n) => n.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await json(server.app, 'GET', '/api/notifications/?page=2', undefined, token)).json();
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('http://localhost/api/notifications/');
    const small = (await json(server.app, 'GET', '/api/notifications/?page=3&page_size=5', undefined, token)).json();
    expect(small.results).toHaveLength(5);
    expect(small.next).toBe('http://localhost/api/notifications/?page=4&page_size=5');
  });
  it('400 for a bad page, 404 past the last page', async () => {
    expect((await json(server.app, 'GET', '/api/notifications/?page=abc', undefined, token)).statusCode).toBe(400);
    expect((await json(server.app, 'GET', '/api/notifications/?page_size=1000', undefined, token)).statusCode).toBe(400);
    const past = await json(server.app, 'GET', '/api/notifications/?page=3', undefined, token);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
  });
  it('counts unread and marks one read (idempotently), updating the count', async () => {
    expect((await json(server.app, 'GET', '/api/notifications/count/', undefined, token)).json()).toEqual({ unread: 2 });
    const newest = (await json(server.app, 'GET', '/api/notifications/', undefined, token)).json().results[0];
    expect(newest.read).toBe(false);
    const read = await json(server.app, 'POST', `/api/notifications/${newest.id}/read/`, undefined, token);
    expect(read.statusCode).toBe(200);
    expect(notificationSchema.parse(read.json())).toEqual({ ...newest, read: true });
    expect((await json(server.app, 'POST', `/api/notifications/${newest.id}/read/`, {}, token)).json().read).toBe(true);
    expect((await json(server.app, 'GET', '/api/notifications/count/', undefined, token)).json()).toEqual({ unread: 1 });
  });
  it('another user’s notification is 404, a non-numeric id 400, no token 401', async () => {
    const mod = (await login(server.app, MODERATOR)).access_token;
    const theirs = (await json(server.app, 'GET', '/api/notifications/', undefined, mod)).json().results[0];
    expect((await json(server.app, 'POST', `/api/notifications/${theirs.id}/read/`, undefined, token)).statusCode).toBe(404);
    expect((await json(server.app, 'POST', '/api/notifications/abc/read/', undefined, token)).json()).toEqual({ id: ['A valid integer is required.'] });
    expect((await json(server.app, 'GET', '/api/notifications/count/')).statusCode).toBe(401);
  });
});
