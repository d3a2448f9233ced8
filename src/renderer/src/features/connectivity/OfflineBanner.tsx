import { useEffect, useState } from 'react';
import { lazyOptional, useOptionalSettled } from '@renderer/platform/lazy-optional';
import { useConnectivity } from './useConnectivity';

// Fluent's MessageBar stays off the first route (docs/product-rules.md §Performance 1); the bar's chunk loads as the app
// starts, before it is needed, so it is there when the network is gone.
const OfflineBar = lazyOptional(() => import('./OfflineBar').then((module) => module.OfflineBar));

/** While offline, how often the app tries the API again by itself (ms). */
export const RECONNECT_INTERVAL_MS = 10_000;

/**
 * Says plainly that the API cannot be reached and that nothing was lost (the session and local
 * preferences are kept: docs/product-rules.md §Sessions 6–7, §API 5). Tries again every 10 s, when the browser comes back online,
 * and on "Try again".
 */
export function OfflineBanner() {
  const { offline, reconnect } = useConnectivity();
  const [trying, setTrying] = useState(false);

  // Loads the bar now, while the network is there (a failure is logged and tried again when offline).
  useOptionalSettled(OfflineBar);

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
  return <OfflineBar trying={trying} onTryNow={() => void tryNow()} />;
}
