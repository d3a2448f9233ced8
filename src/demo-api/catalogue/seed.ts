/**
 * The catalogue seed step (docs/product-rules.md §Catalogue 9): writes the generated catalogue (seed-data.ts) in one write
 * transaction with multi-row INSERTs; the search index follows by its triggers (migration.ts).
 */
import type { Client, InStatement, InValue } from '@libsql/client';
import { queryAll, queryOne } from '../storage/db';
import type { SeedStep } from '../storage/seed';
import { characters, commerceInputsOf, DEFAULT_CATALOGUE_SIZE, drawnFigure, figureCommerce, generateFigure, manufacturers, productLines, rebaseDates, series } from './seed-data';

/** Name of the step in `seed_steps`. */
export const CATALOGUE_SEED_STEP = 'catalogue';
/**
 * One INSERT … SELECT over json_each for all `rows` (each an array of values in `columns` order):
 * SQLite parses the JSON itself, which is several times faster than binding a million parameters
 * one by one through the driver.
 */
function inserts(table: string, columns: readonly string[], rows: InValue[][]): InStatement[] {
  const values = columns.map((_, i) => `value ->> ${i}`).join(', ');
  return [{ sql: `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values} FROM json_each(?)`, args: [JSON.stringify(rows)] }];
}

/** The statements that write a catalogue of `size` figures seeded on `seededOn` (YYYY-MM-DD, UTC; pure; exported for the determinism test). */
export function catalogueStatements(size: number, seededOn: string): InStatement[] {
  const figureColumns = [
    'id', 'slug', 'name', 'name_ja', 'series_id', 'manufacturer_id', 'line_id', 'scale', 'height_mm', 'material', 'sculptor', 'jan', 'release',
    'price', 'currency', 'status', 'preorder_closes_at', 'stock', 'adult', 'popularity', 'description', 'created_at',
    'max_per_order', 'allocation', 'weight_g', 'box_w_mm', 'box_h_mm', 'box_d_mm',
  ] as const;
  const figureRows: InValue[][] = [];
  const characterRows: InValue[][] = [];
  const imageRows: InValue[][] = [];
  for (let id = 1; id <= size; id += 1) {
    const generated = generateFigure(id, seededOn);
    const figure = { ...generated, ...figureCommerce(commerceInputsOf(generated)) };
    figureRows.push(figureColumns.map((column) => figure[column]));
    for (const characterId of figure.character_ids) characterRows.push([id, characterId]);
    for (const image of figure.images) imageRows.push([id, image.position, image.width, image.height, image.version]);
  }
  return [
    ...inserts('manufacturers', ['id', 'slug', 'name', 'name_ja', 'country', 'currency'], manufacturers.map((m) => [m.id, m.slug, m.name, m.name_ja, m.country, m.currency])),
    ...inserts('product_lines', ['id', 'slug', 'name', 'kind'], productLines.map((l) => [l.id, l.slug, l.name, l.kind])),
    ...inserts('series', ['id', 'slug', 'name', 'name_ja'], series.map((s) => [s.id, s.slug, s.name, s.name_ja])),
    ...inserts('characters', ['id', 'slug', 'name', 'name_ja', 'series_id'], characters.map((c) => [c.id, c.slug, c.name, c.name_ja, c.series_id])),
    ...inserts('figures', figureColumns, figureRows),
    ...inserts('figure_characters', ['figure_id', 'character_id'], characterRows),
    ...inserts('figure_images', ['figure_id', 'position', 'width', 'height', 'version'], imageRows),
  ];
}

/** Seeds `size` figures (default 20,000; tests pass fewer) in one transaction, their dates from the seeding day (the clock's UTC day: `rebaseDates`). */
export function catalogueSeedStep(size: number = DEFAULT_CATALOGUE_SIZE): SeedStep {
  return {
    name: CATALOGUE_SEED_STEP,
    apply: async (db: Client, nowIso: string) => {
      await db.batch(catalogueStatements(size, nowIso.slice(0, 10)), 'write');
    },
  };
}

/** Name of the step that moves an older seed's fixed dates to the day it runs. */
export const CATALOGUE_DATES_STEP = 'catalogue-dates-from-seeding-day';

/**
 * A catalogue seeded before its dates followed the seeding day has CATALOGUE_MONTH's fixed dates
 * (pre-orders that closed long ago): this step, run once per database like every seed step, gives
 * each figure whose release, closing date and announcement are still exactly as drawn the dates a
 * seed on this day gives (`rebaseDates`). A figure a moderator changed keeps its dates. A catalogue
 * seeded in this same run (its seed step has this run's time) already has them and is left alone.
 * The dates then stay as they are: a later day needs `--reset` for fresh ones.
 */
export const catalogueDatesStep: SeedStep = {
  name: CATALOGUE_DATES_STEP,
  apply: async (db: Client, nowIso: string) => {
    const seeded = await queryOne(db, 'SELECT applied_at FROM seed_steps WHERE name = ?', [CATALOGUE_SEED_STEP]);
    if (!seeded || seeded.applied_at === nowIso) return;
    const day = nowIso.slice(0, 10);
    const moved: InValue[][] = [];
    for (const row of await queryAll(db, 'SELECT id, release, preorder_closes_at, created_at FROM figures')) {
      const drawn = drawnFigure(Number(row.id));
      if (row.release !== drawn.release || row.preorder_closes_at !== drawn.preorder_closes_at || row.created_at !== drawn.created_at) continue;
      const dates = rebaseDates(drawn, day);
      moved.push([drawn.id, dates.release, dates.preorder_closes_at, dates.created_at]);
    }
    if (moved.length === 0) return;
    await db.execute({
      sql: `UPDATE figures SET release = c.value ->> 1, preorder_closes_at = c.value ->> 2, created_at = c.value ->> 3
            FROM json_each(?) c WHERE figures.id = c.value ->> 0`,
      args: [JSON.stringify(moved)],
    });
  },
};
