import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useInvalidateNotificationCount } from './notification-hooks';

/**
 * On every route change while signed in, the notification count's cached result is invalidated
 * (so the bell refetches: docs/product-rules.md §Notifications 2). The first render is not a change: the bell fetches anyway.
 */
export function useNotificationCountOnRouteChange(): void {
  const location = useLocation();
  const invalidate = useInvalidateNotificationCount();
  const last = useRef(location.key);
  useEffect(() => {
    if (last.current === location.key) return;
    last.current = location.key;
    invalidate();
  }, [location.key, invalidate]);
}
