/**
 * Who is shown adult figures (decided in the security review). An anonymous visitor who asks
 * (`adult=true|only`) is: a visitor's age gate is their own preference, kept in their browser. For
 * a signed-in user the stored `content.show_nsfw` governs and no query parameter overrides it:
 * with it off, `adult` counts as absent on the catalogue list and detail (GraphQL's figures/figure
 * and the wishlist list too), so the detail of an adult figure is 403 adult_hidden, and wishing for
 * an adult figure is that same 403. The renderer sends `adult=true` only while show_nsfw is on, so
 * it never meets the rule.
 */
import { catalogueErrorCodes, catalogueMessages, type AdultMode } from '../../shared/api/catalogue';
import type { DemoContext } from '../context';
import { detailError, type ApiError } from '../http/errors';
import { readPreferences } from '../preferences/repository';
import type { User } from '../accounts/users';

/** Whether `viewer` (null: an anonymous visitor) may be shown adult figures: anonymous yes, signed in per content.show_nsfw. */
export async function mayShowAdult(ctx: DemoContext, viewer: User | null): Promise<boolean> {
  return viewer === null || (await readPreferences(ctx.db, viewer.id)).merged.content.show_nsfw;
}

/** The `adult` mode `viewer` gets for the one asked: as asked, or 'false' (absent) when adult figures are not for them. */
export async function adultModeFor(ctx: DemoContext, viewer: User | null, asked: AdultMode): Promise<AdultMode> {
  return asked === 'false' || (await mayShowAdult(ctx, viewer)) ? asked : 'false';
}

/** The 403 for an adult figure that is not for this viewer: `{"detail": …, "code": "adult_hidden"}` (the catalogue's). */
export function adultHidden(): ApiError {
  return detailError(403, catalogueMessages.adultHidden, catalogueErrorCodes.adultHidden);
}

/** The SQL condition for the adult mode over figures aliased `alias` (§Adult 1: adult figures are left out unless asked for). */
export function adultSql(mode: AdultMode, alias = 'f'): string {
  return mode === 'true' ? '1' : mode === 'only' ? `${alias}.adult = 1` : `${alias}.adult = 0`;
}
