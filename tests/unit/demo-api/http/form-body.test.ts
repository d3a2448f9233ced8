/**
 * HTML form bodies only where a form is served (form-body.ts): every JSON endpoint answers an
 * urlencoded body 415 in DRF shape and does nothing, so a cross-site HTML form cannot reach it; the
 * consent page, the dashboard and the one-click unsubscribe still take theirs.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTOR, json, lastMail, login, startServer, type TestServer } from '../helpers';

const WEB = 'http://127.0.0.1:5173';
const UNSUPPORTED = { detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.', code: 'unsupported_media_type' };

let server: TestServer;
beforeEach(async () => {
  server = await startServer({ webOrigins: [WEB], enableFaults: true });
});
afterEach(async () => {
  await server.close();
});

const postForm = (url: string, fields: Record<string, string>) =>
  server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

describe('urlencoded bodies', () => {
  it('a JSON endpoint answers a form 415 in DRF shape and changes nothing', async () => {
    const forms: [string, Record<string, string>][] = [
      ['/api/account/login/', { email: COLLECTOR.email, password: COLLECTOR.password }],
      ['/api/account/register/', { email: 'form@figureshop.test', username: 'formuser', password: 'a-long-enough-1' }],
      ['/api/account/password/reset/', { email: COLLECTOR.email, redirectUrl: `${WEB}/account/password-reset` }],
      ['/api/account/token/refresh/', { refresh_token: 'x' }],
      ['/api/account/token/revoke/', { refresh_token: 'x' }],
      ['/api/%61ccount/login/', { email: COLLECTOR.email, password: COLLECTOR.password }],
      ['/graphql', { query: '{ rates { date } }' }],
      ['/__test__/faults', { path_prefix: '/', kind: 'error' }],
    ];
    for (const [url, fields] of forms) {
      const res = await postForm(url, fields);
      expect(res.statusCode, url).toBe(415);
      expect(res.json(), url).toEqual(UNSUPPORTED);
    }
    expect(await lastMail(server.app, COLLECTOR.email)).toBeUndefined();
    expect((await json(server.app, 'POST', '/api/account/login/', { email: 'form@figureshop.test', password: 'a-long-enough-1' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/__test__/faults' })).json()).toEqual({ faults: [] });
    // The same calls in JSON are what the endpoints take.
    expect((await json(server.app, 'POST', '/api/account/login/', COLLECTOR)).statusCode).toBe(200);
  });

  it('an unknown path stays a 404', async () => {
    const res = await postForm('/api/nope/', { a: '1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('the one-click unsubscribe takes the form a mail client posts (RFC 8058)', async () => {
    expect((await json(server.app, 'POST', '/dashboard/digests', {})).statusCode).toBe(200);
    const link = /\S+\/api\/account\/unsubscribe\/\?\S+/.exec((await lastMail(server.app, COLLECTOR.email))!.body)![0];
    const url = new URL(link);
    const res = await server.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const { access_token } = await login(server.app);
    const prefs = (await json(server.app, 'GET', '/api/account/preferences/', undefined, access_token)).json().preferences;
    expect((typeof prefs === 'string' ? JSON.parse(prefs) : prefs).notifications.email_digest).toBe(false);
  });
});
