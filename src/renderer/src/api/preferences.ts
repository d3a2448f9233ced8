import type { HttpClient } from './http';
import {
  apiPaths,
  discordPreferencesResponseSchema,
  discordPreferencesUpdateResponseSchema,
  preferencesGroupUpdateResponseSchema,
  preferencesResponseSchema,
  preferencesUpdateResponseSchema,
  type DiscordPreferencesUpdateRequest,
  type PatchablePreferencesGroup,
  type ContentPreferencesUpdateRequest,
  type CurrencyPreferencesUpdateRequest,
  type UiPreferencesUpdateRequest,
  type PreferencesPatch,
} from '@shared/api';
import { parseAnswer } from './errors';

/** The PATCH payload of each group with its own endpoint. */
export interface PreferencesGroupUpdateRequestMap {
  content: ContentPreferencesUpdateRequest;
  currency: CurrencyPreferencesUpdateRequest;
  ui: UiPreferencesUpdateRequest;
}

/**
 * The preferences endpoints (signed-in users only: docs/product-rules.md §Preferences 3). Answers are
 * checked against the shared contract; `preferences` in them is left raw (object or JSON string)
 * for the preferences feature to parse and merge. Every function rejects with the axios error of a
 * failed call, or ApiContractError when the answer has the wrong shape.
 */
export function createPreferencesApi(http: HttpClient) {
  return {
    /** GET /api/account/preferences/ → {preferences: object | JSON string}. */
    async get() {
      const { data } = await http.get(apiPaths.preferences);
      return parseAnswer(preferencesResponseSchema, data, `GET ${apiPaths.preferences}`);
    },
    /** PATCH /api/account/preferences/ {preferences: partial groups} → {preferences}. */
    async patchAll(preferences: PreferencesPatch) {
      const { data } = await http.patch(apiPaths.preferences, { preferences });
      return parseAnswer(preferencesUpdateResponseSchema, data, `PATCH ${apiPaths.preferences}`);
    },
    /** PATCH /api/account/preferences/{content|currency|ui}/ with that group's fields → {preferences}. */
    async patchGroup<G extends PatchablePreferencesGroup>(group: G, fields: PreferencesGroupUpdateRequestMap[G]) {
      const path = apiPaths.preferencesGroup(group);
      const { data } = await http.patch(path, fields);
      return parseAnswer(preferencesGroupUpdateResponseSchema, data, `PATCH ${path}`);
    },
    /** GET /api/account/preferences/discord/ → {dm_new_stock, dm_order_updates}. */
    async getDiscord() {
      const { data } = await http.get(apiPaths.preferencesDiscord);
      return parseAnswer(discordPreferencesResponseSchema, data, `GET ${apiPaths.preferencesDiscord}`);
    },
    /** PATCH /api/account/preferences/discord/ with any of its fields → the whole discord preferences. */
    async patchDiscord(fields: DiscordPreferencesUpdateRequest) {
      const { data } = await http.patch(apiPaths.preferencesDiscord, fields);
      return parseAnswer(discordPreferencesUpdateResponseSchema, data, `PATCH ${apiPaths.preferencesDiscord}`);
    },
  };
}

export type PreferencesApi = ReturnType<typeof createPreferencesApi>;
