/**
 * The address form's rules (docs/product-rules.md §Checkout 2; §Locales 3, 6): the checks made
 * before sending come from the contract's schema, the destinations are named and sorted in the
 * interface language, and the API's messages are put in the app's words (unknown text as it came).
 */
import { describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MAX, addressMessages, drfMessages, shippingCountries } from '@shared/api';
import { createI18n } from '@renderer/app/i18n';
import { addressAutocomplete, addressFields, addressLine, countryOptions, draftOf, draftProblems, emptyAddressDraft } from '@renderer/features/checkout/address-form';
import { addressFieldMessage, addressFormFailure } from '@renderer/features/checkout/address-messages';
import english from '../../../../../src/renderer/src/locales/en/checkout.json';
import { sampleAddress } from '../../../../support/checkout-samples';
import { AxiosError, AxiosHeaders } from 'axios';

async function translator(language: 'en' | 'ja') {
  const i18n = createI18n(language);
  i18n.addResourceBundle('en', 'translation', { checkout: english }, true, false);
  await i18n.changeLanguage(language);
  return i18n.t.bind(i18n);
}

/** An axios error as the client rejects with: `status` and a DRF body, or no response at all. */
function httpError(status?: number, data?: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = status === undefined ? undefined : { status, statusText: '', data, headers: {}, config };
  return new AxiosError('failed', status === undefined ? 'ERR_NETWORK' : 'ERR_BAD_REQUEST', config, {}, response);
}

describe('the fields', () => {
  it('give every field its autofill token (HTML autocomplete)', () => {
    expect(addressAutocomplete).toEqual({
      full_name: 'name',
      line1: 'address-line1',
      line2: 'address-line2',
      city: 'address-level2',
      region: 'address-level1',
      postcode: 'postal-code',
      country: 'country',
      phone: 'tel',
    });
    expect(Object.keys(addressAutocomplete).sort()).toEqual([...addressFields].sort());
  });

  it('checks before sending what the API would refuse: blank required fields, an unchosen country, too long', () => {
    expect(draftProblems(emptyAddressDraft)).toEqual({
      full_name: [drfMessages.blank],
      line1: [drfMessages.blank],
      city: [drfMessages.blank],
      postcode: [drfMessages.blank],
      country: [drfMessages.required],
      phone: [drfMessages.blank],
    });
    expect(draftProblems({ ...draftOf(sampleAddress()), full_name: '   ', city: 'x'.repeat(61) })).toEqual({ full_name: [drfMessages.blank], city: [drfMessages.maxLength(60)] });
    expect(draftProblems(draftOf(sampleAddress()))).toEqual({});
  });
});

describe('the countries', () => {
  it('are every destination, named in the interface language and sorted by that name (ja)', () => {
    const options = countryOptions('ja');
    expect(options.map((option) => option.code).sort()).toEqual([...shippingCountries].sort());
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ja').compare));
    expect(options.find((option) => option.code === 'DE')?.name).toBe('ドイツ');
    // By the Japanese name, not the code: アイルランド (IE), アメリカ合衆国 (US), アラブ首長国連邦 (AE), アルゼンチン (AR).
    expect(options.slice(0, 4).map((option) => option.code)).toEqual(['IE', 'US', 'AE', 'AR']);
  });

  it('are sorted by their English names in English', () => {
    const names = countryOptions('en').map((option) => option.name);
    expect(names.slice(0, 3)).toEqual(['Argentina', 'Australia', 'Austria']);
  });

  it('write an address on one line, blank parts left out, the country by name', () => {
    expect(addressLine(sampleAddress(), 'en')).toBe('Erika Mustermann, Unter den Linden 1, Berlin, 10117, Germany');
    expect(addressLine(sampleAddress({ line2: 'Hof 2', region: 'BE' }), 'ja')).toBe('Erika Mustermann, Unter den Linden 1, Hof 2, Berlin, BE, 10117, ドイツ');
  });
});

describe("the API's messages in the app's words (§Locales 6)", () => {
  it('words the contract’s messages by field and fixed text, in English and Japanese', async () => {
    const en = await translator('en');
    expect(addressFieldMessage('postcode', addressMessages.postcode, en)).toBe('Enter a valid postcode for this country.');
    expect(addressFieldMessage('phone', addressMessages.phone, en)).toBe('Enter a valid phone number for this country.');
    expect(addressFieldMessage('city', drfMessages.blank, en)).toBe('Fill in this field.');
    expect(addressFieldMessage('city', drfMessages.required, en)).toBe('Fill in this field.');
    expect(addressFieldMessage('city', drfMessages.maxLength(60), en)).toBe('Use at most 60 characters.');
    expect(addressFieldMessage('country', drfMessages.invalidChoice('KP'), en)).toBe('The shop does not ship to this country.');
    expect(addressFieldMessage('non_field_errors', addressMessages.full, en)).toBe(`Your address book holds at most ${ADDRESS_BOOK_MAX} addresses. Delete one to add another.`);
    const ja = await translator('ja');
    expect(addressFieldMessage('postcode', addressMessages.postcode, ja)).toBe('この国・地域の正しい郵便番号を入力してください。');
    expect(addressFieldMessage('phone', addressMessages.phone, ja)).toBe('この国・地域の正しい電話番号を入力してください。');
    expect(addressFieldMessage('city', drfMessages.maxLength(60), ja)).toBe('60文字以内で入力してください。');
  });

  it('shows any other text as it came', async () => {
    const en = await translator('en');
    expect(addressFieldMessage('is_default', 'Choose another default address instead.', en)).toBe('Choose another default address instead.');
    // A contract message under another field than its own is not that message.
    expect(addressFieldMessage('city', addressMessages.postcode, en)).toBe(addressMessages.postcode);
    expect(addressFieldMessage('city', drfMessages.invalidChoice('KP'), en)).toBe(drfMessages.invalidChoice('KP'));
  });

  it('splits a refused save between the form’s fields and one message above the button', async () => {
    const en = await translator('en');
    expect(addressFormFailure(httpError(400, { postcode: [addressMessages.postcode], phone: [addressMessages.phone] }), en)).toEqual({
      fields: { postcode: 'Enter a valid postcode for this country.', phone: 'Enter a valid phone number for this country.' },
      form: 'Check the fields marked above.',
    });
    expect(addressFormFailure(httpError(400, { non_field_errors: [addressMessages.full] }), en)).toEqual({ fields: {}, form: `Your address book holds at most ${ADDRESS_BOOK_MAX} addresses. Delete one to add another.` });
    expect(addressFormFailure(httpError(), en).form).toBe('Cannot reach the server. Nothing was saved: try again when you are back online.');
    expect(addressFormFailure(httpError(500, 'boom'), en).form).toBe('Something went wrong. Nothing was saved: try again.');
  });
});
