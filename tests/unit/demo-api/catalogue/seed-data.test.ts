import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { figureCurrencies, figureScales, figureStatuses } from '@shared/api';
import { catalogueStatements } from '../../../../src/demo-api/catalogue/seed';
import { characters, drawnFigure, ean13, generateFigure, manufacturers, rebaseDates, series, type FigureRow } from '../../../../src/demo-api/catalogue/seed-data';

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
/** The seeding day these tests pin (the test servers' clock day). */
const SEEDED_ON = '2026-04-13';

describe('catalogue seed data', () => {
  it('is deterministic: two runs give identical statements (every row)', () => {
    expect(hashOf(catalogueStatements(1500, SEEDED_ON))).toBe(hashOf(catalogueStatements(1500, SEEDED_ON)));
  });
  it('figure n depends only on n, so a small catalogue is a prefix of a large one', () => {
    expect(generateFigure(42, SEEDED_ON)).toEqual(generateFigure(42, SEEDED_ON));
    expect(generateFigure(42, SEEDED_ON)).not.toEqual(generateFigure(43, SEEDED_ON));
  });
  it('every figure is well formed: 2 to 5 pictures, a JAN with its check digit, a status that fits its release', () => {
    const slugs = new Set<string>();
    for (let id = 1; id <= 3000; id += 1) {
      const f = generateFigure(id, SEEDED_ON);
      slugs.add(f.slug);
      expect(f.images.length).toBeGreaterThanOrEqual(2);
      expect(f.images.length).toBeLessThanOrEqual(5);
      expect(new Set(f.images.map((i) => i.version)).size).toBe(f.images.length);
      expect(f.jan).toBe(ean13(f.jan.slice(0, 12)));
      expect(figureScales).toContain(f.scale);
      expect(figureStatuses).toContain(f.status);
      expect(figureCurrencies).toContain(f.currency);
      expect(f.currency).toBe(manufacturers[f.manufacturer_id - 1]!.currency);
      expect(f.status === 'preorder').toBe(f.release > SEEDED_ON.slice(0, 7));
      expect(f.preorder_closes_at !== null).toBe(f.status === 'preorder');
      expect(f.stock !== null).toBe(f.status === 'in_stock');
      expect(f.description).toContain('Demo data');
      for (const c of f.character_ids) expect(characters[c - 1]!.series_id).toBe(f.series_id);
    }
    expect(slugs.size).toBe(3000);
  });
  it('has both currencies, adult figures and every series', () => {
    const figures = Array.from({ length: 3000 }, (_, i) => generateFigure(i + 1, SEEDED_ON));
    expect(new Set(figures.map((f) => f.currency))).toEqual(new Set(['JPY', 'CNY']));
    expect(figures.some((f) => f.adult === 1)).toBe(true);
    expect(new Set(figures.map((f) => f.series_id)).size).toBe(series.length);
  });
  it('ean13 computes the EAN-13 check digit', () => {
    expect(ean13('490123456789')).toBe('4901234567894');
  });
});

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const addMonths = (day: string, months: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};
const DATE_FIELDS = ['release', 'preorder_closes_at', 'created_at'] as const;
const withoutDates = ({ release: _r, preorder_closes_at: _c, created_at: _a, ...rest }: FigureRow) => rest;

