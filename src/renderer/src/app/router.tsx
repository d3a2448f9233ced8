import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './routes/HomePage';
import { NotFoundPage } from './routes/NotFoundPage';
import { OAUTH_CALLBACK_ROUTE, PASSWORD_RESET_PATH, PROFILE_PATH, VERIFY_EMAIL_ROUTE } from '@renderer/features/auth/routes';

/** The routes of spec point 2. The shell (/_app in the spec) is the layout route around every page. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        { index: true, element: <HomePage /> },
        // Pages off the first screen load lazily (issue 6 bundle budget).
        { path: PASSWORD_RESET_PATH, lazy: async () => ({ Component: (await import('@renderer/features/auth/pages/PasswordResetPage')).PasswordResetPage }) },
        { path: VERIFY_EMAIL_ROUTE, lazy: async () => ({ Component: (await import('@renderer/features/auth/pages/VerifyEmailPage')).VerifyEmailPage }) },
        { path: OAUTH_CALLBACK_ROUTE, lazy: async () => ({ Component: (await import('@renderer/features/auth/pages/OAuthCallbackPage')).OAuthCallbackPage }) },
        { path: PROFILE_PATH, lazy: async () => ({ Component: (await import('@renderer/features/profile/ProfilePage')).ProfilePage }) },
        // Issue 4: settings and notifications, lazily loaded.
        { path: 'settings', lazy: async () => ({ Component: (await import('./routes/SettingsPage')).SettingsPage }) },
        { path: 'notifications', lazy: async () => ({ Component: (await import('@renderer/features/notifications/components/NotificationsPage')).NotificationsPage }) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
