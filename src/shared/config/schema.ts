/** The one zod schema of {@link AppConfig}, built from the shared field parsers. */
import { z } from 'zod/mini';
import type { AppConfig } from './types';
import { baseUrl, clientId, endpointUrl, productName, scheme } from './fields';

const providerSchema = z.object({ clientId, authorizeUrl: endpointUrl });

/**
 * A complete, already typed config (the desktop bridge's), checked with the same rules as the
 * variables it came from. Parsing normalises it as the loader does (trimmed, no trailing slash).
 */
export const appConfigSchema = z.object({
  apiUrl: baseUrl,
  productName,
  demoMode: z.boolean(),
  demoLinks: z.object({ playground: endpointUrl, dashboard: endpointUrl }),
  oauth: z.object({ discord: providerSchema, google: providerSchema }),
  urlScheme: scheme,
}) satisfies z.ZodMiniType<AppConfig>;
