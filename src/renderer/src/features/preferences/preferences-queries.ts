import { queryOptions } from '@tanstack/react-query';
import type { PreferencesApi } from '@renderer/api/preferences';
import { parseServerPreferences } from './preferences-model';

/** Query keys of the preferences feature. */
export const preferencesKeys = {
  all: ['preferences'] as const,
  server: () => [...preferencesKeys.all, 'server'] as const,
  discord: () => [...preferencesKeys.all, 'discord'] as const,
};

/**
 * The server's copy of the preferences, parsed (object or JSON string) and merged over the
 * defaults. Always fetched afresh (staleTime 0): it is read on sign-in and after a failed update.
 */
export function serverPreferencesQuery(api: Pick<PreferencesApi, 'get'>) {
  return queryOptions({
    queryKey: preferencesKeys.server(),
    queryFn: async () => parseServerPreferences((await api.get()).preferences),
    staleTime: 0,
  });
}

/** The Discord preferences (GET /api/account/preferences/discord/), for users who signed in with Discord. */
export function discordPreferencesQuery(api: Pick<PreferencesApi, 'getDiscord'>) {
  return queryOptions({ queryKey: preferencesKeys.discord(), queryFn: () => api.getDiscord() });
}
