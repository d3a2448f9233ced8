/**
 * What changed between the review and placing the order, in words (docs/product-rules.md §Orders
 * 1: the 409 `order_changed` answer), each figure named from the quotes.
 */
import { describe, expect, it } from 'vitest';
import type { OrderChange } from '@shared/api';
import { createI18n } from '@renderer/app/i18n';
import { namesBySlug, wordOrderChange } from '@renderer/features/checkout/order-changes';
import english from '../../../../../src/renderer/src/locales/en/checkout.json';
import { sampleQuote } from '../../../../support/checkout-samples';

async function translator(language: 'en' | 'ja') {
  const i18n = createI18n(language);
  i18n.addResourceBundle('en', 'translation', { checkout: english }, true, false);
  await i18n.changeLanguage(language);
  return i18n.t.bind(i18n);
}

const yen = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY' }).format(amount);

describe('the changes of a 409 (§Orders 1)', () => {
  it('words each change, naming the figure from the quotes', async () => {
    const t = await translator('en');
    const names = namesBySlug([sampleQuote({ method: 'ems' }), null], (figure) => figure.name);
    const changes: OrderChange[] = [
      { kind: 'price', slug: 'rem-summer', was: 12800, now: 11800 },
      { kind: 'unavailable', slug: 'miku-2027' },
      { kind: 'quantity', slug: 'rem-summer', was: 3, now: 2 },
      { kind: 'added', slug: 'rem-summer' },
      { kind: 'removed', slug: 'gone-figure' },
      { kind: 'total', was: 31520, now: 30520 },
    ];
    expect(changes.map((change) => wordOrderChange(change, names, yen, t))).toEqual([
      'Rem Summer: price changed from ¥12,800 to ¥11,800',
      'Miku 2027 is sold out',
      'Rem Summer: quantity changed from 3 to 2',
      'Rem Summer was added to your cart',
      'gone-figure is no longer in your cart',
      'Total changed from ¥31,520 to ¥30,520',
    ]);
  });

  it('speaks the interface language', async () => {
    const ja = await translator('ja');
    const names = namesBySlug([sampleQuote()], (figure) => figure.name_ja || figure.name);
    expect(wordOrderChange({ kind: 'price', slug: 'rem-summer', was: 12800, now: 11800 }, names, yen, ja)).toBe('レム 夏: 価格が¥12,800から¥11,800に変わりました');
    expect(wordOrderChange({ kind: 'unavailable', slug: 'miku-2027' }, names, yen, ja)).toBe('初音ミク 2027は売り切れです');
  });

  it('names a figure by the first quote that has it, in the interface language', () => {
    const names = namesBySlug([undefined, sampleQuote()], (figure) => figure.name_ja || figure.name);
    expect(names.get('rem-summer')).toBe('レム 夏');
  });
});
