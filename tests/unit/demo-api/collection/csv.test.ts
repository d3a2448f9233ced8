import iconv from 'iconv-lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, collectionImportResponseSchema, importMessages, type CollectionImportResponse } from '@shared/api';
import { COLLECTION_CSV_COLUMNS } from '@shared/api/collection-import';
import { decodeCsv, escapeCell, ImportRefused, planImport, readCsv, unescapeCell, type PlanContext } from '../../../../src/demo-api/collection/csv';
import { PREORDER } from '../orders/support';
import { doorHarness, type Collector, type DoorHarness } from '../fulfilment/support';

// The collection as CSV and back (src/demo-api/collection/csv.ts; docs/product-rules.md §Collection 6):
// the export of a real collection (a delivered order, a reserved pre-order, a wish, a figure bought
// elsewhere), its import previewed and confirmed, and the files that cannot be read.

let h: DoorHarness;
let me: Collector;
beforeAll(async () => {
  h = await doorHarness({ listen: true });
}, 60_000);
afterAll(async () => {
  await h.close();
});
let accounts = 0;
beforeEach(async () => {
  accounts += 1;
  me = await h.newCollectorAccount(`csv-${accounts}`);
});

const HEADER = COLLECTION_CSV_COLUMNS.join(',');
const auth = () => ({ authorization: `Bearer ${me.token}` });
async function exported(): Promise<string> {
  const res = await h.server.app.inject({ method: 'GET', url: apiPaths.collectionExport, headers: auth() });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
async function importFile(body: string | Buffer, confirm = false, type = 'text/csv'): Promise<{ status: number; answer: CollectionImportResponse | { detail: string } }> {
  const res = await h.server.app.inject({ method: 'POST', url: `${apiPaths.collectionImport}${confirm ? '?confirm=true' : ''}`, headers: { ...auth(), 'content-type': type }, payload: body });
  return { status: res.statusCode, answer: res.statusCode === 200 ? collectionImportResponseSchema.parse(res.json()) : (res.json() as { detail: string }) };
}
const preview = async (body: string | Buffer) => {
  const { status, answer } = await importFile(body);
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer as CollectionImportResponse;
};
const jsonCall = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown) => h.server.app.inject({ method, url, headers: auth(), payload: payload as object });
const janOf = async (slug: string) => String((await h.db.execute({ sql: 'SELECT jan FROM figures WHERE slug = ?', args: [slug] })).rows[0]!.jan);

