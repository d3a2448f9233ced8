import type { TFunction } from 'i18next';
import type { FigureCard } from '@shared/api';
import { localeOf, usePreference } from '@renderer/features/preferences';
import { PAGES } from '@shared/prerender/pages';

/** The path of a figure's page (`/figures/:slug`, the page table's pattern). */
export const figurePath = (slug: string) => PAGES.figure.path.replace(':slug', () => encodeURIComponent(slug));

/** The catalogue page's path, with an optional query string (without `?`). */
export const cataloguePath = (query = '') => (query ? `${PAGES.catalogue.path}?${query}` : PAGES.catalogue.path);

/**
 * A figure's name in the UI language (docs/product-rules.md §Locales 4): `name_ja`
 * in Japanese, else the romanised `name`. @throws outside a ServicesProvider.
 */
export function useFigureName(): (figure: Pick<FigureCard, 'name' | 'name_ja'>) => string {
  const language = usePreference((p) => p.ui.language);
  return (figure) => (language === 'ja' && figure.name_ja ? figure.name_ja : figure.name);
}

/**
 * A product line's name in the UI language ("Scale figure" → "スケールフィギュア"), from the strings'
 * `catalogue.lines` by slug; a line the strings do not know keeps the API's name.
 */
export function productLineName(t: TFunction, line: { slug: string; name: string }): string {
  return t(`catalogue.lines.${line.slug}`, { defaultValue: line.name });
}

/** The UI language's BCP 47 tag for Intl formatters. @throws outside a ServicesProvider. */
export function useLocale(): string {
  return localeOf(usePreference((p) => p.ui.language));
}
