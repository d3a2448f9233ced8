/** The app words notifications in the interface language (docs/product-rules.md §Notifications 5, §Wishlist 8). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import type { Notification } from '@shared/api';
import { createI18n } from '@renderer/app/i18n';
import { addNotificationWordStrings, notificationWords, type WordingFormats } from '@renderer/features/notifications/notification-words';
import notificationsEnglish from '@renderer/locales/en/notifications.json';

const formats: WordingFormats = {
  language: 'ja',
  // As usePriceText writes it for a collector who chose USD at 150 yen to the dollar.
  price: (amount, currency) => `≈ $${(amount / 150).toFixed(2)} (${currency} ${amount})`,
  day: (iso) => `day ${iso}`,
  dateTime: (iso) => `time ${iso}`,
};
const hidden: WordingFormats = { ...formats, price: () => null };

const item = (fields: Partial<Notification>): Notification => ({
  id: 1,
  title: 'Price drop: Rem 1/7',
  body: 'Now 5,200 JPY (was 5,800 JPY).',
  kind: 'price_drop',
  created_at: '2026-04-13T09:00:00Z',
  read: false,
  target: { type: 'figure', slug: 'rem' },
  figure_slug: 'rem',
  figure_name: 'Rem 1/7',
  params: { old_price: 5_800, new_price: 5_200, currency: 'JPY' },
  ...fields,
});

let i18n: I18n;
const words = (fields: Partial<Notification>, with_ = formats) => notificationWords(i18n.t, item(fields), with_);
const RAW_KEY = /notification(s|Words)\./;

beforeAll(async () => {
  i18n = createI18n('en');
  i18n.addResourceBundle('en', 'translation', { notifications: notificationsEnglish }, true, false);
  addNotificationWordStrings(i18n);
  await i18n.changeLanguage('ja');
});

describe('notificationWords (ja)', () => {
  it('a price drop names the figure and both prices in the collector’s currency, never the stored English', () => {
    expect(words({})).toEqual({ title: '値下げ：Rem 1/7', body: '現在 ≈ $34.67 (JPY 5200)（以前は ≈ $38.67 (JPY 5800)）。' });
    expect(words({}, hidden).body).toBe('価格が下がりました。');
  });

  it('names the figure by its Japanese name when the alert carries one', () => {
    expect(words({ params: { old_price: 5_800, new_price: 5_200, currency: 'JPY', name_ja: 'レム 1/7' } }).title).toBe('値下げ：レム 1/7');
    expect(words({ params: { name_ja: 'レム 1/7' } }, { ...formats, language: 'en' }).title).toBe('値下げ：Rem 1/7');
  });

  it('the other alerts word their day and stock; released needs nothing', () => {
    expect(words({ kind: 'preorder_closing', params: { closes_at: '2026-04-14' } }).body).toBe('予約はday 2026-04-14の終わり（UTC）に締め切られます。');
    expect(words({ kind: 'preorder_open', params: {} }).body).toBe('予約受付中です。');
    expect(words({ kind: 'back_in_stock', params: { stock: 1200 } }).body).toBe('現在1,200点の在庫があります。');
    expect(words({ kind: 'released', params: null })).toEqual({ title: '発売：Rem 1/7', body: '発売されました。' });
  });

  it('missing or wrong parameters give the kind’s title and a generic line; no figure name gives the kind’s name', () => {
    expect(words({ params: null })).toEqual({ title: '値下げ：Rem 1/7', body: '詳しくは開いてご確認ください。' });
    expect(words({ params: { old_price: 'a lot', new_price: 5_200, currency: 'JPY' } }).body).toBe('詳しくは開いてご確認ください。');
    expect(words({ params: { old_price: 5_800, new_price: 5_200, currency: 'yen' } }).body).toBe('詳しくは開いてご確認ください。');
    expect(words({ kind: 'preorder_closing', params: { closes_at: 'soon' } }).body).toBe('詳しくは開いてご確認ください。');
    expect(words({ figure_name: null })).toEqual({ title: '値下げ', body: '詳しくは開いてご確認ください。' });
  });

  it('an order notification is worded from its event, with the amount converted and the deadline formatted', () => {
    const order = (params: Notification['params']) => words({ kind: 'order', title: 'Order FS-1 paid', body: 'We received…', figure_name: null, params });
    expect(order({ event: 'paid', number: 'FS-1', amountJpy: 12_000 })).toEqual({ title: 'ご注文 FS-1 のお支払い完了', body: '≈ $80.00 (JPY 12000)のお支払いを受け付けました。' });
    expect(order({ event: 'placed', number: 'FS-1', dueNowJpy: 3_000, dueAt: '2026-04-20T09:00:00Z', reserved: 0 }).body).toBe('time 2026-04-20T09:00:00Zまでに≈ $20.00 (JPY 3000)をお支払いください。');
    expect(order({ event: 'placed', number: 'FS-1', dueNowJpy: 0, dueAt: null, reserved: 1 }).body).toBe('予約商品を確保しました。お支払いは発売時です。');
    expect(order({ event: 'shipped', number: 'FS-1', trackingNumber: 'EJ123JP' }).body).toBe('追跡番号：EJ123JP');
    expect(order({ event: 'invoiced', number: 'FS-1', figure: 'Rem', amountJpy: 12_000, dueAt: '2026-04-20T09:00:00Z' }).title).toBe('Rem の予約商品の準備ができました：time 2026-04-20T09:00:00Zまでにお支払いください');
    // An event this client does not know, or no order number: the kind's name and the generic line.
    expect(order({ event: 'teleported', number: 'FS-1' })).toEqual({ title: '注文', body: '詳しくは開いてご確認ください。' });
    expect(order({ event: 'paid' })).toEqual({ title: '注文', body: '詳しくは開いてご確認ください。' });
    // Older order notifications have no parameters: their stored text, which is still true.
    expect(order(null)).toEqual({ title: 'Order FS-1 paid', body: 'We received…' });
  });

  it('seeded messages are worded; announcements and unknown kinds show their stored text; nothing is ever a raw key', () => {
    expect(words({ kind: 'info', title: 'Weekly figure news #19', figure_name: null, params: { message: 'weekly_news', issue: 19 } }).title).toBe('週刊フィギュアニュース #19');
    expect(words({ kind: 'announcement', title: 'Shop closed on Monday', body: 'Maintenance.', figure_name: null, params: null })).toEqual({ title: 'Shop closed on Monday', body: 'Maintenance.' });
    expect(words({ kind: 'hologram', title: 'Something new', body: 'Text.', params: null })).toEqual({ title: 'Something new', body: 'Text.' });
    expect(words({ kind: 'hologram', title: ' ', body: '', params: { message: 'unknown_message' } })).toEqual({ title: 'Figure Shop からのお知らせ', body: '' });
    expect(words({ kind: 'system', title: '', body: '', figure_name: null, params: null })).toEqual({ title: 'システム', body: '詳しくは開いてご確認ください。' });
    const all = [words({ params: { x: 1 } }), words({ kind: 'order', params: { event: 'paid' } }), words({ kind: 'nope', title: '' })];
    for (const { title, body } of all) expect(`${title} ${body}`).not.toMatch(RAW_KEY);
  });
});
