import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import type { Profile } from '@shared/api';
import { AppProviders } from '@renderer/app/AppProviders';
import { AppLayout } from '@renderer/app/layout/AppLayout';
import { createAppServices } from '@renderer/app/services';
import { loadWebConfig } from '@renderer/platform/config';
import type { Platform } from '@renderer/platform';
import { fakeJwt } from '../support/jwt';
import { sampleProfile } from '../support/samples';
import { testStorage } from './test-storage';

/** https: the config refuses plain http except on loopback, as a real build would. */
export const TEST_API = 'https://api.test';

/** A platform on jsdom's real localStorage (see testStorage) with an in-memory cookie jar and the test API URL. */
export function testPlatform(): Platform {
  const jar = new Map<string, string>();
  return {
    kind: 'web',
    storage: testStorage(),
    cookies: { get: (name) => jar.get(name), set: (name, value) => void jar.set(name, value), remove: (name) => void jar.delete(name) },
    config: loadWebConfig({ VITE_API_URL: TEST_API }),
    appUrl: (path) => new URL(path, 'http://app.test').toString(),
  };
}

/** Renders `ui` inside every app provider and a memory router, as the app would. */
export function renderWithApp(ui: ReactElement, platform: Platform = testPlatform()) {
  const services = createAppServices(platform);
  const result = render(
    <AppProviders services={services}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, services, platform };
}

/**
 * Renders the app's shell (AppLayout: header, footer, polls) with every provider in a memory router
 * whose pages are placeholders saying "<name> page": home (/), figures, figures/:slug (figure),
 * settings, wishlist, notifications and account/profile (profile). Returns the router to navigate.
 */
export function renderShell(platform: Platform = testPlatform()) {
  const services = createAppServices(platform);
  const page = (name: string) => <p>{name} page</p>;
  const router = createMemoryRouter([
    {
      element: <AppLayout />,
      children: [
        { index: true, element: page('home') },
        { path: 'figures', element: page('figures') },
        { path: 'figures/:slug', element: page('figure') },
        { path: 'settings', element: page('settings') },
        { path: 'wishlist', element: page('wishlist') },
        { path: 'notifications', element: page('notifications') },
        { path: 'account/profile', element: page('profile') },
      ],
    },
  ]);
  render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, services, platform };
}

/**
 * Stores a signed-in session in localStorage as a sign-in leaves it (the next render starts signed
 * in): an access token valid for an hour (longer than any test, fake clocks included), a refresh
 * token and `profile`.
 */
export function storeSignedIn(profile: Profile = sampleProfile) {
  window.localStorage.setItem('auth_state', 'signedIn');
  window.localStorage.setItem('access_token', fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  window.localStorage.setItem('refresh_token', 'refresh-1');
  window.localStorage.setItem('profile', JSON.stringify({ ...profile, lastUpdated: Date.now() }));
}
