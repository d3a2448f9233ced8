import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { makeStaticStyles, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CONTAINER_MAX_WIDTH_PX, CONTAINER_PADDING_PX, CONTAINER_PADDING_SM_UP_PX, THEME_LIGHT_BACKGROUND_COLOR } from '@shared/constants';
import { useColourMode } from '@renderer/features/colour-mode';
import { OfflineBanner } from '@renderer/features/connectivity';
import { SignedInNotificationServices } from '@renderer/features/notifications';
import { DeferredUpdatePrompt } from '@renderer/features/pwa';
import { ToastHost } from '@renderer/features/toast';
import { useWishlistOwner } from '@renderer/features/wishlist';
import { SignedInCartOwner } from '@renderer/features/cart';
import { lazyWithPreload } from '@renderer/platform/lazy-with-preload';
import { usePlatform } from '@renderer/platform/services';
import { DesktopIntegration } from '../desktop/DesktopIntegration';
import { useGlobalStyles } from '../theme/useGlobalStyles';
import { Header } from './Header';
import { PageHydratedSignal } from './PageHydratedSignal';
import { RouteLoadingSignal } from './route-loading';

// Below the fold on every page: its own chunk, off the first route (its budget: docs/product-rules.md
// §Performance 1; it brings Fluent's Switch and ToggleButton).
/** The footer, its own chunk; loaded before hydration on pre-rendered pages (app/router.tsx preloadPrerenderedPage). */
export const Footer = lazyWithPreload(async () => ({ default: (await import('./Footer')).Footer }));

/**
 * The demo banner (docs/product-rules.md §Demo 1), its own chunk: it brings Fluent's MessageBar and
 * Link, which no other part of the first route needs. Loaded as the app starts (app/router.tsx
 * preloadShellParts), before hydration or the first render.
 */
export const DemoBanner = lazyWithPreload(async () => ({ default: (await import('./DemoBanner')).DemoBanner }));

/**
 * No button label in any dialog wraps (docs/product-rules.md §Shell 14). Fluent stacks DialogActions' buttons at full
 * width below 480 px; above that they sit in a row that is wide enough for one line each.
 */
const useDialogButtonStyles = makeStaticStyles({
  '.fui-DialogActions .fui-Button': { whiteSpace: 'nowrap' },
});

const useStyles = makeStyles({
  shell: { minHeight: '100vh', display: 'flex', flexDirection: 'column', color: tokens.colorNeutralForeground1 },
  // docs/product-rules.md §Shell 2: the light background is white; dark mode sits on the deep orange neutrals.
  light: { backgroundColor: THEME_LIGHT_BACKGROUND_COLOR },
  dark: { backgroundColor: tokens.colorNeutralBackground2 },
  skip: {
    position: 'absolute',
    left: '-9999px',
    ':focus': { left: tokens.spacingHorizontalM, top: tokens.spacingVerticalM, zIndex: 1000, padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground1 },
  },
  main: {
    flexGrow: 1,
    // The pre-rendered footer starts below the fold, so content arriving after hydration never moves it in view (CLS: docs/product-rules.md §Performance 4).
    minHeight: '100vh',
    width: '100%',
    // The container of docs/product-rules.md §Shell 10: lg 1400 px at most, side padding 16 px, 24 px from sm (640 px) up.
    maxWidth: `${CONTAINER_MAX_WIDTH_PX.lg}px`,
    marginInline: 'auto',
    boxSizing: 'border-box',
    paddingInline: `${CONTAINER_PADDING_PX}px`,
    paddingBlock: tokens.spacingVerticalXXL,
    [`@media (min-width: ${CONTAINER_MAX_WIDTH_PX.sm}px)`]: { paddingInline: `${CONTAINER_PADDING_SM_UP_PX}px` },
  },
});

/**
 * The application shell: header, skip link, the routed page and the footer
 * (docs/product-rules.md §Shell 18). `onPageHydrated`: see PageHydratedSignal.
 */
export function AppLayout({ onPageHydrated }: { onPageHydrated?: () => void }) {
  useGlobalStyles();
  useDialogButtonStyles();
  const styles = useStyles();
  const { t } = useTranslation();
  const { config } = usePlatform();
  const { mode } = useColourMode();
  // The device's wishlist joins the account's at sign-in (docs/product-rules.md §Wishlist 4).
  useWishlistOwner();

  useEffect(() => {
    document.title = config.productName;
  }, [config.productName]);

  return (
    <div className={mergeClasses(styles.shell, mode === 'dark' ? styles.dark : styles.light)}>
      <a href="#main" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      {config.demoMode && (
        <Suspense>
          <DemoBanner />
        </Suspense>
      )}
      <Header />
      <OfflineBanner />
      <DeferredUpdatePrompt />
      <DesktopIntegration />
      {/* The unread count on route changes, its light poll, and system notifications for new ones (docs/product-rules.md §Notifications 2, 9–12). */}
      <SignedInNotificationServices />
      {/* The device's cart joins the account's at sign-in; every tab shows the same cart (docs/product-rules.md §Cart 4). */}
      <SignedInCartOwner />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<RouteLoadingSignal />}>
          <Outlet />
          <PageHydratedSignal onHydrated={onPageHydrated} />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <ToastHost />
    </div>
  );
}
