import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { figureCurrencies, figureScales, figureStatuses } from '@shared/api';
import { catalogueStatements } from '../../../../src/demo-api/catalogue/seed';
import { CATALOGUE_MONTH, characters, ean13, generateFigure, manufacturers, series } from '../../../../src/demo-api/catalogue/seed-data';

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('catalogue seed data', () => {
  it('is deterministic: two runs give identical statements (every row)', () => {
    expect(hashOf(catalogueStatements(1500))).toBe(hashOf(catalogueStatements(1500)));
  });
  it('figure n depends only on n, so a small catalogue is a prefix of a large one', () => {
    expect(generateFigure(42)).toEqual(generateFigure(42));
    expect(generateFigure(42)).not.toEqual(generateFigure(43));
  });
  it('every figure is well formed: 2 to 5 pictures, a JAN with its check digit, a status that fits its release', () => {
    const slugs = new Set<string>();
    for (let id = 1; id <= 3000; id += 1) {
      const f = generateFigure(id);
      slugs.add(f.slug);
      expect(f.images.length).toBeGreaterThanOrEqual(2);
      expect(f.images.length).toBeLessThanOrEqual(5);
      expect(new Set(f.images.map((i) => i.version)).size).toBe(f.images.length);
      expect(f.jan).toBe(ean13(f.jan.slice(0, 12)));
      expect(figureScales).toContain(f.scale);
      expect(figureStatuses).toContain(f.status);
      expect(figureCurrencies).toContain(f.currency);
      expect(f.currency).toBe(manufacturers[f.manufacturer_id - 1]!.currency);
      expect(f.status === 'preorder').toBe(f.release > CATALOGUE_MONTH);
      expect(f.preorder_closes_at !== null).toBe(f.status === 'preorder');
      expect(f.stock !== null).toBe(f.status === 'in_stock');
      expect(f.description).toContain('Demo data');
      for (const c of f.character_ids) expect(characters[c - 1]!.series_id).toBe(f.series_id);
    }
    expect(slugs.size).toBe(3000);
  });
  it('has both currencies, adult figures and every series', () => {
    const figures = Array.from({ length: 3000 }, (_, i) => generateFigure(i + 1));
    expect(new Set(figures.map((f) => f.currency))).toEqual(new Set(['JPY', 'CNY']));
    expect(figures.some((f) => f.adult === 1)).toBe(true);
    expect(new Set(figures.map((f) => f.series_id)).size).toBe(series.length);
  });
  it('ean13 computes the EAN-13 check digit', () => {
    expect(ean13('490123456789')).toBe('4901234567894');
  });
});
