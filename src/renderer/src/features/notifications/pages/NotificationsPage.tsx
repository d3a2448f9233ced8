import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';

import type { TFunction } from 'i18next';
import { NOTIFICATIONS_PAGE_SIZE, notificationKinds, type Notification } from '@shared/api';
import { useAccountDialogStore, useIsSignedIn } from '@renderer/features/auth';
import { PageContainer, PageHeading, Paper, SignedOutPanel } from '@renderer/features/ui';
import { useFormat, usePreference } from '@renderer/features/preferences';
import { usePriceText } from '@renderer/features/currency';
import { notificationTargetPath } from '../notification-target';
import { notificationWords, useNotificationWordsTranslation, type WordingFormats } from '../notification-words';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotificationsPage, useUnreadCount } from '../notification-hooks';
import { useNotificationsTranslation } from '../strings';

/** A kind's name in the UI language; a kind this client does not know shows as the API wrote it. */
function kindLabel(t: TFunction, kind: string): string {
  return (notificationKinds as readonly string[]).includes(kind) ? t(`notifications.kinds.${kind}`) : kind;
}

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { gap: tokens.spacingVerticalXS },
  unread: { borderLeftWidth: '4px', borderLeftStyle: 'solid', borderLeftColor: tokens.colorBrandStroke1 },
  // Fluent Card's "outline" appearance: a read notification recedes.
  read: { backgroundColor: tokens.colorTransparentBackground, boxShadow: 'none', border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}` },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
  tools: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  filter: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  titleLink: { color: 'inherit', ':hover': { textDecorationLine: 'underline' }, ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' } },
  meta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  time: { color: tokens.colorNeutralForeground3 },
  // A card's title and "Mark as read" (docs/product-rules.md §Shell 14): the button keeps its one line and its
  // size; the title takes what is left and wraps.
  cardHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  cardTitle: { flexGrow: 1, flexShrink: 1, minWidth: 0, overflowWrap: 'anywhere' },
  markRead: { flexShrink: 0, whiteSpace: 'nowrap' },
});

/** The wording's formats, bound to the collector's language and currency (and the wording strings loaded). */
function useWordingFormats(): WordingFormats {
  useNotificationWordsTranslation();
  const format = useFormat();
  const price = usePriceText();
  const language = usePreference((p) => p.ui.language);
  return useMemo(() => ({ language, price, day: format.day, dateTime: format.dateTime }), [language, price, format]);
}

function NotificationItem({ item, formats }: { item: Notification; formats: WordingFormats }) {
  const { t } = useNotificationsTranslation();
  const styles = useStyles();
  const markRead = useMarkNotificationRead();
  const when = formats.dateTime(item.created_at);
  const path = notificationTargetPath(item.target);
  const { title, body } = notificationWords(t, item, formats);
  // A price drop's figure page shows the old price struck through (docs/product-rules.md §Wishlist 8): the
  // parameters ride in the router's state, which only the app itself can set (a link cannot forge it).
  const linkState = item.kind === 'price_drop' ? { priceDrop: item.params } : undefined;
  // Server strings are rendered as text nodes only (React escapes them); never as HTML.
  return (
    <li>
      {/* Paper, not Card: nothing here is a card-wide control, and Card brings tabster (each lazy page ≤ 40 kB: docs/product-rules.md §Performance 2). */}
      <Paper className={mergeClasses(styles.item, item.read ? styles.read : styles.unread)}>
        <div className={styles.cardHead}>
          <Subtitle2 as="h2" className={styles.cardTitle}>
            {path ? (
              // Opening it marks it read (docs/product-rules.md §Notifications 7); the router navigates at once.
              <RouterLink to={path} state={linkState} className={styles.titleLink} onClick={() => !item.read && markRead.mutate(item.id)}>
                {title}
              </RouterLink>
            ) : (
              title
            )}
          </Subtitle2>
          {!item.read && (
            <Button
              size="small"
              appearance="secondary"
              className={styles.markRead}
              disabled={markRead.isPending && markRead.variables === item.id}
              onClick={() => markRead.mutate(item.id)}
              aria-label={t('notifications.markReadNamed', { title })}
            >
              {t('notifications.markRead')}
            </Button>
          )}
        </div>
        {body && <Body1>{body}</Body1>}
        <div className={styles.meta}>
          <Badge appearance="outline" color="informative" size="small">
            {kindLabel(t, item.kind)}
          </Badge>
          <Caption1 className={styles.time}>
            <time dateTime={item.created_at}>{when}</time>
          </Caption1>
          {!item.read && (
            <Badge appearance="tint" color="brand" size="small">
              {t('notifications.unread')}
            </Badge>
          )}
        </div>
        {markRead.isError && markRead.variables === item.id && (
          <Caption1 role="alert">{t('notifications.markReadFailed')}</Caption1>
        )}
      </Paper>
    </li>
  );
}

/** The filter by kind: "All kinds" (value '') or one of `notificationKinds`. */
function KindFilter({ kind, onChange }: { kind: string; onChange: (kind: string) => void }) {
  const { t } = useNotificationsTranslation();
  const styles = useStyles();
  return (
    <div className={styles.filter}>
      <label htmlFor="notifications-kind">{t('notifications.filterLabel')}</label>
      <Select id="notifications-kind" value={kind} onChange={(_event, data) => onChange(data.value)}>
        <option value="">{t('notifications.allKinds')}</option>
        {notificationKinds.map((value) => (
          <option key={value} value={value}>
            {kindLabel(t, value)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * The notifications page (/notifications, docs/product-rules.md §Notifications 3–8): the signed-in
 * user's notifications, newest first, a page of NOTIFICATIONS_PAGE_SIZE at a time, each unread one
 * with "Mark as read"; each names its kind; one with a target opens it (and is marked read); "Mark all as read"; a
 * filter by kind kept in the URL (`?kind=`). Signed out: the shared "sign in to see this" panel
 * (§Shell 16). In the md container (§Shell 10).
 */
export function NotificationsPage() {
  const { t } = useNotificationsTranslation();
  const styles = useStyles();
  const formats = useWordingFormats();
  const signedIn = useIsSignedIn();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedKind = searchParams.get('kind') ?? '';
  const kind = (notificationKinds as readonly string[]).includes(requestedKind) ? requestedKind : '';
  const [pageState, setPageState] = useState({ kind, page: 1 });
  // A new filter starts at its first page.
  const page = pageState.kind === kind ? pageState.page : 1;
  const setPage = (next: (current: number) => number) => setPageState({ kind, page: next(page) });
  const list = useNotificationsPage(page, kind);
  const count = useUnreadCount();
  const markAll = useMarkAllNotificationsRead();
  const chooseKind = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('kind', value);
        else next.delete('kind');
        return next;
      },
      { replace: true },
    );
  const showDialog = useAccountDialogStore((state) => state.show);

  if (!signedIn) {
    return (
      <PageContainer size="md" as="section" aria-labelledby="notifications-title">
        <PageHeading id="notifications-title">{t('notifications.title')}</PageHeading>
        <SignedOutPanel onSignIn={() => showDialog('signIn')} />
      </PageContainer>
    );
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / NOTIFICATIONS_PAGE_SIZE)) : 1;
  return (
    <PageContainer size="md" as="section" aria-labelledby="notifications-title">
      <div className={styles.head}>
        <PageHeading id="notifications-title">{t('notifications.title')}</PageHeading>
        {count.data && <Text>{t('notifications.unreadCount', { count: count.data.unread })}</Text>}
      </div>
      <div className={styles.tools}>
        <KindFilter kind={kind} onChange={chooseKind} />
        <Button disabled={markAll.isPending || count.data?.unread === 0} onClick={() => markAll.mutate()}>
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {markAll.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t('notifications.markAllReadFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {list.isPending && <Spinner label={t('notifications.loading')} />}
      {list.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t('notifications.loadFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {list.data && list.data.results.length === 0 && <Body1>{t('notifications.empty')}</Body1>}
      {list.data && list.data.results.length > 0 && (
        <ul className={styles.list} aria-label={t('notifications.listLabel')} aria-busy={list.isFetching}>
          {list.data.results.map((item) => (
            <NotificationItem key={item.id} item={item} formats={formats} />
          ))}
        </ul>
      )}
      {list.data && pages > 1 && (
        <nav className={styles.pager} aria-label={t('notifications.pagination')}>
          <Button disabled={!list.data.previous || list.isPlaceholderData} onClick={() => setPage((p) => Math.max(1, p - 1))}>
            {t('notifications.previous')}
          </Button>
          <Text>{t('notifications.pageOf', { page, pages })}</Text>
          <Button disabled={!list.data.next || list.isPlaceholderData} onClick={() => setPage((p) => p + 1)}>
            {t('notifications.next')}
          </Button>
        </nav>
      )}
    </PageContainer>
  );
}

export default NotificationsPage;
