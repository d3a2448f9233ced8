import type { ReactNode } from 'react';
import { Button, DrawerBody, DrawerFooter, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useCatalogueTranslation } from '../strings';

export interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The facet panel, as the wide layout's side panel shows it. */
  children: ReactNode;
  /** Results for the current choices. */
  count: number;
  /** Chosen filter values: "Clear filters" shows when there is any. */
  filters: number;
  onClear: () => void;
}

/**
 * The catalogue's filters on narrow screens: an overlay drawer from the start edge with
 * the facet panel, "Show N results" (closes it) and "Clear filters". Its own chunk (Fluent's drawer
 * and dialog code, about 15 kB gzip), loaded by the page when first opened (docs/product-rules.md §Performance 2). The
 * page puts focus back on its Filters button when it closes.
 */
export function FilterDrawer({ open, onOpenChange, children, count, filters, onClear }: FilterDrawerProps) {
  const { t } = useCatalogueTranslation();
  return (
    <OverlayDrawer open={open} onOpenChange={(_event, data) => onOpenChange(data.open)} position="start">
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('catalogue.closeFilters')} icon={<Dismiss24Regular />} onClick={() => onOpenChange(false)} />}>
          {t('catalogue.filters')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{children}</DrawerBody>
      <DrawerFooter>
        <Button appearance="primary" onClick={() => onOpenChange(false)}>
          {t('catalogue.showResults', { count })}
        </Button>
        {filters > 0 && <Button onClick={onClear}>{t('catalogue.clearFilters')}</Button>}
      </DrawerFooter>
    </OverlayDrawer>
  );
}
