import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPreferences, preferencesResponseSchema, preferencesSchema } from '@shared/api';
// The client's parseServerPreferences is this very function (tests/unit/renderer/preferences-model.test.ts).
import { parsePreferences as parseServerPreferences } from '@shared/preferences';
import { openDatabase, queryOne, run, type Database } from '../../../../src/demo-api/storage/db';
import { readPreferences, updatePreferences } from '../../../../src/demo-api/preferences/repository';
import { COLLECTOR, MODERATOR, json, login, registerAccount, startServer, type TestServer } from '../helpers';

let server: TestServer;
let collector: string;
let moderator: string;
beforeEach(async () => {
  server = await startServer();
  collector = (await login(server.app, COLLECTOR)).access_token;
  moderator = (await login(server.app, MODERATOR)).access_token;
});
afterEach(async () => {
  await server.close();
});

const get = (token: string) => json(server.app, 'GET', '/api/account/preferences/', undefined, token);

describe('GET /api/account/preferences/', () => {
  it('answers the collector’s legacy row as a JSON string and the moderator’s as an object', async () => {
    const legacy = preferencesResponseSchema.parse((await get(collector)).json());
    expect(typeof legacy.preferences).toBe('string');
    expect(JSON.parse(legacy.preferences as string)).toMatchObject({ currency: { primary: 'USD' } });
    const object = preferencesResponseSchema.parse((await get(moderator)).json());
    expect(preferencesSchema.parse(object.preferences)).toMatchObject({ currency: { primary: 'EUR', display_format: 'code' } });
  });
  it('answers the defaults for a user who never saved any', async () => {
    const { access_token } = await registerAccount(server.app, { email: 'p@figureshop.test', username: 'p', password: 'long-password' });
    expect((await get(access_token)).json()).toEqual({ preferences: defaultPreferences });
  });
  it('needs a signed-in user', async () => {
    expect((await json(server.app, 'GET', '/api/account/preferences/')).statusCode).toBe(401);
    expect((await json(server.app, 'PATCH', '/api/account/preferences/ui/', { theme: 'dark' })).statusCode).toBe(401);
  });
});

describe('PATCH', () => {
  it('per group merges over what is stored and answers the whole object; legacy rows stay strings', async () => {
    const res = await json(server.app, 'PATCH', '/api/account/preferences/ui/', { theme: 'dark' }, collector);
    expect(res.statusCode).toBe(200);
    const merged = preferencesSchema.parse(res.json().preferences);
    expect(merged.ui).toEqual({ theme: 'dark', language: 'en', blur_nsfw: true });
    expect(merged.currency.primary).toBe('USD');
    const again = (await get(collector)).json().preferences;
    expect(typeof again).toBe('string');
    expect(JSON.parse(again).ui.theme).toBe('dark');
    for (const [group, body] of [['content', { show_nsfw: true }], ['currency', { primary: 'CNY', display_format: 'name' }]] as const) {
      expect((await json(server.app, 'PATCH', `/api/account/preferences/${group}/`, body, moderator)).json().preferences[group]).toMatchObject(body);
    }
  });
  it('whole: several groups at once', async () => {
    const res = await json(server.app, 'PATCH', '/api/account/preferences/', { preferences: { ui: { language: 'ja' }, notifications: { email_digest: true } } }, moderator);
    expect(res.json().preferences).toMatchObject({ ui: { language: 'ja' }, notifications: { email_digest: true }, currency: { primary: 'EUR' } });
  });
  it('bad values are 400 in DRF shape, nothing is stored', async () => {
    const whole = await json(server.app, 'PATCH', '/api/account/preferences/', { preferences: { ui: { theme: 'blue' } } }, moderator);
    expect(whole.statusCode).toBe(400);
    expect(whole.json()).toEqual({ 'preferences.ui.theme': ['"blue" is not a valid choice.'] });
    const group = await json(server.app, 'PATCH', '/api/account/preferences/currency/', { primary: 'yen' }, moderator);
    expect(group.json()).toEqual({ primary: ['Enter a 3-letter ISO 4217 currency code.'] });
    expect((await json(server.app, 'PATCH', '/api/account/preferences/', { preferences: 'dark' }, moderator)).statusCode).toBe(400);
    expect((await get(moderator)).json().preferences.ui.theme).toBe('light');
  });
  it('concurrent updates of different groups all survive (no lost update)', async () => {
    await Promise.all([
      json(server.app, 'PATCH', '/api/account/preferences/ui/', { theme: 'dark' }, moderator),
      json(server.app, 'PATCH', '/api/account/preferences/content/', { show_prices: false }, moderator),
      json(server.app, 'PATCH', '/api/account/preferences/currency/', { primary: 'GBP' }, moderator),
      json(server.app, 'PATCH', '/api/account/preferences/', { preferences: { notifications: { push_notifications: false } } }, moderator),
    ]);
    expect((await get(moderator)).json().preferences).toMatchObject({
      ui: { theme: 'dark' },
      content: { show_prices: false },
      currency: { primary: 'GBP' },
      notifications: { push_notifications: false },
    });
  });
});

