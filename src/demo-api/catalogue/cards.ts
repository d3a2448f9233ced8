/**
 * A catalogue card from its stored fields (docs/product-rules.md §Catalogue): shared by the SQL rows of repository.ts and the
 * in-memory columns of memory-index.ts, so both give the same JSON, key for key.
 */
import type { FigureCard, FigureCurrency, FigureImage, FigureScale, FigureStatus } from '../../shared/api/catalogue';
import type { CatalogueLookups } from './query';

/** The fields a card is made of: the figure's columns and its first picture's (`image_*`, null without one). */
export const CARD_FIELDS = [
  'slug', 'name', 'name_ja', 'series_id', 'manufacturer_id', 'line_id', 'scale', 'status', 'preorder_closes_at', 'stock', 'allocation', 'max_per_order',
  'price', 'currency', 'adult', 'release', 'popularity', 'image_width', 'image_height', 'image_version',
] as const;

/** One figure's card fields as SQLite gives them (text, integer or null). */
export type CardFields = Readonly<Record<(typeof CARD_FIELDS)[number], unknown>>;

/** Absolute URL of a figure's picture (the version makes it immutable). */
export function imageUrl(origin: string, slug: string, position: number, version: string): string {
  return `${origin}/api/figures/${encodeURIComponent(slug)}/images/${position}-${version}.svg`;
}

/** The card of `row`; maker and line names from `lookups`, the picture URL on `origin`. */
export function figureCard(row: CardFields, lookups: CatalogueLookups, origin: string): FigureCard {
  const manufacturer = lookups.byId.manufacturer.get(Number(row.manufacturer_id))!;
  const line = lookups.byId.line.get(Number(row.line_id))!;
  const series = lookups.byId.series.get(Number(row.series_id))!;
  const images: FigureImage[] =
    row.image_version === null ? [] : [{ url: imageUrl(origin, String(row.slug), 1, String(row.image_version)), width: Number(row.image_width), height: Number(row.image_height) }];
  return {
    slug: String(row.slug),
    name: String(row.name),
    name_ja: String(row.name_ja),
    series: { slug: series.slug, name: series.name },
    manufacturer: { slug: manufacturer.slug, name: manufacturer.name },
    line: { slug: line.slug, name: line.name },
    scale: row.scale as FigureScale,
    status: row.status as FigureStatus,
    preorder_closes_at: row.preorder_closes_at === null ? null : String(row.preorder_closes_at),
    stock: row.stock === null ? null : Number(row.stock),
    allocation: row.allocation === null ? null : Number(row.allocation),
    max_per_order: Number(row.max_per_order),
    price: { amount: Number(row.price), currency: row.currency as FigureCurrency },
    adult: Number(row.adult) === 1,
    release: String(row.release),
    popularity: Number(row.popularity),
    images,
  };
}
