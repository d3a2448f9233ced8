import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscordPreferences, DiscordPreferencesUpdateRequest } from '@shared/api';
import { useAuthState } from '@renderer/features/auth';
import { useServices } from '@renderer/platform/services';
import { discordPreferencesQuery, preferencesKeys } from './preferences-queries';

/** Whether the signed-in user signed in with Discord (profile.social_provider; docs/product-rules.md §Preferences 12). */
export function useIsDiscordUser(): boolean {
  return useAuthState((state) => state.status === 'signedIn' && state.profile?.social_provider === 'discord');
}

/** The Discord preferences, fetched only for Discord users. @throws outside a ServicesProvider. */
export function useDiscordPreferences() {
  const api = useServices().preferencesApi;
  const enabled = useIsDiscordUser();
  return useQuery({ ...discordPreferencesQuery(api), enabled });
}

/**
 * Updates the Discord preferences: shown at once (optimistic), PATCHed one at a time in order
 * (a shared mutation scope) with the whole latest object so the server ends with what the screen
 * shows; on failure the server's copy is refetched.
 */
export function useUpdateDiscordPreferences() {
  const api = useServices().preferencesApi;
  const queryClient = useQueryClient();
  const key = preferencesKeys.discord();
  return useMutation({
    scope: { id: 'discord-preferences' },
    mutationFn: (_changes: DiscordPreferencesUpdateRequest) => {
      const latest = queryClient.getQueryData<DiscordPreferences>(key);
      return api.patchDiscord(latest ?? _changes);
    },
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<DiscordPreferences>(key, (old) => (old ? { ...old, ...changes } : old));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
