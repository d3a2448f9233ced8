/**
 * The transactional e-mails of an order (docs/product-rules.md §Fulfilment 5), in the collector's
 * interface language (en, ja, zh), each with a plain-text and an HTML part and the order page's link:
 * the order confirmation, the payment request (at release, and its reminder), "shipped" with the
 * carrier's tracking link, "cancelled" and "refunded". Written to the mailbox inside the change's
 * transaction, so a change and its e-mail are one.
 */
import type { Client } from '@libsql/client';
import { orderPagePath } from '../../shared/api/orders';
import { languages, type Language } from '../../shared/api/preferences';
import { dateTimeFormat, numberFormat } from '../../shared/intl/cached';
import { escapeHtml } from '../http/html';
import { sendMail } from '../mail/mailbox';
import { readPreferences } from '../preferences/repository';
import { queryOne } from '../storage/db';
import type { OrderChange, OrderRef } from './notify';

/** Where the mail's link points: the web app's origin (the order page is `<appOrigin>/orders/<id>`). */
export interface OrderMailSettings {
  appOrigin: string;
}

/** The kinds of change that are e-mailed. */
type MailedChange = Extract<OrderChange, { kind: 'placed' | 'invoiced' | 'payment_reminder' | 'shipped' | 'cancelled' | 'line_cancelled' | 'refunded' }>;
/** The settings from the server's configuration: the first web origin it serves the app on. */
export function orderMailSettings(config: { webOrigins: readonly string[]; publicOrigin?: string | undefined }): OrderMailSettings {
  return { appOrigin: config.webOrigins[0] ?? config.publicOrigin ?? '' };
}

const MAILED = new Set<OrderChange['kind']>(['placed', 'invoiced', 'payment_reminder', 'shipped', 'cancelled', 'line_cancelled', 'refunded']);

// Cached formatters (shared/intl/cached.ts): a release writes thousands of e-mails in one go.
const yenIn = (language: Language, amount: number) => numberFormat(language, { style: 'currency', currency: 'JPY' }).format(amount);
const dateIn = (language: Language, iso: string) =>
  dateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(iso));

