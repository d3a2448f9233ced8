import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MAX, addressMessages, drfMessages, shippingZones } from '@shared/api';
import { NOT_DEFAULT_MESSAGE, isDestination, isValidPostcode } from '../../../../src/demo-api/checkout/address-rules';
import { json, registerAccount } from '../helpers';
import { cartHarness, type CartHarness } from '../cart/support';
import { BERLIN, addressOf, addressesOf, checkoutCalls, refusal } from './support';

// The address book (docs/product-rules.md §Checkout 2) on a real server and SQLite file: one server
// for the file, every address deleted before each test.

let h: CartHarness;
let book: ReturnType<typeof checkoutCalls>;

/** A 400 with `body`, and the book unchanged by it. */
async function refusedWith(call: () => ReturnType<typeof book.create>, body: unknown): Promise<void> {
  const before = addressesOf(await book.list());
  expect(refusal(await call(), 400)).toEqual(body);
  expect(addressesOf(await book.list())).toEqual(before);
}

let accounts = 0;
/** A new account's token pair, with its password and e-mail address. */
async function newAccount() {
  accounts += 1;
  const account = { email: `other${accounts}@figureshop.test`, username: `othercollector${accounts}`, password: 'another-long-password-3' };
  return { ...account, ...(await registerAccount(h.server.app, account)) };
}

