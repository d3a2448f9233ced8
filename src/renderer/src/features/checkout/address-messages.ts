/**
 * The address book's messages in the app's wording (docs/product-rules.md §Locales 6): a message
 * the contract defines (addressMessages, DRF's field messages) is chosen by its field and its code
 * or fixed text and shown in the interface language; any other text is shown as it came.
 */
import type { TFunction } from 'i18next';
import { ADDRESS_BOOK_MAX, addressMessages } from '@shared/api/addresses';
import { describeApiError, drfErrorCodes, fieldErrorCode } from '@shared/api/errors';
import { drfMessages } from '@shared/api/fields';
import { isHttpError, isNoResponseError } from '@renderer/api/http';
import { addressFields } from './address-form';

/**
 * The part of `message` that stands where `template` puts its argument, or null when `message` is
 * not that template's text. Templates are the contract's message functions (drfMessages.maxLength,
 * drfMessages.invalidChoice), so the app follows their wording rather than copying it.
 */
function templateArgument(template: (argument: string) => string, message: string): string | null {
  const marker = '\u0000';
  const [before = '', after = ''] = template(marker).split(marker);
  if (message.length < before.length + after.length || !message.startsWith(before) || !message.endsWith(after)) return null;
  return message.slice(before.length, message.length - after.length);
}

// drfMessages.maxLength takes the limit as a number; the marker stands in for it as text.
const maxLengthTemplate = (argument: string) => drfMessages.maxLength(argument as unknown as number);

/** One field message of the address form (from the client's check or the API's 400) in the interface language. */
export function addressFieldMessage(field: string, message: string, t: TFunction): string {
  const code = fieldErrorCode(message);
  if (code === drfErrorCodes.required || code === drfErrorCodes.blank) return t('checkout.errors.required');
  if (field === 'postcode' && message === addressMessages.postcode) return t('checkout.errors.postcode');
  if (field === 'phone' && message === addressMessages.phone) return t('checkout.errors.phone');
  if (message === addressMessages.full) return t('checkout.errors.full', { n: ADDRESS_BOOK_MAX });
  const max = templateArgument(maxLengthTemplate, message);
  if (max !== null && /^\d+$/.test(max)) return t('checkout.errors.maxLength', { n: Number(max) });
  const choice = templateArgument((argument) => drfMessages.invalidChoice(argument), message);
  if (field === 'country' && choice !== null) return choice === '' ? t('checkout.errors.required') : t('checkout.errors.country');
  return message;
}

/** Every field's messages in the interface language, each field's joined into one line. */
export function addressFieldMessages(messages: Partial<Record<string, string[]>>, t: TFunction): Record<string, string> {
  const worded: Record<string, string> = {};
  for (const [field, list] of Object.entries(messages)) {
    if (list && list.length > 0) worded[field] = list.map((message) => addressFieldMessage(field, message, t)).join(' ');
  }
  return worded;
}

/** What the address form shows after a refused or failed save: a message under each field, and one above the button. */
export interface AddressFormFailure {
  fields: Record<string, string>;
  form: string | null;
}

/**
 * A failed save in the interface language: no answer → "Cannot reach the server…"; a 400 → each of
 * the form's fields' messages under it, and the others (`non_field_errors`: the book is full) above
 * the button, else "Check the highlighted fields."; anything else → "Something went wrong…". Never throws.
 */
export function addressFormFailure(error: unknown, t: TFunction): AddressFormFailure {
  if (isNoResponseError(error)) return { fields: {}, form: t('checkout.form.offline') };
  if (!isHttpError(error) || !error.response || error.response.status !== 400) return { fields: {}, form: t('checkout.form.failed') };
  const { detail, fieldErrors } = describeApiError(error.response.data);
  const own = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => (addressFields as readonly string[]).includes(field)));
  const others = Object.entries(fieldErrors).filter(([field]) => !(field in own));
  const general = [
    ...(detail === undefined ? [] : [addressFieldMessage('non_field_errors', detail, t)]),
    ...others.flatMap(([field, messages]) => messages.map((message) => addressFieldMessage(field, message, t))),
  ];
  return { fields: addressFieldMessages(own, t), form: general.length > 0 ? general.join(' ') : t('checkout.form.fix') };
}
