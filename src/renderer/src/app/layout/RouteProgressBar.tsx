import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LOADING_BAR_COLOR, LOADING_BAR_HEIGHT_PX, LOADING_BAR_STOP_DELAY_MS } from '@shared/constants';
import { useRouteLoading } from './route-loading';
import { useDelayedStop } from './useDelayedStop';

const useStyles = makeStyles({
  track: {
    position: 'fixed',
    top: 0,
    left: 0,
    right: 0,
    height: `${LOADING_BAR_HEIGHT_PX}px`,
    zIndex: 2000,
    pointerEvents: 'none',
    overflow: 'hidden',
  },
  bar: {
    height: '100%',
    width: '100%',
    backgroundColor: LOADING_BAR_COLOR,
    transformOrigin: 'left',
    animationName: { from: { transform: 'scaleX(0.1)' }, to: { transform: 'scaleX(0.9)' } },
    animationDuration: '2s',
    animationTimingFunction: 'cubic-bezier(0.1, 0.7, 0.3, 1)',
    animationFillMode: 'forwards',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none', transform: 'scaleX(1)' },
  },
});

/**
 * Presentational: the thin route-loading bar of docs/product-rules.md §Shell 4 (blue, 3 px) while `active`,
 * kept LOADING_BAR_STOP_DELAY_MS (200 ms) after it stops. Exposed as a progressbar with a name.
 */
export function ProgressBar({ active }: { active: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const visible = useDelayedStop(active, LOADING_BAR_STOP_DELAY_MS);
  if (!visible) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={t('app.loadingPage')} data-testid="route-progress">
      <div className={mergeClasses(styles.bar)} />
    </div>
  );
}

/**
 * The route progress bar: on while a lazily loaded page's code loads (route-loading.ts) and for a
 * moment on every location change, so instant changes show it too.
 */
export function RouteProgressBar() {
  const loading = useRouteLoading();
  const location = useLocation();
  const [pulse, setPulse] = useState<string | null>(null);
  const [seen, setSeen] = useState(location.key);
  if (seen !== location.key) {
    setSeen(location.key);
    setPulse(location.key);
  }
  // The pulse ends on the next tick; the stop delay keeps the bar visible 200 ms longer.
  useEffect(() => {
    if (pulse === null) return;
    const timer = setTimeout(() => setPulse(null), 0);
    return () => clearTimeout(timer);
  }, [pulse]);
  return <ProgressBar active={loading || pulse !== null} />;
}
