import { createContext, useContext, type ReactNode } from 'react';
import type { Platform } from './platform';

/**
 * The objects the app is wired from (platform, API groups, session, stores), built once by the
 * composition root (app/services.ts) and handed to the tree by one ServicesProvider.
 *
 * An open interface: the platform layer declares only what it owns; each feature declares the
 * members its hooks read once, as its own `XServices` interface in its `services.ts`, and adds them
 * here by declaration merging (`declare module '@renderer/platform/services' { interface Services
 * extends XServices {} }`), as TanStack Router's `Register` does. Imports keep pointing down;
 * app/services.ts composes AppServices from the features' XServices and must build every member
 * some feature declared or `tsc` refuses it.
 */
export interface Services {
  platform: Platform;
}

const ServicesContext = createContext<Services | null>(null);

/** Makes the app's services available to the React tree (one provider for every API group). */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/**
 * The app's services. @throws Error when used outside a ServicesProvider (docs/product-rules.md
 * §API 10: the context hooks throw when used outside their providers).
 */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used within a ServicesProvider');
  return services;
}

/** The running platform (storage, cookies, config). @throws Error outside a ServicesProvider. */
export function usePlatform(): Platform {
  return useServices().platform;
}