describe('the address book', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    h = await cartHarness(0);
    book = checkoutCalls(h.server.app, h.token);
  }, 30_000);
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.db.execute('DELETE FROM addresses');
  });

  it('needs a signed-in user', async () => {
    const anonymous = checkoutCalls(h.server.app, '');
    for (const res of [await anonymous.list(), await anonymous.create(BERLIN), await anonymous.get(1), await anonymous.patch(1, {}), await anonymous.remove(1), await anonymous.quote({ address_id: 1 })]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('adds (201, the first is the default, phone kept in E.164, postcode upper case), lists, reads, edits and deletes', async () => {
    expect(addressesOf(await book.list())).toEqual([]);
    const first = addressOf(await book.create(BERLIN), 201);
    expect(first).toMatchObject({ ...BERLIN, line2: '', region: '', phone: '+4930901820', is_default: true });
    const stored = await h.db.execute({ sql: 'SELECT phone FROM addresses WHERE id = ?', args: [first.id] });
    expect(stored.rows[0]!.phone).toBe('+4930901820');
    const london = addressOf(await book.create({ ...BERLIN, city: 'London', postcode: 'sw1a 1aa', country: 'GB', phone: '020 7946 0958' }), 201);
    expect(london).toMatchObject({ postcode: 'SW1A 1AA', phone: '+442079460958', is_default: false });
    expect(addressesOf(await book.list()).map((a) => a.id)).toEqual([first.id, london.id]);
    expect(addressOf(await book.get(london.id))).toEqual(london);

    const edited = addressOf(await book.patch(first.id, { line2: 'Hinterhaus', region: 'Berlin' }));
    expect(edited).toEqual({ ...first, line2: 'Hinterhaus', region: 'Berlin' });
    // A field left out keeps its value.
    expect(addressOf(await book.patch(first.id, { city: 'Berlin-Mitte' }))).toEqual({ ...edited, city: 'Berlin-Mitte' });

    expect((await book.remove(london.id)).statusCode).toBe(204);
    expect(refusal(await book.get(london.id), 404)).toEqual({ detail: 'Not found.' });
    expect(addressesOf(await book.list()).map((a) => a.id)).toEqual([first.id]);
  });

  it('keeps exactly one default: is_default moves it, the list starts with it, deleting it makes the newest the default', async () => {
    const a = addressOf(await book.create(BERLIN), 201);
    h.server.advance(1000);
    const b = addressOf(await book.create({ ...BERLIN, full_name: 'B', is_default: false }), 201);
    h.server.advance(1000);
    const c = addressOf(await book.create({ ...BERLIN, full_name: 'C', is_default: true }), 201);
    h.server.advance(1000);
    const d = addressOf(await book.create({ ...BERLIN, full_name: 'D' }), 201);
    const defaults = async () => addressesOf(await book.list()).filter((x) => x.is_default).map((x) => x.id);
    expect(c.is_default).toBe(true);
    expect(await defaults()).toEqual([c.id]);
    // Default first, then newest first.
    expect(addressesOf(await book.list()).map((x) => x.id)).toEqual([c.id, d.id, b.id, a.id]);

    expect(addressOf(await book.patch(b.id, { is_default: true })).is_default).toBe(true);
    expect(await defaults()).toEqual([b.id]);
    expect(refusal(await book.patch(b.id, { is_default: false }), 400)).toEqual({ is_default: [NOT_DEFAULT_MESSAGE] });
    expect(await defaults()).toEqual([b.id]);
    // is_default false on an address that is not the default changes nothing.
    expect(addressOf(await book.patch(a.id, { is_default: false })).is_default).toBe(false);

    expect((await book.remove(b.id)).statusCode).toBe(204);
    expect(await defaults()).toEqual([d.id]);
    expect((await book.remove(c.id)).statusCode).toBe(204);
    expect(await defaults()).toEqual([d.id]);
    expect((await book.remove(d.id)).statusCode).toBe(204);
    expect(await defaults()).toEqual([a.id]);
  });

  it('names every missing field with DRF\'s message, and nothing is added', async () => {
    await refusedWith(() => book.create({}), {
      full_name: [drfMessages.required],
      line1: [drfMessages.required],
      city: [drfMessages.required],
      postcode: [drfMessages.required],
      country: [drfMessages.required],
      phone: [drfMessages.required],
    });
    await refusedWith(() => book.create({ ...BERLIN, full_name: '  ', is_default: 'yes' }), { full_name: [drfMessages.blank], is_default: [drfMessages.notBoolean] });
  });

  it('checks the postcode for the country', async () => {
    await refusedWith(() => book.create({ ...BERLIN, postcode: '1234' }), { postcode: [addressMessages.postcode] });
    const good = [
      { ...BERLIN, postcode: '10115' },
      { ...BERLIN, city: 'San Francisco', region: 'CA', postcode: '94103', country: 'US', phone: '+1 415 555 2671' },
      // Hong Kong has no postcodes and the library no rule: any non-blank text is taken.
      { ...BERLIN, city: 'Hong Kong', postcode: '000000', country: 'HK', phone: '2123 4567' },
    ];
    for (const fields of good) addressOf(await book.create(fields), 201);
  });

  it('refuses a Japanese address for its country before any postcode rule (Japan is not a destination)', async () => {
    await refusedWith(() => book.create({ ...BERLIN, postcode: '100-0001', country: 'JP', phone: '03-1234-5678' }), { country: ['"JP" is not a valid choice.'] });
  });

  it('refuses a country the shop does not ship to, a made-up code and a lower-case code', async () => {
    for (const country of ['KP', 'JP', 'XX', 'de']) {
      await refusedWith(() => book.create({ ...BERLIN, country }), { country: [drfMessages.invalidChoice(country)] });
    }
  });

  it('refuses a phone number that is not a real number for the country', async () => {
    // "+49 1234 5678" has a German number's length but is in no German range: the full metadata refuses it, the "min" one would not.
    for (const phone of ['12', '030 1', 'not a phone', '+49 000 0000', '+49 1234 5678']) {
      await refusedWith(() => book.create({ ...BERLIN, phone }), { phone: [addressMessages.phone] });
    }
  });

  it('checks an edit as a whole: a new country re-checks the kept postcode and phone', async () => {
    const a = addressOf(await book.create(BERLIN), 201);
    await refusedWith(() => book.patch(a.id, { country: 'GB' }), { postcode: [addressMessages.postcode] });
    // A national number is read in the new country: a Berlin number is not a French one.
    await refusedWith(() => book.patch(a.id, { country: 'FR', postcode: '75001', phone: '030 901820' }), { phone: [addressMessages.phone] });
    // The kept E.164 number is read as itself whatever the country.
    expect(addressOf(await book.patch(a.id, { country: 'FR', postcode: '75001' }))).toMatchObject({ country: 'FR', postcode: '75001', phone: '+4930901820' });
  });

  it(`holds at most ${ADDRESS_BOOK_MAX} addresses`, async () => {
    for (let i = 0; i < ADDRESS_BOOK_MAX; i += 1) addressOf(await book.create({ ...BERLIN, full_name: `Name ${i}` }), 201);
    await refusedWith(() => book.create({ ...BERLIN, is_default: true }), { non_field_errors: [addressMessages.full] });
    expect(addressesOf(await book.list()).filter((a) => a.is_default)).toHaveLength(1);
  });

  it('never lets two calls at once pass the cap or make two defaults', async () => {
    for (let i = 0; i < ADDRESS_BOOK_MAX - 2; i += 1) addressOf(await book.create({ ...BERLIN, full_name: `Name ${i}` }), 201);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => book.create({ ...BERLIN, full_name: `Rush ${i}`, is_default: true })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 400, 400, 400]);
    const list = addressesOf(await book.list());
    expect(list).toHaveLength(ADDRESS_BOOK_MAX);
    expect(list.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('answers 404 for another user\'s address, an unknown id and a malformed id, and changes nothing', async () => {
    const mine = addressOf(await book.create(BERLIN), 201);
    const other = checkoutCalls(h.server.app, (await newAccount()).access_token);
    expect(refusal(await other.get(mine.id), 404)).toEqual({ detail: 'Not found.' });
    expect(refusal(await other.patch(mine.id, { city: 'Hamburg' }), 404)).toEqual({ detail: 'Not found.' });
    expect(refusal(await other.patch(mine.id, { is_default: true }), 404)).toEqual({ detail: 'Not found.' });
    expect(refusal(await other.remove(mine.id), 404)).toEqual({ detail: 'Not found.' });
    expect(refusal(await other.quote({ address_id: mine.id }), 404)).toEqual({ detail: 'Not found.' });
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '99999999999999999999']) expect(refusal(await book.get(id), 404)).toEqual({ detail: 'Not found.' });
    expect(addressesOf(await book.list())).toEqual([mine]);
    expect(addressesOf(await other.list())).toEqual([]);
  });

  it('deleting the account deletes its addresses', async () => {
    const fan = await newAccount();
    const created = addressOf(await checkoutCalls(h.server.app, fan.access_token).create(BERLIN), 201);
    const count = async () => Number((await h.db.execute({ sql: 'SELECT COUNT(*) AS n FROM addresses WHERE id = ?', args: [created.id] })).rows[0]!.n);
    expect(await count()).toBe(1);
    const res = await json(h.server.app, 'POST', '/api/account/delete/', { current_password: fan.password, confirmation: fan.email }, fan.access_token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await count()).toBe(0);
  });
});

describe('postcodes', () => {
  it('fit the country\'s format; a country without postcodes takes any non-blank text', () => {
    expect(isValidPostcode('1234', 'DE')).toBe(false);
    expect(isValidPostcode('10115', 'DE')).toBe(true);
    expect(isValidPostcode('1234', 'JP')).toBe(false);
    expect(isValidPostcode('100-0001', 'JP')).toBe(true);
    expect(isValidPostcode('94103', 'US')).toBe(true);
    expect(isValidPostcode('000000', 'HK')).toBe(true);
    expect(isValidPostcode('', 'HK')).toBe(false);
  });
});

describe('destinations', () => {
  it('are in the zone table AND real ISO 3166-1 codes, so a slip in the table never becomes a destination', () => {
    for (const code of Object.keys(shippingZones)) expect(isDestination(code), code).toBe(true);
    // "UK" is not an ISO code (GB is): a table that listed it would still not ship there.
    expect(isDestination('UK', { ...shippingZones, UK: 2 })).toBe(false);
    expect(isDestination('GB', { ...shippingZones, UK: 2 })).toBe(true);
    expect(isDestination('KP')).toBe(false);
  });
});
