import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../../src/demo-api/http/html';
import { COLLECTOR, json, lastMail, login, startServer, type TestServer } from '../helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startServer({ webOrigins: ['http://127.0.0.1:5173'] });
});
afterEach(async () => {
  await server.close();
});

const form = (fields: Record<string, string>, remoteAddress?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/dashboard/notifications',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('GET /dashboard', () => {
  it('lists users and the mailbox with clickable links, escaped', async () => {
    await json(server.app, 'POST', '/api/account/password/reset/', { email: COLLECTOR.email, redirectUrl: 'http://127.0.0.1:5173/account/password-reset' });
    const link = (await lastMail(server.app, COLLECTOR.email))!.link!;
    const res = await server.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('collector@figureshop.test');
    expect(res.body).toContain('moderator@figureshop.test');
    expect(res.body).toContain(`<a href="${escapeHtml(link)}">`);
  });
  it('is for this machine only', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/dashboard', remoteAddress: '192.168.1.20' });
    expect(res.statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/dashboard/mailbox.json', remoteAddress: '10.0.0.2' })).statusCode).toBe(403);
  });
  it('escapeHtml escapes the five characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('POST /dashboard/notifications', () => {
  it('sends a notification to a user with the page’s token', async () => {
    const { access_token } = await login(server.app);
    const unread = async () => (await json(server.app, 'GET', '/api/notifications/count/', undefined, access_token)).json() as { unread: number };
    const before = (await unread()).unread;
    const page = (await server.app.inject({ method: 'GET', url: '/dashboard' })).body;
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!;
    const res = await form({ csrf, user_id: '1', title: 'Hello <collector>', body: 'Sent from the dashboard', kind: 'stock' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard?sent=1');
    const newest = (await json(server.app, 'GET', '/api/notifications/', undefined, access_token)).json().results[0];
    expect(newest).toMatchObject({ title: 'Hello <collector>', body: 'Sent from the dashboard', kind: 'stock', read: false });
    expect(await unread()).toEqual({ unread: before + 1 });
  });
  it('refuses a wrong token, bad fields, unknown users and remote clients', async () => {
    expect((await form({ csrf: 'forged', user_id: '1', title: 't', body: '', kind: 'info' })).statusCode).toBe(403);
    const page = (await server.app.inject({ method: 'GET', url: '/dashboard' })).body;
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!;
    const bad = await form({ csrf, user_id: 'x', title: '', kind: 'spam' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['body', 'kind', 'title', 'user_id']);
    expect((await form({ csrf, user_id: '99', title: 't', body: '', kind: 'info' })).statusCode).toBe(400);
    expect((await form({ csrf, user_id: '1', title: 't', body: '', kind: 'info' }, '8.8.8.8')).statusCode).toBe(403);
  });
});
