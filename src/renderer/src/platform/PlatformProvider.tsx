import { createContext, useContext, type ReactNode } from 'react';
import type { Platform } from './platform';

const PlatformContext = createContext<Platform | null>(null);

/** Makes the platform (storage, cookies, config) available to the React tree. */
export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/**
 * The running platform. @throws Error when used outside a PlatformProvider (spec point 8: "The
 * context hooks throw when used outside their providers").
 */
export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used within a PlatformProvider');
  return platform;
}
