/**
 * How the app words a notification in the interface language (docs/product-rules.md §Notifications 5): a figure
 * alert from its kind, figure name and parameters; an order notification from the order event it
 * tells; a seeded message from its `message` key. Prices are shown as every other price is (converted
 * into the collector's currency); dates in the interface locale. What it cannot word gets a generic
 * line in the interface language (a known kind whose parameters are missing or wrong) or the stored
 * English text (a kind or message this client does not know): never a raw key, never a throw. Pure.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { figureAlertKinds, notificationKinds, priceDropParamsSchema, type Notification as AppNotification, type NotificationParams } from '@shared/api';
import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/notificationWords.json';

/** `useTranslation()` with the wording strings (their English travels with this module, never the first route). */
export const useNotificationWordsTranslation = () => useTranslationWithEnglish('notificationWords', english);

/** Adds the English wording strings to `i18n` outside a component (the system notifications load this module when they first announce). */
export function addNotificationWordStrings(i18n: I18n): void {
  if (!i18n.getResource('en', 'translation', 'notificationWords')) i18n.addResourceBundle('en', 'translation', { notificationWords: english }, true, false);
}

/** What the wording needs besides strings: a price as the collector sees it (null when prices are hidden) and a calendar day or an instant as text. */
export interface WordingFormats {
  /** The interface language: a figure alert names the figure by its Japanese name (`params.name_ja`) in ja. */
  language: string;
  price: (amount: number, currency: string) => string | null;
  day: (isoDate: string) => string;
  dateTime: (iso: string) => string;
}

/** A notification's words: `title` and `body` (body may be empty). */
export interface NotificationWords {
  title: string;
  body: string;
}

const ORDER_EVENTS = ['placed', 'paid', 'cancelled', 'invoiced', 'payment_reminder', 'line_cancelled', 'cancellation_declined', 'shipped', 'delivered', 'refunded', 'release_moved'] as const;
const MESSAGES = ['weekly_news', 'reviews_waiting', 'moderator_welcome', 'guidelines_updated'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
const numberParam = (p: NotificationParams, key: string): number | null => (typeof p[key] === 'number' && Number.isFinite(p[key]) ? (p[key] as number) : null);
const textParam = (p: NotificationParams, key: string): string | null => (typeof p[key] === 'string' && p[key] !== '' ? (p[key] as string) : null);

/** A figure alert's body from its parameters; null when they are missing or wrong. */
function alertBody(kind: (typeof figureAlertKinds)[number], p: NotificationParams, t: TFunction, formats: WordingFormats): string | null {
  switch (kind) {
    case 'price_drop': {
      const drop = priceDropParamsSchema.safeParse(p);
      if (!drop.success) return null;
      const { old_price, new_price, currency } = drop.data;
      const [price, before] = [formats.price(new_price, currency), formats.price(old_price, currency)];
      return price === null || before === null ? t('notificationWords.alertBody.price_dropHidden') : t('notificationWords.alertBody.price_drop', { price, was: before });
    }
    case 'preorder_open':
    case 'preorder_closing': {
      const closes = textParam(p, 'closes_at');
      if (closes !== null && DAY.test(closes)) return t(`notificationWords.alertBody.${kind}`, { date: formats.day(closes) });
      return kind === 'preorder_open' ? t('notificationWords.alertBody.preorder_openUndated') : null;
    }
    case 'back_in_stock': {
      const stock = numberParam(p, 'stock');
      return stock !== null && stock > 0 ? t('notificationWords.alertBody.back_in_stock', { count: stock }) : t('notificationWords.alertBody.back_in_stockUncounted');
    }
    case 'released':
      return t('notificationWords.alertBody.released');
  }
}

/** An order notification's words from the event it tells; null when the event or its order number is missing. */
function orderWords(p: NotificationParams, t: TFunction, formats: WordingFormats): NotificationWords | null {
  const event = p.event;
  const number = textParam(p, 'number');
  if (!oneOf(ORDER_EVENTS, event) || number === null) return null;
  const amount = numberParam(p, 'amountJpy') ?? numberParam(p, 'dueNowJpy');
  const dueAt = textParam(p, 'dueAt');
  const values = {
    number,
    amount: amount === null ? '' : (formats.price(amount, 'JPY') ?? ''),
    date: dueAt === null ? '' : formats.dateTime(dueAt),
    figure: textParam(p, 'figure') ?? '',
    message: textParam(p, 'message') ?? '',
    tracking: textParam(p, 'trackingNumber') ?? '',
    from: textParam(p, 'from') ?? '',
    to: textParam(p, 'to') ?? '',
  };
  const bodyKey = event === 'placed' && dueAt === null ? 'bodyReserved' : 'body';
  return { title: t(`notificationWords.order.${event}.title`, values), body: t(`notificationWords.order.${event}.${bodyKey}`, values) };
}

/**
 * The words of `item` in the interface language (see the module's comment): `{title, body}`.
 * A figure alert's title names the figure ("値下げ：Rem 1/7"), its body the change ("現在 ≈ $34.70
 * (¥5,200)（以前は …）"); without the figure's name or usable parameters, the kind's name and a
 * generic line.
 */
export function notificationWords(t: TFunction, item: AppNotification, formats: WordingFormats): NotificationWords {
  const params = item.params ?? {};
  const generic = { title: t(`notifications.kinds.${item.kind}`), body: t('notificationWords.generic') };
  if (oneOf(figureAlertKinds, item.kind)) {
    if (!item.figure_name) return generic;
    const name = formats.language === 'ja' ? (textParam(params, 'name_ja') ?? item.figure_name) : item.figure_name;
    return { title: t(`notifications.alertTitle.${item.kind}`, { name }), body: alertBody(item.kind, params, t, formats) ?? generic.body };
  }
  if (item.kind === 'order' && item.params) return orderWords(params, t, formats) ?? generic;
  const message = params.message;
  if (oneOf(MESSAGES, message)) {
    const issue = numberParam(params, 'issue');
    return { title: t(`notificationWords.message.${message}.title`, { issue: issue ?? '' }), body: t(`notificationWords.message.${message}.body`) };
  }
  // Anything else (an announcement, a kind this client does not know): the stored text, as the API wrote it.
  if (item.title.trim() !== '') return { title: item.title, body: item.body };
  return oneOf(notificationKinds, item.kind) ? generic : { title: t('notificationWords.untitled'), body: item.body };
}
