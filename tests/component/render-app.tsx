import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '@renderer/app/AppProviders';
import { createAppServices } from '@renderer/app/services';
import { loadWebConfig } from '@renderer/platform/config';
import type { Platform } from '@renderer/platform';

/** https: the config refuses plain http except on loopback, as a real build would. */
export const TEST_API = 'https://api.test';

/** A platform on jsdom's real localStorage with an in-memory cookie jar and the test API URL. */
export function testPlatform(): Platform {
  const jar = new Map<string, string>();
  return {
    kind: 'web',
    storage: window.localStorage,
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
