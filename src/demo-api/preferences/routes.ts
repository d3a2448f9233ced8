/**
 * Preferences endpoints (docs/product-rules.md §Preferences 4–5, 12): GET/PATCH /api/account/preferences/,
 * PATCH …/{content|currency|ui}/, GET/PATCH …/discord/. Shapes in src/shared/api/preferences.ts.
 * Updates of one user run one at a time (KeyedLock), in arrival order.
 */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../shared/api/paths';
import {
  discordPreferencesUpdateRequestSchema,
  patchablePreferencesGroups,
  preferencesGroupUpdateRequestSchemas,
  preferencesUpdateRequestSchema,
  type DiscordPreferences,
  type PreferencesPatch,
  type PreferencesResponse,
} from '../../shared/api/preferences';
import { currentUser, makeAuthGuard } from '../auth/auth-guard';
import type { DemoContext } from '../context';
import { KeyedLock } from '../storage/keyed-lock';
import { readDiscordPreferences, readPreferences, updatePreferences, writeDiscordPreferences } from './repository';
import { parseBody } from '../http/validate';

export function registerPreferencesRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const guard = makeAuthGuard(ctx);
  const lock = new KeyedLock();

  const patch = (userId: number, changes: PreferencesPatch): Promise<PreferencesResponse> =>
    lock.run(`prefs:${userId}`, async () => ({ preferences: await updatePreferences(ctx.db, userId, changes) }));

  /** {preferences}: a JSON string for legacy rows, otherwise an object. */
  app.get(apiPaths.preferences, { preHandler: guard }, async (request): Promise<PreferencesResponse> => {
    const stored = await readPreferences(ctx.db, currentUser(request).id);
    return { preferences: stored.raw };
  });

  /** {preferences: partial groups} → the whole merged {preferences} object. */
  app.patch(apiPaths.preferences, { preHandler: guard }, async (request): Promise<PreferencesResponse> => {
    const body = parseBody(preferencesUpdateRequestSchema, request.body);
    return patch(currentUser(request).id, body.preferences);
  });

  /** One group's partial fields → the whole merged {preferences} object. */
  for (const group of patchablePreferencesGroups) {
    app.patch(apiPaths.preferencesGroup(group), { preHandler: guard }, async (request): Promise<PreferencesResponse> => {
      const changes = parseBody(preferencesGroupUpdateRequestSchemas[group], request.body);
      return patch(currentUser(request).id, { [group]: changes });
    });
  }

  /** {dm_new_stock, dm_order_updates}; available to every signed-in user, the UI shows it to Discord users. */
  app.get(apiPaths.preferencesDiscord, { preHandler: guard }, async (request): Promise<DiscordPreferences> =>
    readDiscordPreferences(ctx.db, currentUser(request).id),
  );

  /** Partial discord fields → the whole discord preferences. */
  app.patch(apiPaths.preferencesDiscord, { preHandler: guard }, async (request): Promise<DiscordPreferences> => {
    const userId = currentUser(request).id;
    const changes = parseBody(discordPreferencesUpdateRequestSchema, request.body);
    return lock.run(`discord:${userId}`, async () => {
      const next = { ...(await readDiscordPreferences(ctx.db, userId)) };
      if (changes.dm_new_stock !== undefined) next.dm_new_stock = changes.dm_new_stock;
      if (changes.dm_order_updates !== undefined) next.dm_order_updates = changes.dm_order_updates;
      await writeDiscordPreferences(ctx.db, userId, next);
      return next;
    });
  });
}
