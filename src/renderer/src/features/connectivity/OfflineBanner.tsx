import { useEffect, useState } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from './useConnectivity';

/** While offline, how often the app tries the API again by itself (ms). */
export const RECONNECT_INTERVAL_MS = 10_000;

/**
 * Says plainly that the API cannot be reached and that nothing was lost (the session and local
 * preferences are kept: issue 3). Tries again every 10 s, when the browser comes back online,
 * and on "Try again".
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { offline, reconnect } = useConnectivity();
  const [trying, setTrying] = useState(false);

  useEffect(() => {
    if (!offline) return;
    const attempt = () => void reconnect();
    const timer = window.setInterval(attempt, RECONNECT_INTERVAL_MS);
    window.addEventListener('online', attempt);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', attempt);
    };
  }, [offline, reconnect]);

  if (!offline) return null;
  const tryNow = async () => {
    setTrying(true);
    await reconnect();
    setTrying(false);
  };
  return (
    <MessageBar intent="warning" role="status">
      <MessageBarBody>
        <MessageBarTitle>{t('connectivity.offlineTitle')}</MessageBarTitle>
        {t('connectivity.offlineBody')}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => void tryNow()} disabled={trying}>
          {t('connectivity.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
