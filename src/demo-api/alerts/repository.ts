/**
 * Sends figure alerts (docs/product-rules.md §Wishlist 6–8): one notification per collector who wishes for the figure,
 * with its kind, the figure as target, the figure's name and its parameters (with its Japanese name). The 48 h closing reminder goes out once
 * per figure and closing date (table figure_alerts_sent), whether a moderator's change or the
 * periodic check finds it first.
 */
import type { Client } from '@libsql/client';
import type { FigureCurrency, FigureStatus } from '../../shared/api/catalogue';
import type { FigureAlertKind, NotificationParams } from '../../shared/api/notifications';
import { queryAll, queryOne, run } from '../storage/db';
import { createNotificationForEach } from '../notifications/repository';
import { alertParams, alertText, isClosingSoon, type FigureSaleState } from './rules';

/** A figure as the alerts name it. */
export interface AlertFigure {
  id: number;
  slug: string;
  name: string;
}

/** How many collectors one alert kind reached. */
export interface SentAlert {
  kind: FigureAlertKind;
  notified: number;
}

const WISHERS_SQL = 'SELECT user_id FROM wishlist WHERE figure_id = ?';

/**
 * Notifies every collector wishing for `figure` of each of `kinds` (from alertsForChange). A
 * preorder_closing alert already sent for the same closing date is skipped. Returns what was sent.
 */
export async function sendFigureAlerts(
  db: Pick<Client, 'execute'>,
  figure: AlertFigure,
  kinds: readonly FigureAlertKind[],
  before: FigureSaleState,
  after: FigureSaleState,
  nowIso: string,
): Promise<SentAlert[]> {
  const sent: SentAlert[] = [];
  if (kinds.length === 0) return sent;
  // The Japanese name rides along, so the app names the figure as its catalogue does in Japanese.
  const nameJa = (await queryOne(db, 'SELECT name_ja FROM figures WHERE id = ?', [figure.id]))?.name_ja;
  const named: NotificationParams = typeof nameJa === 'string' && nameJa !== '' ? { name_ja: nameJa } : {};
  for (const kind of kinds) {
    if (kind === 'preorder_closing') {
      const claimed = await run(db, 'INSERT OR IGNORE INTO figure_alerts_sent (figure_id, kind, ref, sent_at) VALUES (?, ?, ?, ?)', [
        figure.id,
        kind,
        after.preorder_closes_at ?? '',
        nowIso,
      ]);
      if (claimed === 0) continue;
    }
    const text = alertText(kind, figure.name, before, after);
    const notified = await createNotificationForEach(db, WISHERS_SQL, [figure.id], { ...text, kind, target: { type: 'figure', slug: figure.slug }, figureName: figure.name, params: { ...alertParams(kind, before, after), ...named } }, nowIso);
    sent.push({ kind, notified });
  }
  return sent;
}

/**
 * The periodic check (server start and hourly): every wished-for pre-order closing within 48 h of
 * `nowMs` whose reminder has not gone out gets one. Only wished figures are read, so it stays cheap
 * with 20,000 figures. Returns the alerts sent.
 */
export async function alertClosingSoon(db: Client, nowMs: number): Promise<SentAlert[]> {
  const rows = await queryAll(
    db,
    `SELECT f.id, f.slug, f.name, f.price, f.currency, f.status, f.stock, f.preorder_closes_at FROM figures f
     WHERE f.status = 'preorder' AND f.preorder_closes_at IS NOT NULL
       AND f.id IN (SELECT figure_id FROM wishlist)
       AND NOT EXISTS (SELECT 1 FROM figure_alerts_sent s WHERE s.figure_id = f.id AND s.kind = 'preorder_closing' AND s.ref = f.preorder_closes_at)`,
  );
  const sent: SentAlert[] = [];
  const nowIso = new Date(nowMs).toISOString();
  for (const row of rows) {
    const state: FigureSaleState = {
      price: Number(row.price),
      currency: row.currency as FigureCurrency,
      status: row.status as FigureStatus,
      stock: row.stock === null ? null : Number(row.stock),
      preorder_closes_at: String(row.preorder_closes_at),
    };
    if (!isClosingSoon(state, nowMs)) continue;
    const figure = { id: Number(row.id), slug: String(row.slug), name: String(row.name) };
    sent.push(...(await sendFigureAlerts(db, figure, ['preorder_closing'], state, state, nowIso)));
  }
  return sent;
}
