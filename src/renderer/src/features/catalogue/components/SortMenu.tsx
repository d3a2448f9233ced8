import { Label, Select, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useCatalogueTranslation } from '../strings';
import { figureOrderings, type FigureOrdering } from '@shared/api';
import { priceOrderings } from '../url-state';

export interface SortMenuProps {
  /** The ordering in use; null = the default (relevance when searching, else newest). */
  value: FigureOrdering | null;
  searching: boolean;
  /** content.show_prices: without it there is no sorting by price (docs/product-rules.md §Currency 8). */
  showPrices: boolean;
  onChange: (ordering: FigureOrdering | null) => void;
}

const useStyles = makeStyles({
  sort: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  select: { width: '230px', maxWidth: '100%' },
});

/** The catalogue's sort choice (docs/product-rules.md §Catalogue 3), a native select; price orderings only while prices show. */
export function SortMenu({ value, searching, showPrices, onChange }: SortMenuProps) {
  const { t } = useCatalogueTranslation();
  const styles = useStyles();
  const id = useId('sort');
  const options = figureOrderings.filter((ordering) => showPrices || !priceOrderings.includes(ordering));
  // "Relevance" is the default while searching; otherwise the default is "Newest" (-created).
  const current = value ?? (searching ? 'relevance' : '-created');
  return (
    <div className={styles.sort}>
      <Label htmlFor={id}>{t('catalogue.sortLabel')}</Label>
      <Select
        id={id}
        className={styles.select}
        value={current}
        onChange={(_event, data) => {
          const next = data.value as FigureOrdering | 'relevance';
          onChange(next === 'relevance' || (!searching && next === '-created') ? null : next);
        }}
      >
        {searching && <option value="relevance">{t('catalogue.sort.relevance')}</option>}
        {options.map((ordering) => (
          <option key={ordering} value={ordering}>
            {t(`catalogue.sort.${ordering}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
