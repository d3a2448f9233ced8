import type { Migration } from '../storage/migrations';
import { queryAll } from '../storage/db';

/** "Now 5,200 JPY (was 5,800 JPY)." as alerts/rules.ts wrote a price drop before parameters were stored. */
const PRICE_DROP_BODY = /^Now ([\d,]+) (JPY|CNY) \(was ([\d,]+) (JPY|CNY)\)\.$/;

/** The parameters of a price drop written before they were stored, read back from its English body; null when it does not read as one. */
export function priceDropParamsFromBody(body: string): { old_price: number; new_price: number; currency: string } | null {
  const match = PRICE_DROP_BODY.exec(body);
  if (!match || match[2] !== match[4]) return null;
  const amount = (text: string) => Number(text.replaceAll(',', ''));
  return { old_price: amount(match[3]!), new_price: amount(match[1]!), currency: match[2]! };
}

/**
 * Migration 17: what the app words a notification from (docs/product-rules.md §Notifications 5), as
 * JSON beside the English title and body. Price drops sent before are given theirs from their body;
 * any other older notification keeps none and is shown by its kind's generic line or its English text.
 */
export const notificationParamsMigration: Migration = {
  version: 17,
  name: 'notification parameters',
  statements: ['ALTER TABLE notifications ADD COLUMN params TEXT'],
  backfill: async (tx) => {
    const rows = await queryAll(tx, "SELECT id, body FROM notifications WHERE kind = 'price_drop'");
    for (const row of rows) {
      const params = priceDropParamsFromBody(String(row.body));
      if (params) await tx.execute({ sql: 'UPDATE notifications SET params = ? WHERE id = ?', args: [JSON.stringify(params), Number(row.id)] });
    }
  },
};
