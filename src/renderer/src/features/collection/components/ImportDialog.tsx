import { Body1, Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRow } from '@shared/api';
import { importMessages } from '@shared/api/collection-import';
import { toUserFacingError } from '@renderer/api/errors';
import { useToast } from '@renderer/features/toast';
import { dialogBackdropMotion, dialogSurfaceMotion } from '@renderer/features/ui';
import { useServices } from '@renderer/platform/services';
import { collectionKeys } from '../collection-queries';
import { useCollectionTranslation } from '../strings';
import type { ImportPreview } from './CollectionFile';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: '40vh', overflowY: 'auto' },
  row: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** The import's own reasons the app words (the rest, such as a price's rule, stay as the server wrote them). */
const WORDED = new Map<string, string>(
  (['noFigure', 'ambiguousName', 'unknownState', 'adultHidden', 'priceWithoutCurrency', 'notANumber', 'badDate', 'orderedNotImported', 'wishlistFull'] as const).map((key) => [importMessages[key], key]),
);

function RowLine({ row }: { row: ImportRow }) {
  const { t } = useCollectionTranslation();
  const styles = useStyles();
  const key = row.reason ? WORDED.get(row.reason) : undefined;
  return (
    <li className={styles.row}>
      <Body1>
        {t('collection.import.line', { line: row.line })} · {row.name || row.jan || '—'} · {t(`collection.import.outcome.${row.outcome}`)}
      </Body1>
      {row.reason && <Caption1 className={row.outcome === 'error' ? styles.error : styles.muted}>{key ? t(`collection.import.reason.${key}`) : row.reason}</Caption1>}
    </li>
  );
}

/**
 * The import's preview (docs/product-rules.md §Collection 6): how many rows would be added,
 * changed, left as they are, skipped or cannot be read, each row that is not unchanged with why,
 * and "Import" for the adds and changes: written at once in one transaction, then the collection
 * is fetched again. Cancel and Escape write nothing.
 */
export function ImportDialog({ open, preview, onClose }: { open: boolean; preview: ImportPreview; onClose: () => void }) {
  const { t } = useCollectionTranslation();
  const styles = useStyles();
  const api = useServices().collectionApi;
  const queryClient = useQueryClient();
  const toast = useToast();
  const { answer, file } = preview;
  const writes = answer.counts.add + answer.counts.update;
  const confirm = useMutation({
    mutationFn: () => api.importCsv(file, true),
    onSuccess: (applied) => {
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
      toast.set({ open: true, severity: 'success', title: t('collection.import.done', { count: applied.counts.add + applied.counts.update }) });
      onClose();
    },
  });
  const shown = answer.rows.filter((row) => row.outcome !== 'unchanged');
  return (
    <Dialog surfaceMotion={dialogSurfaceMotion} open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface backdropMotion={dialogBackdropMotion}>
        <DialogBody>
          <DialogTitle>{t('collection.import.title', { file: file.name })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1>{t('collection.import.summary', answer.counts)}</Body1>
            {answer.encoding === 'shift_jis' && <Caption1 className={styles.muted}>{t('collection.import.shiftJis')}</Caption1>}
            {shown.length > 0 && (
              <ul className={styles.list} aria-label={t('collection.import.rows')}>
                {shown.map((row) => (
                  <RowLine key={row.line} row={row} />
                ))}
              </ul>
            )}
            {confirm.error && (
              <MessageBar intent="error">
                <MessageBarBody>{toUserFacingError(confirm.error).message}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={writes === 0 || confirm.isPending} onClick={() => confirm.mutate()}>
              {writes === 0 ? t('collection.import.nothing') : t('collection.import.confirm', { count: writes })}
            </Button>
            <Button onClick={onClose}>{t('collection.import.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
