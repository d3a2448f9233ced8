import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { OAUTH_CALLBACK_ROUTE, PASSWORD_RESET_PATH, PROFILE_PATH, VERIFY_EMAIL_ROUTE } from '@renderer/features/auth/routes';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './routes/HomePage';
import { NotFoundPage } from './routes/NotFoundPage';

// Pages off the first screen load lazily (issue 6 bundle budget); AppLayout's Suspense shows the
// route progress bar meanwhile. Declarative routes: the data router's loaders are not used, and
// leaving them out keeps ~17 kB gzip of router code off the first route.
const PasswordResetPage = lazy(async () => ({ default: (await import('@renderer/features/auth/pages/PasswordResetPage')).PasswordResetPage }));
const VerifyEmailPage = lazy(async () => ({ default: (await import('@renderer/features/auth/pages/VerifyEmailPage')).VerifyEmailPage }));
const OAuthCallbackPage = lazy(async () => ({ default: (await import('@renderer/features/auth/pages/OAuthCallbackPage')).OAuthCallbackPage }));
const ProfilePage = lazy(async () => ({ default: (await import('@renderer/features/profile/ProfilePage')).ProfilePage }));
const SettingsPage = lazy(async () => ({ default: (await import('./routes/SettingsPage')).SettingsPage }));
const NotificationsPage = lazy(async () => ({ default: (await import('@renderer/features/notifications/components/NotificationsPage')).NotificationsPage }));

/** The routes of spec point 2, inside a BrowserRouter. The shell (/_app in the spec) is the layout route around every page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path={PASSWORD_RESET_PATH} element={<PasswordResetPage />} />
        <Route path={VERIFY_EMAIL_ROUTE} element={<VerifyEmailPage />} />
        <Route path={OAUTH_CALLBACK_ROUTE} element={<OAuthCallbackPage />} />
        <Route path={PROFILE_PATH} element={<ProfilePage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
