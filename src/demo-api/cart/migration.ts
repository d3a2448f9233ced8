/**
 * The signed-in user's cart (docs/product-rules.md §Cart 4–5): one row per figure in the cart, with
 * the price and status it had when first added. Appended to the migrations list (migrations.ts).
 */
import type { Migration } from '../storage/migrations';

export const cartMigration: Migration = {
  version: 9,
  name: 'cart',
  statements: [
    // Deleting the account deletes its cart (§Account 12); a figure that goes leaves every cart.
    // added_price in whole units of added_currency; the 50-line cap is the API's (cart/routes.ts).
    `CREATE TABLE cart_lines (
       user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
       figure_id INTEGER NOT NULL REFERENCES figures(id) ON DELETE CASCADE,
       quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
       added_price NUMERIC NOT NULL CHECK (added_price >= 0),
       added_currency TEXT NOT NULL CHECK (added_currency IN ('JPY', 'CNY')),
       added_status TEXT NOT NULL CHECK (added_status IN ('preorder', 'in_stock', 'sold_out', 'released')),
       added_at TEXT NOT NULL,
       PRIMARY KEY (user_id, figure_id)
     ) WITHOUT ROWID`,
  ],
};
