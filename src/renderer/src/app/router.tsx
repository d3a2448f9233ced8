import { lazy } from 'react';
import type { PrerenderedPage } from '@shared/prerender/select-page';
import { lazyWithPreload } from '@renderer/platform/lazy-with-preload';
import { settledWithin } from '@renderer/platform/settled-within';
import { Route, Routes } from 'react-router';
import { OAUTH_CALLBACK_ROUTE, PASSWORD_RESET_PATH, PROFILE_PATH, VERIFY_EMAIL_ROUTE } from '@renderer/features/auth';
import { loadOAuthCallbackPage, loadPasswordResetPage, loadVerifyEmailPage } from '@renderer/features/auth/pages';
import { loadCataloguePage, loadFigurePage } from '@renderer/features/catalogue/pages';
import { MODERATION_PATH } from '@renderer/features/moderation';
import { loadModerationPage } from '@renderer/features/moderation/pages';
import { NOTIFICATIONS_PATH } from '@renderer/features/notifications';
import { loadNotificationsPage } from '@renderer/features/notifications/pages';
import { SETTINGS_PATH } from '@renderer/features/preferences';
import { WISHLIST_PATH } from '@renderer/features/wishlist';
import { loadWishlistPage } from '@renderer/features/wishlist/pages';
import { loadSettingsPage } from '@renderer/features/preferences/pages';
import { CONFIRM_EMAIL_ROUTE, loadConfirmEmailPage, loadProfilePage } from '@renderer/features/profile/pages';
import { AppLayout, DemoBanner, Footer } from './layout/AppLayout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

// Pages off the first screen load lazily (issue 6 bundle budget); AppLayout's Suspense shows the
// route progress bar meanwhile. Each feature's `pages` entry holds only the loaders, so each page
// is its own chunk. Declarative routes: the data router's loaders are not used, and leaving them
// out keeps ~17 kB gzip of router code off the first route.
const PasswordResetPage = lazy(loadPasswordResetPage);
const VerifyEmailPage = lazy(loadVerifyEmailPage);
const OAuthCallbackPage = lazy(loadOAuthCallbackPage);
const ProfilePage = lazy(loadProfilePage);
const ConfirmEmailPage = lazy(loadConfirmEmailPage);
const SettingsPage = lazyWithPreload(loadSettingsPage);
const NotificationsPage = lazy(loadNotificationsPage);
// The pre-rendered ones can load before hydration (preloadPrerenderedPage).
const CataloguePage = lazyWithPreload(loadCataloguePage);
const FigurePage = lazyWithPreload(loadFigurePage);
const WishlistPage = lazy(loadWishlistPage);
const ModerationPage = lazy(loadModerationPage);

type Preloadable = { preload(): Promise<unknown> };

/**
 * The lazy page module of each pre-rendered page (home's page is in the entry). Its HTML
 * modulepreloads it (scripts/prerender/modulepreload.ts PAGE_MODULES lists the same modules).
 */
const prerenderedPageModules: Readonly<Record<PrerenderedPage, Preloadable | null>> = {
  home: null,
  catalogue: CataloguePage,
  figure: FigurePage,
  settings: SettingsPage,
};

/**
 * Loads the lazy chunks a pre-rendered page shows (its page, the footer) as hydration starts (issue
 * 15), so React hydrates each in its first pass if it is in by then (see lazyWithPreload), else as
 * soon as it arrives. Meanwhile that part stays dehydrated, and an update that reaches it first
 * (a cache read after hydration) makes React render it again on the client. Rejects when a chunk fails.
 */
export function preloadPrerenderedPage(page: PrerenderedPage): Promise<unknown> {
  const pageModule = prerenderedPageModules[page];
  return Promise.all([...(pageModule ? [pageModule] : []), Footer].map((part) => part.preload()));
}

/** How long hydration waits at most for a pre-rendered page's own module (ms), should its modulepreload be missing. */
export const PAGE_MODULE_WAIT_MS = 2000;

/**
 * Resolves once `page`'s own module is in (at once for home), or after PAGE_MODULE_WAIT_MS, or when
 * it failed to load; never rejects. The page's HTML modulepreloads that module, so this is a moment:
 * hydrating after it lets React adopt the page's HTML in its first pass instead of painting the
 * page again later (issue 15: the settings page's LCP was its second paint).
 */
export function pageModuleReady(page: PrerenderedPage): Promise<void> {
  const pageModule = prerenderedPageModules[page];
  return pageModule ? settledWithin(pageModule.preload(), PAGE_MODULE_WAIT_MS) : Promise.resolve();
}

/**
 * Loads the lazy parts of the shell that every page shows from its first paint, now: the demo
 * banner in demo mode (spec point 1). On a pre-rendered page hydration does not wait for it (see
 * preloadPrerenderedPage); an empty shell renders once it is in (or failed), so the banner never
 * pushes the header down after the first paint. Rejects when its chunk fails.
 */
export function preloadShellParts(demoMode: boolean): Promise<unknown> {
  return demoMode ? DemoBanner.preload() : Promise.resolve();
}

/**
 * The routes of spec point 2, inside a BrowserRouter. The shell (/_app in the spec) is the layout
 * route around every page. `onPageHydrated`: called once the first routed page has committed (on a
 * pre-rendered page, once React has hydrated it; see startPageData).
 */
export function AppRoutes({ onPageHydrated }: { onPageHydrated?: () => void } = {}) {
  return (
    <Routes>
      <Route element={<AppLayout onPageHydrated={onPageHydrated} />}>
        <Route index element={<HomePage />} />
        <Route path={PASSWORD_RESET_PATH} element={<PasswordResetPage />} />
        <Route path={VERIFY_EMAIL_ROUTE} element={<VerifyEmailPage />} />
        <Route path={OAUTH_CALLBACK_ROUTE} element={<OAuthCallbackPage />} />
        <Route path={PROFILE_PATH} element={<ProfilePage />} />
        <Route path={CONFIRM_EMAIL_ROUTE} element={<ConfirmEmailPage />} />
        <Route path={SETTINGS_PATH} element={<SettingsPage />} />
        <Route path={NOTIFICATIONS_PATH} element={<NotificationsPage />} />
        <Route path="figures" element={<CataloguePage />} />
        <Route path="figures/:slug" element={<FigurePage />} />
        <Route path={WISHLIST_PATH} element={<WishlistPage />} />
        <Route path={MODERATION_PATH} element={<ModerationPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