describe('export and import back', { timeout: 60_000 }, () => {
  it('exports every figure of the collection, escaped against formulas; the same file imports as unchanged; a deleted figure comes back', async () => {
    const [bought, wished, elsewhere] = await h.figures(3);
    const [preorder] = await h.figures(1, PREORDER);
    expect((await jsonCall('POST', apiPaths.wishlist, { slug: wished })).statusCode).toBe(201);
    const placed = await h.order([[bought, 1]], `csv-bought-${accounts}`, me.token);
    const reserved = await h.order([[preorder, 1]], `csv-reserved-${accounts}`, me.token);
    await h.pay(placed.id, me.token);
    expect((await h.staff.ship(placed.id, 0, { carrier: 'japan_post', tracking_number: 'EE123456785JP' })).statusCode).toBe(200);
    expect((await h.staff.deliver(placed.id, 0)).statusCode).toBe(200);
    const note = '=HYPERLINK("http://evil.test","click")';
    expect((await jsonCall('PUT', apiPaths.collectionOwned(elsewhere), { price_paid: { amount: 89.99, currency: 'EUR' }, acquired_on: '2024-05-03', shop: 'AmiAmi, Akihabara', note })).statusCode).toBe(201);

    const res = await h.server.app.inject({ method: 'GET', url: apiPaths.collectionExport, headers: auth() });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="figure-shop-collection-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = res.body;
    expect(csv.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(5);
    const byJan = async (slug: string) => {
      const jan = await janOf(slug);
      return lines.find((line) => line.startsWith(`${jan},`));
    };
    expect(await byJan(elsewhere)).toMatch(/,owned,89\.99,EUR,2024-05-03,"AmiAmi, Akihabara","'=HYPERLINK\(""http:\/\/evil\.test"",""click""\)"$/);
    expect(await byJan(bought)).toMatch(new RegExp(`,owned,10000,JPY,\\d{4}-\\d{2}-\\d{2},Figure Shop,${placed.number}$`));
    expect(await byJan(preorder)).toMatch(new RegExp(`,ordered,10000,JPY,\\d{4}-\\d{2}-\\d{2},Figure Shop,${reserved.number}$`));
    expect(await byJan(wished)).toMatch(/,wished,,,\d{4}-\d{2}-\d{2},,$/);

    // The file just exported changes nothing.
    const same = await preview(csv);
    expect(same.counts).toEqual({ add: 0, update: 0, unchanged: 4, skipped: 0, error: 0 });
    expect(same.encoding).toBe('utf-8');

    // Removed, then imported back: the preview says so and writes nothing; confirmed, it returns as it was.
    expect((await jsonCall('DELETE', apiPaths.collectionOwned(elsewhere))).statusCode).toBe(204);
    const back = await preview(csv);
    expect(back.rows.find((row) => row.slug === elsewhere)).toMatchObject({ outcome: 'add', reason: null });
    expect((await h.server.app.inject({ method: 'GET', url: apiPaths.collectionOwned(elsewhere), headers: auth() })).statusCode).toBe(404);
    const applied = await importFile(csv, true);
    expect(applied.answer).toMatchObject({ applied: true, counts: { add: 1, unchanged: 3 } });
    const entry = await h.server.app.inject({ method: 'GET', url: apiPaths.collectionOwned(elsewhere), headers: auth() });
    expect(entry.json()).toEqual({ price_paid: { amount: 89.99, currency: 'EUR' }, acquired_on: '2024-05-03', shop: 'AmiAmi, Akihabara', note });
    expect(await exported()).toBe(csv);
  });

  it('reads a Shift-JIS file from a Japanese spreadsheet, matching by the Japanese name', async () => {
    const [figure] = await h.figures(1);
    const nameJa = String((await h.db.execute({ sql: 'SELECT name_ja FROM figures WHERE slug = ?', args: [figure] })).rows[0]!.name_ja);
    const file = iconv.encode(`jan,name,state,price_paid,currency\r\n,${nameJa},owned,12800,JPY\r\n`, 'Shift_JIS');
    const answer = await preview(file);
    expect(answer.encoding).toBe('shift_jis');
    expect(answer.rows).toEqual([{ line: 2, jan: '', name: nameJa, state: 'owned', slug: figure, outcome: 'add', reason: null }]);
  });

  it('names each bad row and imports only the good ones, all at once', async () => {
    const [good, negative, future, currency, twice] = await h.figures(5);
    const jan = await janOf(twice);
    const file = [
      HEADER,
      `${await janOf(good)},,owned,1200,JPY,,,`,
      `0000000000000,No Such Figure,owned,,,,,`,
      `${await janOf(negative)},,owned,-5,JPY,,,`,
      `${await janOf(future)},,owned,,,2999-01-01,,`,
      `${await janOf(currency)},,owned,10,XYZ,,,`,
      `${jan},,wished,,,,,`,
      `${jan},,owned,,,,,`,
      `${await janOf(good)},,shelved,,,,,`,
    ].join('\n');
    const answer = await preview(file);
    expect(answer.rows.map((row) => [row.line, row.outcome, row.reason])).toEqual([
      [2, 'add', null],
      [3, 'error', importMessages.noFigure],
      [4, 'error', 'Enter a price of 0 or more.'],
      [5, 'error', 'The date cannot be in the future.'],
      [6, 'error', 'Choose a currency the shop has exchange rates for.'],
      [7, 'add', null],
      [8, 'error', importMessages.duplicate(7)],
      [9, 'error', importMessages.duplicate(2)],
    ]);
    const applied = await importFile(file, true);
    expect(applied.answer).toMatchObject({ applied: true, counts: { add: 2, error: 6 } });
    const states = (await h.server.app.inject({ method: 'GET', url: apiPaths.collectionStates, headers: auth() })).json() as { states: Record<string, string> };
    expect(states.states).toEqual({ [good]: 'owned', [twice]: 'wished' });
  });

  it('refuses a file it cannot read, with why, and writes nothing', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await importFile(png, true, 'application/octet-stream')).toEqual({ status: 400, answer: { detail: importMessages.notText } });
    expect(await importFile(Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0xfd, 0x0a]), true)).toEqual({ status: 400, answer: { detail: importMessages.unknownEncoding } });
    expect(await importFile('jan,title\n1,x\n', true)).toEqual({ status: 400, answer: { detail: importMessages.missingColumns(['name', 'state']) } });
    expect(await importFile(`${HEADER}\n`, true)).toEqual({ status: 400, answer: { detail: importMessages.empty } });
    expect((await importFile(`${HEADER}\n"unclosed,x,owned\n`, true)).status).toBe(400);
    const many = `${HEADER}\n${Array.from({ length: 5001 }, (_, i) => `,Figure ${i},wished,,,,,`).join('\n')}`;
    expect(await importFile(many, true)).toEqual({ status: 400, answer: { detail: importMessages.tooManyRows } });
    // 100,000 rows is over the size limit before anything is read.
    const huge = `${HEADER}\n${Array.from({ length: 100_000 }, (_, i) => `4900000000000,A figure with a long enough name ${i},owned,1000,JPY,2024-01-01,,`).join('\n')}`;
    expect((await importFile(huge, true)).status).toBe(413);
    expect((await h.server.app.inject({ method: 'GET', url: apiPaths.collectionStates, headers: auth() })).json()).toEqual({ states: {} });
  });
});

