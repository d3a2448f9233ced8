import { Suspense, lazy, useId, useState } from 'react';
import { Body1, Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { OwnedDetails } from '@shared/api';
import { toUserFacingError } from '@renderer/api/errors';
import { useIsSignedIn } from '@renderer/features/auth';
import { formatPrice, formattingLocale, useFormat, usePreference } from '@renderer/features/preferences';
import { useToast } from '@renderer/features/toast';
import { textLinkStyle } from '@renderer/features/ui';
import { useServices } from '@renderer/platform/services';
import { collectionKeys, ownedQuery } from '../collection-queries';
import { COLLECTION_PATH } from '../routes';
import { useCollectionTranslation } from '../strings';
import { useCollectionState } from '../use-collection-state';

// Fluent's Dialog and the form's fields would double the figure page's JS (≤ 40 kB: docs/product-rules.md §Performance 2): they load when first asked for.
const OwnedDialog = lazy(() => import('./OwnedDialog').then((module) => ({ default: module.OwnedDialog })));

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  link: textLinkStyle,
});

/** "Paid €89.99 · 3 May 2024 · AmiAmi" from what was entered; null when nothing but the figure was. */
function useOwnedSummary(owned: OwnedDetails): string | null {
  const format = useFormat();
  const language = usePreference((p) => p.ui.language);
  const display = usePreference((p) => p.currency.display_format);
  const { t } = useCollectionTranslation();
  const parts: string[] = [];
  if (owned.price_paid) parts.push(t('collection.owned.paid', { price: formatPrice(owned.price_paid.amount, owned.price_paid.currency, formattingLocale(language), display) }));
  if (owned.acquired_on) parts.push(format.day(owned.acquired_on));
  if (owned.shop) parts.push(owned.shop);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function OwnedDetailsText({ owned }: { owned: OwnedDetails }) {
  const styles = useStyles();
  const summary = useOwnedSummary(owned);
  return (
    <>
      {summary && <Body1>{summary}</Body1>}
      {owned.note && <Caption1 className={styles.muted}>{owned.note}</Caption1>}
    </>
  );
}

/**
 * The figure page's "Your collection" section (docs/product-rules.md §Collection 2, 4), signed in
 * only: the figure's state, what was entered when it was bought elsewhere, "I own this" (or "Edit")
 * opening the form, and "Remove" for an entry made by hand. A figure owned through a delivery says
 * so; removing a hand-made entry leaves the state to the wishlist and the orders.
 */
export function OwnedPanel({ slug, name }: { slug: string; name: string }) {
  const { t } = useCollectionTranslation();
  const styles = useStyles();
  const headingId = useId();
  const signedIn = useIsSignedIn();
  const api = useServices().collectionApi;
  const queryClient = useQueryClient();
  const toast = useToast();
  const state = useCollectionState(slug);
  const owned = useQuery({ ...ownedQuery(api, slug), enabled: signedIn });
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.removeOwned(slug),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
      toast.set({ open: true, severity: 'success', title: t('collection.owned.removed', { name }) });
    },
    onError: (error) => toast.set({ open: true, severity: 'error', title: t('collection.owned.removeFailed'), content: toUserFacingError(error).message }),
  });
  if (!signedIn) return null;
  const entered = owned.data ?? null;
  const show = () => {
    setOpened((count) => count + 1);
    setOpen(true);
  };
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {t('collection.owned.heading')}
      </Subtitle2>
      {owned.isError ? (
        <Body1 role="alert">
          {t('collection.owned.loadFailed')}{' '}
          <Button size="small" onClick={() => void owned.refetch()}>
            {t('collection.retry')}
          </Button>
        </Body1>
      ) : entered ? (
        <OwnedDetailsText owned={entered} />
      ) : (
        <Body1 className={styles.muted}>{t(state ? `collection.owned.stateLine.${state}` : 'collection.owned.notInCollection')}</Body1>
      )}
      <div className={styles.actions}>
        {/* Owned through a delivery: nothing to enter by hand. */}
        {(entered || state !== 'owned') && (
          <Button onClick={show} disabled={owned.isPending || owned.isError}>
            {t(entered ? 'collection.owned.edit' : 'collection.owned.add')}
          </Button>
        )}
        {entered && (
          <Button appearance="subtle" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t('collection.owned.remove')}
          </Button>
        )}
        <RouterLink to={COLLECTION_PATH} className={styles.link}>
          {t('collection.owned.open')}
        </RouterLink>
      </div>
      {opened > 0 && (
        <Suspense fallback={null}>
          <OwnedDialog key={opened} open={open} slug={slug} name={name} initial={entered} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
