import { Suspense, lazy, useRef, useState, type ChangeEvent } from 'react';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, ArrowUpload20Regular } from '@fluentui/react-icons';
import type { CollectionImportResponse } from '@shared/api';
import { toUserFacingError } from '@renderer/api/errors';
import { useServices } from '@renderer/platform/services';
import { useCollectionTranslation } from '../strings';

// The preview's dialog loads when a file is chosen (each lazy page ≤ 40 kB: docs/product-rules.md §Performance 2).
const ImportDialog = lazy(() => import('./ImportDialog').then((module) => ({ default: module.ImportDialog })));

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // The file input is the browser's own, kept for the keyboard and screen readers but drawn by the button.
  input: { position: 'absolute', width: '1px', height: '1px', opacity: 0 },
});

/** Saves `blob` as `name` through a link the browser downloads (the web, and Electron's download handler). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the blob to the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file chosen for import and the server's preview of it. */
export interface ImportPreview {
  file: File;
  answer: CollectionImportResponse;
}

/**
 * "Export CSV" and "Import CSV" on the collection page (docs/product-rules.md §Collection 6): the
 * export downloads the server's file; the import sends the chosen file for a preview, which a
 * dialog shows before anything is written. A file the server cannot read says why here.
 */
export function CollectionFile() {
  const { t } = useCollectionTranslation();
  const styles = useStyles();
  const api = useServices().collectionApi;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [open, setOpen] = useState(false);

  const exportCsv = async () => {
    setBusy('export');
    setProblem(null);
    try {
      saveFile(await api.exportCsv(), `figure-shop-collection-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setProblem(`${t('collection.file.exportFailed')} ${toUserFacingError(error).message}`);
    } finally {
      setBusy(null);
    }
  };
  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy('import');
    setProblem(null);
    try {
      setPreview({ file, answer: await api.importCsv(file, false) });
      setOpen(true);
    } catch (error) {
      setProblem(`${t('collection.file.readFailed', { file: file.name })} ${toUserFacingError(error).message}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <div className={styles.row}>
        <Button icon={<ArrowDownload20Regular />} onClick={() => void exportCsv()} disabled={busy !== null}>
          {t('collection.file.export')}
        </Button>
        <Button icon={<ArrowUpload20Regular />} onClick={() => input.current?.click()} disabled={busy !== null}>
          {t('collection.file.import')}
        </Button>
        <input ref={input} className={styles.input} type="file" accept=".csv,text/csv" tabIndex={-1} aria-hidden onChange={(event) => void chosen(event)} />
      </div>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      {preview && (
        <Suspense fallback={null}>
          <ImportDialog key={preview.file.name + preview.file.lastModified} open={open} preview={preview} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