describe('the CSV, pure', () => {
  it('escapes every formula start with an apostrophe, and takes it off again on import', () => {
    for (const cell of ['=1+1', '+81 3', '-5', '@SUM(A1)', '\tx', '\rx']) {
      expect(escapeCell(cell)).toBe(`'${cell}`);
      expect(unescapeCell(escapeCell(cell))).toBe(cell);
    }
    expect(escapeCell('AmiAmi')).toBe('AmiAmi');
    expect(unescapeCell("'quoted")).toBe("'quoted");
  });

  it('decodes UTF-8 without its byte-order mark, Shift-JIS, and refuses the rest', () => {
    expect(decodeCsv(new TextEncoder().encode('\uFEFFjan,name'))).toEqual({ text: 'jan,name', encoding: 'utf-8' });
    expect(decodeCsv(iconv.encode('名前', 'Shift_JIS'))).toEqual({ text: '名前', encoding: 'shift_jis' });
    expect(() => decodeCsv(Uint8Array.from([0x6a, 0x00]))).toThrow(ImportRefused);
  });

  it('reads columns by name in any order and case; missing ones are empty', () => {
    expect(readCsv('State,NAME,Jan\nowned,Rem,123\n')).toEqual([{ line: 2, cells: { state: 'owned', name: 'Rem', jan: '123' } }]);
  });

  it('asks for the JAN when several figures share a name; a full wishlist refuses more wishes', () => {
    const figure = (id: number) => ({ id, slug: `f-${id}`, adult: false });
    const figures = { byJan: new Map(), byName: new Map([['Rem', [figure(1), figure(2)]], ['Ram', [figure(3)]]]) };
    const context: PlanContext = { ranks: new Map(), entries: new Map(), wished: 500, allowAdult: true, check: () => ({ priceMinor: null, currency: null, acquiredOn: null, shop: '', note: '' }) };
    const plan = planImport(readCsv('jan,name,state\n,Rem,owned\n,Ram,wished\n,Ram,ordered\n'), figures, context);
    expect(plan.map((row) => [row.outcome, row.reason])).toEqual([
      ['error', importMessages.ambiguousName],
      ['error', importMessages.wishlistFull],
      ['error', importMessages.duplicate(3)],
    ]);
    const ordered = planImport(readCsv('jan,name,state\n,Ram,ordered\n'), figures, context);
    expect(ordered.map((row) => [row.outcome, row.reason])).toEqual([['skipped', importMessages.orderedNotImported]]);
  });
});
