import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useFulfilmentTranslation } from '../strings';

const useStyles = makeStyles({ pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM } });

/** Previous / next for a DRF-paginated list; nothing when there is one page. */
export function ListPager({ page, hasPrevious, hasNext, onPage }: { page: number; hasPrevious: boolean; hasNext: boolean; onPage: (page: number) => void }) {
  const styles = useStyles();
  const { t } = useFulfilmentTranslation();
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className={styles.pager} aria-label={t('fulfilment.pagination')}>
      <Button disabled={!hasPrevious} onClick={() => onPage(page - 1)}>
        {t('fulfilment.previous')}
      </Button>
      <Text>{t('fulfilment.page', { page })}</Text>
      <Button disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('fulfilment.next')}
      </Button>
    </nav>
  );
}