/** Subject and paragraphs of `change` in `language`. Pure. */
export function orderMailText(language: Language, order: OrderRef, change: MailedChange): { subject: string; lines: string[]; open: string } {
  const n = order.number;
  const open = { en: 'Open your order', ja: 'ご注文を確認する', zh: '查看订单' }[language];
  const pick = (texts: Record<Language, { subject: string; lines: string[] }>) => ({ ...texts[language], open });
  switch (change.kind) {
    case 'placed': {
      const due = change.dueAt && yenIn(language, change.dueNowJpy);
      const dueBy = change.dueAt && dateIn(language, change.dueAt);
      return pick({
        en: { subject: `Order ${n} confirmed`, lines: [`Thank you for your order ${n}.`, due ? `Please pay ${due} by ${dueBy}.` : 'Your pre-orders are reserved: you pay for each when it is released.'] },
        ja: { subject: `ご注文 ${n} を承りました`, lines: [`ご注文 ${n} ありがとうございます。`, due ? `${dueBy}までに${due}をお支払いください。` : '予約商品は確保しました。お支払いは発売時です。'] },
        zh: { subject: `订单 ${n} 已确认`, lines: [`感谢您的订单 ${n}。`, due ? `请于 ${dueBy} 前支付 ${due}。` : '预订商品已为您保留，发售时再付款。'] },
      });
    }
    case 'invoiced':
    case 'payment_reminder': {
      const amount = yenIn(language, change.amountJpy);
      const by = dateIn(language, change.dueAt);
      const figure = change.kind === 'invoiced' ? change.figure : null;
      const reminder = change.kind === 'payment_reminder';
      return pick({
        en: {
          subject: reminder ? `Reminder: pay order ${n} by ${by}` : `Your pre-order of ${figure} is ready: pay by ${by}`,
          lines: [reminder ? `${amount} is still due for order ${n}.` : `${figure} is released. Pay ${amount} for order ${n}.`, `Pay by ${by}; unpaid at the deadline, the items are cancelled.`],
        },
        ja: {
          subject: reminder ? `【再送】ご注文 ${n} のお支払い期限 ${by}` : `ご予約の「${figure}」のご用意ができました（お支払い期限 ${by}）`,
          lines: [reminder ? `ご注文 ${n} の${amount}が未払いです。` : `「${figure}」が発売されました。ご注文 ${n} の${amount}をお支払いください。`, `${by}までにお支払いがない場合、キャンセルとなります。`],
        },
        zh: {
          subject: reminder ? `提醒：请于 ${by} 前支付订单 ${n}` : `您预订的「${figure}」已到货：请于 ${by} 前付款`,
          lines: [reminder ? `订单 ${n} 仍有 ${amount} 待支付。` : `「${figure}」已发售。请支付订单 ${n} 的 ${amount}。`, `请于 ${by} 前付款，逾期未付的商品将被取消。`],
        },
      });
    }
    case 'shipped':
      return pick({
        en: { subject: `Your order ${n} has shipped`, lines: [`Your parcel is on its way. Tracking number: ${change.trackingNumber}.`, `Track it: ${change.trackingUrl}`] },
        ja: { subject: `ご注文 ${n} を発送しました`, lines: [`お荷物を発送しました。追跡番号：${change.trackingNumber}`, `配送状況：${change.trackingUrl}`] },
        zh: { subject: `您的订单 ${n} 已发货`, lines: [`您的包裹已发出。运单号：${change.trackingNumber}`, `查询物流：${change.trackingUrl}`] },
      });
    case 'cancelled':
      return pick({
        en: { subject: `Order ${n}: unpaid items cancelled`, lines: ['Payment did not arrive by the deadline, so the unpaid items were cancelled.'] },
        ja: { subject: `ご注文 ${n}：未払いの商品をキャンセルしました`, lines: ['お支払い期限までにご入金がなかったため、未払いの商品をキャンセルしました。'] },
        zh: { subject: `订单 ${n}：未付款商品已取消`, lines: ['由于未在期限内付款，未付款的商品已被取消。'] },
      });
    case 'line_cancelled':
      return pick({
        en: { subject: `Order ${n}: ${change.figure} cancelled`, lines: [`As you asked, ${change.figure} was cancelled. Nothing was charged for it.`] },
        ja: { subject: `ご注文 ${n}：「${change.figure}」をキャンセルしました`, lines: [`ご依頼により「${change.figure}」をキャンセルしました。料金は発生しません。`] },
        zh: { subject: `订单 ${n}：已取消「${change.figure}」`, lines: [`已按您的要求取消「${change.figure}」，不会产生费用。`] },
      });
    case 'refunded': {
      const amount = yenIn(language, change.amountJpy);
      return pick({
        en: { subject: `Refunded ${amount} for order ${n}`, lines: [`We refunded ${amount} for ${change.figure}. It reaches your card within a few days.`] },
        ja: { subject: `ご注文 ${n}：${amount}を返金しました`, lines: [`「${change.figure}」の${amount}を返金しました。数日以内にカードに反映されます。`] },
        zh: { subject: `订单 ${n}：已退款 ${amount}`, lines: [`已为「${change.figure}」退款 ${amount}，将在几天内退回您的银行卡。`] },
      });
    }
  }
}

/**
 * The collector's interface language (en when unset or unknown). The stored object is read with
 * json_extract (a release asks for thousands); the legacy string form goes through readPreferences.
 */
async function interfaceLanguage(exec: Pick<Client, 'execute'>, userId: number): Promise<Language> {
  const row = await queryOne(exec, "SELECT legacy_string, json_extract(data, '$.ui.language') AS language FROM user_preferences WHERE user_id = ?", [userId]);
  const preferred = row && Number(row.legacy_string) === 1 ? (await readPreferences(exec, userId)).merged.ui.language : row?.language;
  return (languages as readonly unknown[]).includes(preferred) ? (preferred as Language) : 'en';
}

/**
 * Writes the e-mail of `change` to the collector of `order` through `exec` (inside the change's
 * transaction), in their interface language, with the order page's link on `settings.appOrigin`.
 * Changes that are not e-mailed write nothing; neither does an order whose collector is gone.
 */
export async function mailOrderChange(exec: Pick<Client, 'execute'>, settings: OrderMailSettings, order: OrderRef, change: OrderChange, at: string): Promise<void> {
  if (!MAILED.has(change.kind)) return;
  const user = await queryOne(exec, 'SELECT email FROM users WHERE id = ?', [order.userId]);
  if (!user) return;
  const language = await interfaceLanguage(exec, order.userId);
  const link = `${settings.appOrigin}${orderPagePath(order.id)}`;
  const { subject, lines, open } = orderMailText(language, order, change as MailedChange);
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<h1 style="font-size:1.25rem">${escapeHtml(subject)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>
</body></html>`;
  await sendMail(exec, { to: String(user.email), subject, body: `${lines.join('\n\n')}\n\n${open}: ${link}`, link, html, createdAt: at });
}
