import { useState } from 'react';
import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useCatalogueTranslation } from '../strings';
import { figureScales, figureStatuses, type FacetEntry, type FigureFacets } from '@shared/api';
import { catalogueFacets, type CatalogueFacet, type CatalogueUrlState } from '../url-state';

/** Values shown per facet before "Show all". */
const COLLAPSED_COUNT = 8;

/**
 * Facets whose values are a fixed list keep its order, whatever the counts (a status's place never
 * moves between the side panel, the drawer and the next search): the sale lifecycle, and scales
 * from largest to smallest. The others come in the API's order (most figures first).
 */
const FIXED_ORDER: Partial<Record<CatalogueFacet, readonly string[]>> = { status: figureStatuses, scale: figureScales };

/** `entries` in the facet's fixed order, when it has one (values outside it last, as they came). */
export function inFacetOrder(facet: CatalogueFacet, entries: FacetEntry[]): FacetEntry[] {
  const order = FIXED_ORDER[facet];
  if (!order) return entries;
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  return [...entries].sort((a, b) => rank(a.slug) - rank(b.slug));
}

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  group: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300, padding: 0, marginBottom: tokens.spacingVerticalXS },
  more: { alignSelf: 'flex-start' },
  range: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  rangeField: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  // Native month and number fields (Chromium's picker, keyboard included) in the theme's input look: Fluent's Input would add its weight to this page.
  field: {
    boxSizing: 'border-box',
    minHeight: '32px',
    paddingInline: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    colorScheme: 'light dark',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
});

export interface FacetPanelProps {
  facets: FigureFacets | undefined;
  state: CatalogueUrlState;
  /** Called with the facet, the value and whether it is now chosen. */
  onToggle: (facet: CatalogueFacet, value: string, on: boolean) => void;
  /** Translated display name of a status or scale value (series and makers keep their own names). */
  valueName?: (facet: CatalogueFacet, entry: FacetEntry) => string;
  /** Called with a new release range (YYYY-MM months, null for an open end); without it the range is not offered. */
  onReleaseRange?: (after: string | null, before: string | null) => void;
  /**
   * Called with a new price range in `priceCurrency` (major units, null for an open end); without it
   * (or while prices are hidden) the range is not offered.
   */
  onPriceRange?: (min: number | null, max: number | null, currency: string) => void;
  /** The currency the price range is written in: the range's own, else the collector's (ISO 4217). */
  priceCurrency?: string;
}

/** A bound as the number field holds it: '' (open) or a non-negative number. */
const boundOf = (text: string): number | null => {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/**
 * One end of the price range: a number field that applies its value when it loses focus or on
 * Enter, not on every keystroke (each would be a request and a URL). Remounted when the URL's value
 * changes (its key), so it always starts from what the URL says.
 */
function PriceBound({ label, value, onCommit, className, labelClassName }: { label: string; value: number | null; onCommit: (value: number | null) => void; className: string; labelClassName: string }) {
  const commit = (text: string) => {
    const next = boundOf(text);
    if (next !== value) onCommit(next);
  };
  return (
    <label className={labelClassName}>
      {label}
      <input
        key={value ?? ''}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        className={className}
        defaultValue={value ?? ''}
        onBlur={(event) => commit(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && commit(event.currentTarget.value)}
      />
    </label>
  );
}

/**
 * The catalogue's filters (docs/product-rules.md §Catalogue 4): one group of checkboxes per facet, each value with the
 * number of figures it would leave (counts from the API, which never counts adult figures while
 * show_nsfw is off). A chosen value the current results no longer contain stays listed, with 0,
 * so it can be unticked.
 */
export function FacetPanel({ facets, state, onToggle, valueName, onReleaseRange, onPriceRange, priceCurrency }: FacetPanelProps) {
  const styles = useStyles();
  const { t } = useCatalogueTranslation();
  const [expanded, setExpanded] = useState<Partial<Record<CatalogueFacet, boolean>>>({});
  return (
    <div className={styles.panel}>
      {catalogueFacets.map((facet) => {
        const chosen = state[facet] as string[];
        const listed: FacetEntry[] = [...(facets?.[facet] ?? [])];
        for (const slug of chosen) if (!listed.some((entry) => entry.slug === slug)) listed.push({ slug, name: slug, count: 0 });
        const entries = inFacetOrder(facet, listed);
        if (entries.length === 0) return null;
        const open = expanded[facet] === true;
        // Collapsed, the chosen values are always among the ones shown.
        const shown = open ? entries : entries.filter((entry, index) => index < COLLAPSED_COUNT || chosen.includes(entry.slug));
        return (
          <fieldset key={facet} className={styles.group} data-facet={facet}>
            <legend className={styles.legend}>{t(`catalogue.facet.${facet}`)}</legend>
            {shown.map((entry) => {
              const name = valueName?.(facet, entry) ?? entry.name;
              return (
                <Checkbox
                  key={entry.slug}
                  checked={chosen.includes(entry.slug)}
                  onChange={(_event, data) => onToggle(facet, entry.slug, data.checked === true)}
                  label={t('catalogue.facetValue', { name, count: entry.count })}
                />
              );
            })}
            {entries.length > COLLAPSED_COUNT && (
              <Button appearance="transparent" size="small" className={styles.more} onClick={() => setExpanded({ ...expanded, [facet]: !open })} aria-expanded={open}>
                {open ? t('catalogue.showFewer') : t('catalogue.showAll', { count: entries.length })}
              </Button>
            )}
          </fieldset>
        );
      })}
      {onReleaseRange && (
        <fieldset className={styles.group} data-facet="release">
          <legend className={styles.legend}>{t('catalogue.facet.release')}</legend>
          <div className={styles.range}>
            <label className={styles.rangeField}>
              {t('catalogue.releaseFrom')}
              <input type="month" className={styles.field} value={state.releasedAfter ?? ''} onChange={(event) => onReleaseRange(event.target.value || null, state.releasedBefore)} />
            </label>
            <label className={styles.rangeField}>
              {t('catalogue.releaseTo')}
              <input type="month" className={styles.field} value={state.releasedBefore ?? ''} onChange={(event) => onReleaseRange(state.releasedAfter, event.target.value || null)} />
            </label>
          </div>
        </fieldset>
      )}
      {onPriceRange && priceCurrency && (
        <fieldset className={styles.group} data-facet="price">
          <legend className={styles.legend}>{t('catalogue.facet.price', { currency: priceCurrency })}</legend>
          <div className={styles.range}>
            <PriceBound
              label={t('catalogue.priceMin')}
              value={state.priceMin}
              onCommit={(min) => onPriceRange(min, state.priceMax, priceCurrency)}
              className={styles.field}
              labelClassName={styles.rangeField}
            />
            <PriceBound
              label={t('catalogue.priceMax')}
              value={state.priceMax}
              onCommit={(max) => onPriceRange(state.priceMin, max, priceCurrency)}
              className={styles.field}
              labelClassName={styles.rangeField}
            />
          </div>
        </fieldset>
      )}
    </div>
  );
}
