/**
 * A `window.desktop` (shared/ipc/bridge.ts) for renderer tests: storage over a Map, OAuth and the
 * payment page as mocks, and the three subscriptions as emitters the test fires. No IPC, no Electron.
 */
import { vi } from 'vitest';
import type { AppDeepLink, DeepLinkRefusal, DesktopBridge, DesktopConfig, DesktopStorage, OAuthSignInResult } from '@shared/ipc';
import type { OAuthProvider } from '@shared/oauth';

export const fakeDesktopConfig: DesktopConfig = {
  apiUrl: 'https://api.test',
  productName: 'Figure Shop',
  demoMode: false,
  demoLinks: { playground: 'https://api.test/graphql', dashboard: 'https://api.test/dashboard' },
  oauth: {
    discord: { clientId: 'discord-client', authorizeUrl: 'https://discord.test/oauth2/authorize' },
    google: { clientId: 'google-client', authorizeUrl: 'https://accounts.google.test/o/oauth2/v2/auth' },
  },
  urlScheme: 'com.figureshop.app',
};

/** A Web Storage without `length` (as it crosses contextBridge), over a Map. */
export function mapDesktopStorage(items = new Map<string, string>()): DesktopStorage & { items: Map<string, string> } {
  return {
    items,
    getLength: () => items.size,
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** A subscription list whose `emit` calls every current subscriber. */
function emitter<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    subscribe: (listener: (value: T) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: (value: T) => listeners.forEach((listener) => listener(value)),
    count: () => listeners.size,
  };
}

export interface FakeDesktopBridge extends DesktopBridge {
  storage: ReturnType<typeof mapDesktopStorage>;
  oauth: { start: ReturnType<typeof vi.fn<(provider: OAuthProvider) => Promise<OAuthSignInResult>>>; cancel: ReturnType<typeof vi.fn<(provider?: OAuthProvider) => Promise<void>>> };
  payment: { open: ReturnType<typeof vi.fn<(url: string) => Promise<void>>> };
  emitDeepLink(link: AppDeepLink): void;
  emitDeepLinkRefused(refusal: DeepLinkRefusal): void;
  emitColourModeToggle(): void;
  /** How many subscribers each channel has now. */
  subscribers(): { deepLink: number; refused: number; colourMode: number };
}

/** A fake bridge; `overrides` replace config or platform facts. */
export function fakeDesktopBridge(overrides: { config?: Partial<DesktopConfig>; encryptionAvailable?: boolean; keyringChanged?: boolean } = {}): FakeDesktopBridge {
  const deepLinks = emitter<AppDeepLink>();
  const refusals = emitter<DeepLinkRefusal>();
  const toggles = emitter<void>();
  return {
    storage: mapDesktopStorage(),
    oauth: {
      start: vi.fn<(provider: OAuthProvider) => Promise<OAuthSignInResult>>(() => new Promise(() => {})),
      cancel: vi.fn<(provider?: OAuthProvider) => Promise<void>>(async () => {}),
    },
    payment: { open: vi.fn<(url: string) => Promise<void>>(async () => {}) },
    platform: { os: 'linux', encryptionAvailable: overrides.encryptionAvailable ?? true, keyringChanged: overrides.keyringChanged ?? false },
    config: { ...fakeDesktopConfig, ...overrides.config },
    onDeepLink: deepLinks.subscribe,
    onDeepLinkRefused: refusals.subscribe,
    onColourModeToggle: (callback) => toggles.subscribe(() => callback()),
    emitDeepLink: deepLinks.emit,
    emitDeepLinkRefused: refusals.emit,
    emitColourModeToggle: () => toggles.emit(undefined),
    subscribers: () => ({ deepLink: deepLinks.count(), refused: refusals.count(), colourMode: toggles.count() }),
  };
}
