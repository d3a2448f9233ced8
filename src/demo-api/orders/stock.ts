/**
 * Units an order holds (docs/product-rules.md §Orders 1–2, §Cart 2): placing takes in-stock units
 * from `stock` and pre-order units from `allocation`; cancelling an unpaid line gives its units
 * back. Each is one conditional UPDATE, so a figure's count never goes below 0 whatever else
 * runs (another process on the same file included).
 *
 * Decided: a figure whose stock reaches 0 stays `in_stock` with stock 0. That is what the rest of
 * the shop already reads as "not buyable now" (buyMode), it keeps §Moderation 5 (a figure in stock
 * has a stock count), and units given back later make it buyable again without a status change;
 * the alerts call 0 → more units "back in stock" (alerts/rules.ts), and the expiry sends that alert.
 * A moderator still marks a figure sold out by hand.
 */
import type { Client } from '@libsql/client';
import type { FigureCurrency, FigureStatus } from '../../shared/api/catalogue';
import type { LineKind } from '../../shared/api/checkout';
import type { AlertFigure } from '../alerts/repository';
import type { FigureSaleState } from '../alerts/rules';
import { queryOne, run } from '../storage/db';

/**
 * Takes `quantity` units of figure `figureId` for a line of `kind`: from the stock of a figure in
 * stock, or the allocation of a pre-order. Resolves false (and changes nothing) when the figure has
 * fewer units left or is no longer sold that way.
 */
export async function takeUnits(exec: Pick<Client, 'execute'>, figureId: number, kind: LineKind, quantity: number): Promise<boolean> {
  const changed =
    kind === 'buy'
      ? await run(exec, "UPDATE figures SET stock = stock - ? WHERE id = ? AND status = 'in_stock' AND stock >= ?", [quantity, figureId, quantity])
      : await run(exec, "UPDATE figures SET allocation = allocation - ? WHERE id = ? AND status = 'preorder' AND allocation >= ?", [quantity, figureId, quantity]);
  return changed === 1;
}

/** A figure whose units came back: as the alerts name it, and its sale state before and after. */
export interface ReturnedUnits {
  figure: AlertFigure;
  before: FigureSaleState;
  after: FigureSaleState;
}

/**
 * Gives `quantity` in-stock units back to figure `figureId`. Only a figure still in stock gets them:
 * one a moderator has since marked sold out or released has no stock count (§Moderation 5), and the
 * moderator's decision stands. Resolves the figure's state before and after, or null when nothing
 * changed.
 */
export async function returnUnits(exec: Pick<Client, 'execute'>, figureId: number, quantity: number): Promise<ReturnedUnits | null> {
  const row = await queryOne(
    exec,
    "UPDATE figures SET stock = stock + ? WHERE id = ? AND status = 'in_stock' AND stock IS NOT NULL RETURNING id, slug, name, price, currency, status, stock, preorder_closes_at",
    [quantity, figureId],
  );
  if (!row) return null;
  const after: FigureSaleState = {
    price: Number(row.price),
    currency: row.currency as FigureCurrency,
    status: row.status as FigureStatus,
    stock: Number(row.stock),
    preorder_closes_at: row.preorder_closes_at === null ? null : String(row.preorder_closes_at),
  };
  return { figure: { id: Number(row.id), slug: String(row.slug), name: String(row.name) }, before: { ...after, stock: Number(row.stock) - quantity }, after };
}

/**
 * Gives `quantity` units of a cancelled line back where its figure sells them now: to the allocation
 * of a figure still on pre-order, else to the stock of a figure in stock (returnUnits). Resolves
 * what returnUnits resolves for stock (the alerts need it), `'allocation'` for an allocation, or
 * null when the figure takes none back (sold out, released without a count, or deleted).
 */
export async function giveBackUnits(exec: Pick<Client, 'execute'>, figureId: number | null, quantity: number): Promise<ReturnedUnits | 'allocation' | null> {
  if (figureId === null) return null;
  const allocation = await run(exec, "UPDATE figures SET allocation = allocation + ? WHERE id = ? AND status = 'preorder' AND allocation IS NOT NULL", [quantity, figureId]);
  if (allocation === 1) return 'allocation';
  return returnUnits(exec, figureId, quantity);
}
