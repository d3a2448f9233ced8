import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { moderationFields, type ModerationLogEntry } from '@shared/api';
import { figurePath } from '@renderer/features/catalogue';
import { localeOf, useFormat, usePreference } from '@renderer/features/preferences';
import { changeValueText } from '../change-value';
import { useServices } from '@renderer/platform/services';
import { moderationLogQuery } from '../moderation-queries';
import { useModerationTranslation } from '../strings';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scroller: { overflowX: 'auto' },
  // Wide enough for every column's words: on a phone the table scrolls sideways instead of clipping "Who".
  table: { minWidth: '44rem' },
  // A price or a date never breaks inside itself; the line breaks at the arrow.
  side: { whiteSpace: 'nowrap' },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  value: { overflowWrap: 'anywhere' },
});

function isKnownField(field: string): field is (typeof moderationFields)[number] {
  return (moderationFields as readonly string[]).includes(field);
}

/**
 * The change log (docs/product-rules.md §Moderation: every change, who, when, old and new value), newest first,
 * MODERATION_LOG_PAGE_SIZE at a time with "Load more" (GET /api/moderation/log/, DRF pagination).
 */
export function ChangeLog() {
  const { t } = useModerationTranslation();
  const styles = useStyles();
  const { moderationApi } = useServices();
  const format = useFormat();
  const language = usePreference((p) => p.ui.language);
  const display = usePreference((p) => p.currency.display_format);
  const log = useInfiniteQuery(moderationLogQuery(moderationApi));
  const entries: ModerationLogEntry[] = log.data?.pages.flatMap((page) => page.results) ?? [];
  const count = log.data?.pages.at(-1)?.count ?? 0;
  const none = t('moderation.log.none');
  const valueText = (entry: ModerationLogEntry, value: string | null) => changeValueText(entry, value, { format, locale: localeOf(language), display, t }) ?? none;
  const fieldName = (field: string) => (isKnownField(field) ? t(`moderation.log.fields.${field}`) : field);

  return (
    <section className={styles.section} aria-labelledby="moderation-log-heading">
      <Subtitle1 as="h2" id="moderation-log-heading">
        {t('moderation.log.heading')}
      </Subtitle1>
      {log.isPending && <Spinner size="small" label={t('moderation.log.loading')} />}
      {log.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t('moderation.log.loadFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {log.data && entries.length === 0 && <Body1>{t('moderation.log.empty')}</Body1>}
      {entries.length > 0 && (
        <div className={styles.scroller}>
          <Table className={styles.table} aria-label={t('moderation.log.tableLabel')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('moderation.log.who')}</TableHeaderCell>
                <TableHeaderCell>{t('moderation.log.when')}</TableHeaderCell>
                <TableHeaderCell>{t('moderation.log.figure')}</TableHeaderCell>
                <TableHeaderCell>{t('moderation.log.field')}</TableHeaderCell>
                <TableHeaderCell>{t('moderation.log.change')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{entry.moderator.username}</TableCell>
                  <TableCell>
                    <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
                  </TableCell>
                  <TableCell>{entry.figure ? <RouterLink to={figurePath(entry.figure.slug)}>{entry.figure.name}</RouterLink> : none}</TableCell>
                  <TableCell>{fieldName(entry.field)}</TableCell>
                  <TableCell className={styles.value}>
                    {entry.field === 'announcement' ? (
                      valueText(entry, entry.new_value)
                    ) : (
                      <>
                        <span className={styles.side}>{valueText(entry, entry.old_value)}</span> → <span className={styles.side}>{valueText(entry, entry.new_value)}</span>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {entries.length > 0 && (
        <div className={styles.footer}>
          <Caption1>{t('moderation.log.shown', { shown: entries.length, count })}</Caption1>
          {log.hasNextPage && (
            <Button onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
              {t('moderation.log.loadMore')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
