import { useState } from 'react';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  Title3,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_PAGE_SIZE, type Language, type Notification } from '@shared/api';
import { useIsSignedIn } from '@renderer/features/auth';
import { formatDateTime, usePreference } from '@renderer/features/preferences';
import { useMarkNotificationRead, useNotificationsPage, useUnreadCount } from '../notification-hooks';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px', marginInline: 'auto' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { gap: tokens.spacingVerticalXS },
  unread: { borderLeftWidth: '4px', borderLeftStyle: 'solid', borderLeftColor: tokens.colorBrandStroke1 },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
  meta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  time: { color: tokens.colorNeutralForeground3 },
});

function NotificationItem({ item, language }: { item: Notification; language: Language }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const markRead = useMarkNotificationRead();
  const when = formatDateTime(item.created_at, language);
  // Server strings are rendered as text nodes only (React escapes them); never as HTML.
  return (
    <li>
      <Card size="large" className={mergeClasses(styles.item, !item.read && styles.unread)} appearance={item.read ? 'outline' : 'filled'}>
        <div className={styles.head}>
          <Subtitle2 as="h2">{item.title}</Subtitle2>
          {!item.read && (
            <Button
              size="small"
              appearance="secondary"
              disabled={markRead.isPending && markRead.variables === item.id}
              onClick={() => markRead.mutate(item.id)}
              aria-label={t('notifications.markReadNamed', { title: item.title })}
            >
              {t('notifications.markRead')}
            </Button>
          )}
        </div>
        {item.body && <Body1>{item.body}</Body1>}
        <div className={styles.meta}>
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
      </Card>
    </li>
  );
}

/**
 * The notifications page (/notifications, issue 4): the signed-in user's notifications, newest
 * first, a page of NOTIFICATIONS_PAGE_SIZE at a time, each unread one with "Mark as read".
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const signedIn = useIsSignedIn();
  const [page, setPage] = useState(1);
  const list = useNotificationsPage(page);
  const count = useUnreadCount();
  const language = usePreference((p) => p.ui.language);

  if (!signedIn) {
    return (
      <section className={styles.page} aria-labelledby="notifications-title">
        <Title3 as="h1" id="notifications-title">
          {t('notifications.title')}
        </Title3>
        <Body1>{t('notifications.signInFirst')}</Body1>
      </section>
    );
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / NOTIFICATIONS_PAGE_SIZE)) : 1;
  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <div className={styles.head}>
        <Title3 as="h1" id="notifications-title">
          {t('notifications.title')}
        </Title3>
        {count.data && <Text>{t('notifications.unreadCount', { count: count.data.unread })}</Text>}
      </div>
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
            <NotificationItem key={item.id} item={item} language={language} />
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
    </section>
  );
}

export default NotificationsPage;
