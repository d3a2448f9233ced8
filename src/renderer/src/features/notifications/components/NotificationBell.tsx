import { Link as RouterLink } from 'react-router';
import { CounterBadge, makeStyles } from '@fluentui/react-components';
import { Alert24Regular } from '@fluentui/react-icons';
import { useIsSignedIn } from '@renderer/features/auth';
import { useUnreadCount } from '../notification-hooks';
import { NOTIFICATIONS_PATH } from '../routes';
import { LazyTooltip, iconLinkStyle } from '@renderer/features/ui';
import { useNotificationsTranslation } from '../strings';

const useStyles = makeStyles({
  link: {
    ...iconLinkStyle,
    position: 'relative',
  },
  badge: { position: 'absolute', top: '2px', right: '0px' },
});

/**
 * The header bell (docs/product-rules.md §Notifications 1): a link to the notifications page with the
 * unread count from GET /api/notifications/count/, for signed-in users only. Its accessible name says
 * the count ("Notifications, 3 unread").
 */
export function NotificationBell() {
  const { t } = useNotificationsTranslation();
  const styles = useStyles();
  const signedIn = useIsSignedIn();
  const count = useUnreadCount();
  if (!signedIn) return null;
  const unread = count.data?.unread ?? 0;
  const label = count.data ? t('notifications.bellLabel', { count: unread }) : t('notifications.title');
  return (
    <LazyTooltip content={label} withArrow>
      <RouterLink to={NOTIFICATIONS_PATH} className={styles.link} aria-label={label} data-unread={count.data ? unread : undefined}>
        <Alert24Regular aria-hidden />
        {unread > 0 && <CounterBadge className={styles.badge} count={unread} size="small" color="danger" aria-hidden />}
      </RouterLink>
    </LazyTooltip>
  );
}