describe('discord preferences', () => {
  it('GET defaults, PATCH partial, answers the whole', async () => {
    expect((await json(server.app, 'GET', '/api/account/preferences/discord/', undefined, collector)).json()).toEqual({ dm_new_stock: false, dm_order_updates: true });
    const res = await json(server.app, 'PATCH', '/api/account/preferences/discord/', { dm_new_stock: true }, collector);
    expect(res.json()).toEqual({ dm_new_stock: true, dm_order_updates: true });
    expect((await json(server.app, 'GET', '/api/account/preferences/discord/', undefined, collector)).json().dm_new_stock).toBe(true);
    expect((await json(server.app, 'PATCH', '/api/account/preferences/discord/', { dm_new_stock: 'yes' }, collector)).json()).toEqual({ dm_new_stock: ['Must be a valid boolean.'] });
  });
});

describe('preferences store (database side; the rules are tests/unit/shared/preferences)', () => {
  let db: Database;
  beforeEach(async () => {
    db = await openDatabase(server.dataDir);
  });
  afterEach(() => db.close());

  const userId = async (email: string): Promise<number> => Number((await queryOne(db, 'SELECT id FROM users WHERE email = ?', [email]))!.id);
  const store = (id: number, data: string, legacy: boolean) =>
    run(db, 'UPDATE user_preferences SET data = ?, legacy_string = ? WHERE user_id = ?', [data, legacy ? 1 : 0, id]);

  it('an undefined field in a patch is no change; the row keeps its legacy form', async () => {
    const id = await userId(COLLECTOR.email);
    const before = (await readPreferences(db, id)).merged;
    const next = await updatePreferences(db, id, { ui: { theme: undefined, language: 'ja' }, currency: { primary: undefined } });
    expect(next).toEqual({ ...before, ui: { ...before.ui, language: 'ja' } });
    const after = await readPreferences(db, id);
    expect(after.merged).toEqual(next);
    expect(after.legacy).toBe(true);
    expect(typeof after.raw).toBe('string');
  });

  it('the client reads the REST answer exactly as the demo API reads the row (GraphQL, PATCH), for every stored form', async () => {
    const stored = [
      JSON.stringify({ currency: { primary: 'USD' }, ui: { theme: 'dark', language: 'fr', extra: 1 }, bogus: {} }),
      JSON.stringify({ content: 'yes', notifications: { email_digest: false, push_notifications: 'no' } }),
      JSON.stringify(defaultPreferences),
      JSON.stringify(JSON.stringify({ ui: { theme: 'dark' } })), // a JSON string holding a JSON string
      '{"currency": {"primary": "USD"',
      'not json',
      '[]',
      'null',
      '',
    ];
    const id = await userId(COLLECTOR.email);
    const token = (await login(server.app, COLLECTOR)).access_token;
    for (const data of stored) {
      for (const legacy of [true, false]) {
        await store(id, data, legacy);
        const answer = preferencesResponseSchema.parse((await get(token)).json()).preferences;
        expect(typeof answer === 'string').toBe(legacy);
        const log = vi.fn();
        const client = parseServerPreferences(answer, log);
        expect(client, `${data} (legacy ${legacy})`).toEqual((await readPreferences(db, id)).merged);
        // Only a legacy row that is not JSON reaches the client as a broken string; it logs it (docs/product-rules.md §Preferences 5).
        let parses = true;
        try {
          JSON.parse(data);
        } catch {
          parses = false;
        }
        expect(log.mock.calls.length).toBe(legacy && !parses ? 1 : 0);
      }
    }
  });
});