describe('catalogue dates relative to the seeding day', () => {
  // Two days far apart: the dates follow the day, whichever it is.
  it.each(['2026-04-13', '2031-02-28'])('seeded on %s: pre-orders close from that day to about a year later, several within 7 days; releases after closing; announcements and releases of the rest in the past', (day) => {
    const figures = Array.from({ length: 3000 }, (_, i) => generateFigure(i + 1, day));
    const preorders = figures.filter((f) => f.status === 'preorder');
    expect(preorders.length).toBeGreaterThan(100);
    for (const f of preorders) {
      expect(f.preorder_closes_at! >= day).toBe(true);
      expect(f.preorder_closes_at! <= addMonths(day, 12)).toBe(true);
      expect(f.release > f.preorder_closes_at!.slice(0, 7)).toBe(true); // the release month is after the closing month
      expect(f.created_at < f.preorder_closes_at!).toBe(true);
    }
    expect(preorders.filter((f) => f.preorder_closes_at! <= addDays(day, 6)).length).toBeGreaterThanOrEqual(5);
    expect(preorders.some((f) => f.preorder_closes_at! > addMonths(day, 6))).toBe(true);
    for (const f of figures) {
      expect(f.created_at < `${day}T00:00:00.000Z`).toBe(true);
      if (f.status !== 'preorder') expect(f.release <= day.slice(0, 7)).toBe(true);
    }
  });

  it('changes nothing but the three dates: every other field as drawn before dates were relative (a handful pinned), and every order by date kept', () => {
    // Figures 1, 2 and 42 as the fixed-date seed generated them (its dates: 2026-04 as the catalogue month).
    expect(withoutDates(generateFigure(1, '2030-07-01'))).toMatchObject({
      slug: 'sora-otonashi-swimsuit-ver-prize-figure-1', name_ja: '音無空 水着Ver. プライズフィギュア', series_id: 120, manufacturer_id: 15, line_id: 5,
      height_mm: 211, sculptor: 'Kei Ishida', jan: '4527946354098', price: 2700, currency: 'JPY', status: 'in_stock', stock: 24, popularity: 5668, character_ids: [596],
    });
    expect(withoutDates(generateFigure(2, '2030-07-01'))).toMatchObject({
      slug: 'kotone-tsukishiro-wedding-dress-ver-1-7-2', scale: '1/7', material: 'PVC, ABS, metal', jan: '4513066316924', price: 20200, status: 'preorder', stock: null, popularity: 110,
    });
    expect(withoutDates(generateFigure(42, '2030-07-01'))).toMatchObject({ slug: 'kagura-fujimiya-kimono-ver-1-6-garage-kit-42', price: 20500, status: 'released', popularity: 3090 });
    expect(drawnFigure(2)).toMatchObject({ release: '2027-03', preorder_closes_at: '2026-12-07', created_at: '2026-08-14T05:15:14.000Z' });

    const drawn = Array.from({ length: 3000 }, (_, i) => drawnFigure(i + 1));
    const seeded = drawn.map((f) => generateFigure(f.id, '2030-07-01'));
    expect(seeded.map(withoutDates)).toEqual(drawn.map(withoutDates));
    for (const field of DATE_FIELDS) {
      const order = (list: FigureRow[]) => [...list].sort((a, b) => String(a[field]).localeCompare(String(b[field])) || a.id - b.id).map((f) => f.id);
      expect(order(seeded.filter((f) => f[field] !== null))).toEqual(order(drawn.filter((f) => f[field] !== null)));
    }
  });

  it('keeps a pre-order’s release month after its closing month, from the earliest closing day, on every seeding day for five years', () => {
    // The latest closing day of each drawn closing month with the earliest release the seed draws for it.
    const worst = Array.from({ length: 12 }, (_, k) => {
      const closing = new Date(Date.UTC(2026, 3 + k, 28)).toISOString().slice(0, 10);
      const release = new Date(Date.UTC(2026, 3 + Math.max(k + 3, 1), 1)).toISOString().slice(0, 7);
      return { release, preorder_closes_at: closing, created_at: '2026-01-01T00:00:00.000Z' };
    });
    worst.push({ release: '2026-05', preorder_closes_at: '2026-04-28', created_at: '2026-01-01T00:00:00.000Z' });
    for (let day = '2026-01-01'; day <= '2030-12-31'; day = addDays(day, 1)) {
      for (const dates of worst) {
        const moved = rebaseDates(dates, day);
        expect(moved.release > moved.preorder_closes_at!.slice(0, 7), `${day} ${JSON.stringify(dates)}`).toBe(true);
      }
      expect(rebaseDates({ release: '2026-04-01'.slice(0, 7), preorder_closes_at: null, created_at: '2026-12-28T23:59:59.000Z' }, day)).toEqual({
        release: day.slice(0, 7), preorder_closes_at: null, created_at: new Date(Date.parse(`${day}T00:00:00Z`) - 1000).toISOString(),
      });
    }
  });

  it('refuses a seeding day that is not YYYY-MM-DD', () => {
    for (const bad of ['2026-4-1', '2026-13-01', 'today', '']) expect(() => generateFigure(1, bad)).toThrow(RangeError);
  });
});
