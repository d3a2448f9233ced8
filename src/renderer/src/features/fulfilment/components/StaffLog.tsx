import { useState } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useOrderFormats } from '@renderer/features/orders';
import { useServices } from '@renderer/platform/services';
import { staffLogQuery } from '../fulfilment-queries';
import { useFulfilmentTranslation } from '../strings';
import { ListPager } from './ListPager';
import { Loaded } from './Loaded';

const useStyles = makeStyles({ scroll: { overflowX: 'auto' }, table: { minWidth: '44rem' } });

/** The staff log (docs/product-rules.md §Fulfilment 4): every action, newest first, 20 a page: when, who, what, which order and target, before → after, the note. */
export function StaffLog() {
  const styles = useStyles();
  const { t } = useFulfilmentTranslation();
  const { dateTime } = useOrderFormats();
  const { fulfilmentApi } = useServices();
  const [page, setPage] = useState(1);
  const query = useQuery(staffLogQuery(fulfilmentApi, page));
  return (
    <Loaded query={query}>
      {(log) =>
        log.count === 0 ? (
          <Text>{t('fulfilment.empty.log')}</Text>
        ) : (
          <>
            <div className={styles.scroll}>
              <Table className={styles.table} size="small" aria-label={t('fulfilment.log.caption')}>
                <TableHeader>
                  <TableRow>
                    {(['when', 'who', 'what', 'order', 'target', 'change', 'note'] as const).map((column) => (
                      <TableHeaderCell key={column}>{t(`fulfilment.log.${column}`)}</TableHeaderCell>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {log.results.map((entry) => (
                    <TableRow key={entry.id}>
                      <TableCell>
                        <time dateTime={entry.at}>{dateTime(entry.at)}</time>
                      </TableCell>
                      <TableCell>{entry.staff.username}</TableCell>
                      <TableCell>{t(`fulfilment.log.action.${entry.action}`)}</TableCell>
                      <TableCell>{entry.order_number}</TableCell>
                      <TableCell>{entry.target}</TableCell>
                      <TableCell>{`${entry.before ?? '—'} → ${entry.after ?? '—'}`}</TableCell>
                      <TableCell>{entry.note}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <ListPager page={page} hasPrevious={log.previous !== null} hasNext={log.next !== null} onPage={setPage} />
          </>
        )
      }
    </Loaded>
  );
}
