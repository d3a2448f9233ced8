import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_DATES_STEP, CATALOGUE_SEED_STEP, catalogueDatesStep, catalogueSeedStep } from '../../../../src/demo-api/catalogue/seed';
import { drawnFigure, generateFigure } from '../../../../src/demo-api/catalogue/seed-data';
import { openDatabase, queryAll, run, type Database } from '../../../../src/demo-api/storage/db';
import { migrate } from '../../../../src/demo-api/storage/migrations';
import { seed } from '../../../../src/demo-api/storage/seed';

// The catalogue's dates follow the seeding day (docs/product-rules.md §Catalogue 9); a data dir seeded
// before, with the old fixed dates, gets them moved once, figure by figure, unless a moderator changed them.

const SIZE = 60;
const DATES = 'id, release, preorder_closes_at, created_at';
const datesOf = (figure: { id: number; release: string; preorder_closes_at: string | null; created_at: string }) => ({
  id: figure.id,
  release: figure.release,
  preorder_closes_at: figure.preorder_closes_at,
  created_at: figure.created_at,
});
const stored = async (db: Database) => (await queryAll(db, `SELECT ${DATES} FROM figures ORDER BY id`)).map((row) => ({ ...row }));

let dir: string;
let db: Database;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'figure-shop-seed-dates-'));
  db = await openDatabase(dir);
  await migrate(db);
});
afterEach(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('catalogue dates from the seeding day', () => {
  it('a fresh seed has the dates of its day; the upgrade step, run in the same start, leaves them', async () => {
    expect(await seed(db, '2027-02-10T08:00:00.000Z', [catalogueSeedStep(SIZE), catalogueDatesStep])).toEqual([CATALOGUE_SEED_STEP, CATALOGUE_DATES_STEP]);
    expect(await stored(db)).toEqual(Array.from({ length: SIZE }, (_, i) => datesOf(generateFigure(i + 1, '2027-02-10'))));
  });

  it('a catalogue seeded with the old fixed dates gets the dates of the upgrade day once; a figure a moderator changed keeps its own', async () => {
    // As the fixed-date seed wrote it, months before.
    await seed(db, '2026-04-13T09:00:00.000Z', [catalogueSeedStep(SIZE)]);
    await run(db, 'UPDATE figures SET release = c.value ->> 1, preorder_closes_at = c.value ->> 2, created_at = c.value ->> 3 FROM json_each(?) c WHERE figures.id = c.value ->> 0', [
      JSON.stringify(Array.from({ length: SIZE }, (_, i) => Object.values(datesOf(drawnFigure(i + 1))))),
    ]);
    const moderated = Number((await queryAll(db, "SELECT id FROM figures WHERE status = 'preorder' ORDER BY id LIMIT 1"))[0]!.id);
    await run(db, "UPDATE figures SET preorder_closes_at = '2026-05-30' WHERE id = ?", [moderated]);

    expect(await seed(db, '2026-11-27T19:00:00.000Z', [catalogueSeedStep(SIZE), catalogueDatesStep])).toEqual([CATALOGUE_DATES_STEP]);
    const expected = Array.from({ length: SIZE }, (_, i) => datesOf(generateFigure(i + 1, '2026-11-27')));
    expected[moderated - 1] = { ...datesOf(drawnFigure(moderated)), preorder_closes_at: '2026-05-30' };
    expect(await stored(db)).toEqual(expected);

    // Once per database: a later start moves nothing.
    expect(await seed(db, '2027-03-01T00:00:00.000Z', [catalogueSeedStep(SIZE), catalogueDatesStep])).toEqual([]);
    expect(await stored(db)).toEqual(expected);
  });
});
