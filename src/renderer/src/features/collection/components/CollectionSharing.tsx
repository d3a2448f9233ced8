import { useId } from 'react';
import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toUserFacingError } from '@renderer/api/errors';
import { useToast } from '@renderer/features/toast';
import { Paper, textLinkStyle } from '@renderer/features/ui';
import { useServices } from '@renderer/platform/services';
import { collectionKeys } from '../collection-queries';
import { collectionShareQuery } from '../share-queries';
import { SHARED_COLLECTION_PATH } from '../routes';
import { useCollectionTranslation } from '../strings';

const useStyles = makeStyles({
  panel: { gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  link: { ...textLinkStyle, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * "Share" on the collection page (docs/product-rules.md §Collection 7): private by default; "Share
 * my collection" makes a read-only address anyone with it can open, shown as a link with "Copy
 * link", "New link" (the old address stops working) and "Stop sharing" (it stops working too). A
 * failed change says so in a toast and leaves the panel as the server has it.
 */
export function CollectionSharing() {
  const { t } = useCollectionTranslation();
  const styles = useStyles();
  const headingId = useId();
  const api = useServices().collectionApi;
  const queryClient = useQueryClient();
  const toast = useToast();
  const share = useQuery(collectionShareQuery(api));
  const change = useMutation({
    mutationFn: async (next: 'new' | 'off') => (next === 'new' ? api.newShare() : api.stopSharing().then(() => null)),
    onSuccess: (token) => queryClient.setQueryData(collectionKeys.share(), token),
    onError: (error) => toast.set({ open: true, severity: 'error', title: t('collection.sharing.failed'), content: toUserFacingError(error).message }),
  });
  const token = share.data ?? null;
  const path = token ? SHARED_COLLECTION_PATH.replace(':token', token) : null;
  const url = path ? new URL(path, window.location.origin).toString() : null;
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    toast.set({ open: true, severity: 'success', title: t('collection.sharing.copied') });
  };
  return (
    <Paper className={styles.panel} role="region" aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {t('collection.sharing.heading')}
      </Subtitle2>
      {url && path ? (
        <>
          <Body1>
            {t('collection.sharing.sharedAt')}{' '}
            <RouterLink to={path} className={styles.link}>
              {url}
            </RouterLink>
          </Body1>
          <div className={styles.row}>
            <Button onClick={() => void copy()}>{t('collection.sharing.copy')}</Button>
            <Button disabled={change.isPending} onClick={() => change.mutate('new')}>
              {t('collection.sharing.newLink')}
            </Button>
            <Button appearance="subtle" disabled={change.isPending} onClick={() => change.mutate('off')}>
              {t('collection.sharing.stop')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Body1 className={styles.muted}>{t('collection.sharing.private')}</Body1>
          <div className={styles.row}>
            <Button disabled={share.isPending || change.isPending} onClick={() => change.mutate('new')}>
              {t('collection.sharing.start')}
            </Button>
          </div>
        </>
      )}
    </Paper>
  );
}
