/**
 * Collection endpoints (docs/product-rules.md §Collection 1–3), signed in: GET
 * /api/account/collection/ (a DRF page of cards with their state, counts per state, how many the
 * adult setting hides), GET …/summary/ (what the owned figures cost and are worth), GET …/states/ (slug → state), GET …/owned/{slug}/ (what was entered, or
 * 404), PUT …/owned/{slug}/ (a figure bought
 * elsewhere: 201 new, 200 replaced; 400 with a message per field; 404 unknown figure; 403 an adult
 * figure without show_nsfw), DELETE …/owned/{slug}/ (204). Shapes in src/shared/api/collection.ts.
 */
import type { FastifyInstance } from 'fastify';
import { apiPaths, apiRoutePatterns } from '../../shared/api/paths';
import {
  COLLECTION_PAGE_SIZE,
  collectionListQuerySchema,
  collectionSummaryQuerySchema,
  collectionMessages,
  ownedRequestSchema,
  type CollectionItem,
  type CollectionListResponse,
  type CollectionStatesResponse,
  type CollectionSummary,
  type OwnedDetails,
  type OwnedRequest,
} from '../../shared/api/collection';
import { currentUser, makeAuthGuard } from '../auth/auth-guard';
import { adultHidden, adultModeFor, mayShowAdult } from '../catalogue/adult-gate';
import { drfPage, type Catalogue } from '../catalogue/routes';
import { settlementRate } from '../checkout/quote';
import { nowIso, requestOrigin, type DemoContext } from '../context';
import { drfErrorMessages } from '../../shared/api/errors';
import { detailError, fieldErrors } from '../http/errors';
import { parseBody, parseInput } from '../http/validate';
import type { ReferenceRates } from '../rates/reference-rates';
import { figureOr404 } from '../wishlist/routes';
import { collectionCounts, collectionPage, collectionSummary, collectionStatesOf, minorExponent, ownedOf, putOwned, removeOwned, type OwnedEntry } from './repository';

export function registerCollectionRoutes(app: FastifyInstance, ctx: DemoContext, catalogue: Catalogue, rates: ReferenceRates): void {
  const guard = makeAuthGuard(ctx);

  app.get(apiPaths.collection, { preHandler: guard }, async (request): Promise<CollectionListResponse> => {
    const query = parseInput(collectionListQuerySchema, request.query ?? {});
    const user = currentUser(request);
    const adult = await adultModeFor(ctx, user, query.adult ?? 'false');
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? COLLECTION_PAGE_SIZE;
    const { counts, hidden } = await collectionCounts(ctx.db, user.id, adult);
    const count = query.state ? counts[query.state] : counts.wished + counts.ordered + counts.owned;
    const rows = await collectionPage(ctx.db, {
      userId: user.id,
      adult,
      state: query.state,
      ordering: query.ordering ?? '-since',
      page,
      pageSize,
      cnyJpy: settlementRate(rates.current()).cny_jpy,
    });
    const origin = requestOrigin(ctx, request);
    const cards = await catalogue.repository.cardsByIds(
      rows.map((row) => row.figureId),
      origin,
    );
    const results: CollectionItem[] = cards.map((card, i) => {
      const row = rows[i]!;
      return { ...card, state: row.state, since: row.since, order_number: row.orderNumber, owned: row.owned };
    });
    return { ...drfPage(origin, request.url, page, pageSize, count, results), counts, hidden };
  });

  app.get(apiPaths.collectionSummary, { preHandler: guard }, async (request): Promise<CollectionSummary> => {
    const query = parseInput(collectionSummaryQuerySchema, request.query ?? {});
    const user = currentUser(request);
    return collectionSummary(ctx.db, user.id, await adultModeFor(ctx, user, query.adult ?? 'false'));
  });

  app.get(apiPaths.collectionStates, { preHandler: guard }, async (request): Promise<CollectionStatesResponse> => ({
    states: await collectionStatesOf(ctx.db, currentUser(request).id),
  }));

  /** What was entered for a figure bought elsewhere; 404 when nothing was (or the figure is unknown). */
  app.get<{ Params: { slug: string } }>(apiRoutePatterns.collectionOwned, { preHandler: guard }, async (request): Promise<OwnedDetails> => {
    const figure = await figureOr404(ctx, request.params.slug);
    const owned = await ownedOf(ctx.db, currentUser(request).id, figure.id);
    if (!owned) throw detailError(404, drfErrorMessages.notFound);
    return owned;
  });

  app.put<{ Params: { slug: string } }>(apiRoutePatterns.collectionOwned, { preHandler: guard }, async (request, reply) => {
    const body = parseBody(ownedRequestSchema, request.body ?? {});
    const figure = await figureOr404(ctx, request.params.slug);
    const user = currentUser(request);
    if (figure.adult && !(await mayShowAdult(ctx, user))) throw adultHidden();
    const entry = ownedEntry(body, new Date(ctx.now()).toISOString().slice(0, 10), (code) => code in rates.current().perEuro);
    if ('errors' in entry) throw fieldErrors(entry.errors);
    const outcome = await putOwned(ctx.db, user.id, figure.id, entry, nowIso(ctx));
    if (outcome === 'full') throw fieldErrors({ non_field_errors: [collectionMessages.full] });
    return reply.code(outcome === 'created' ? 201 : 200).send({ slug: figure.slug });
  });

  /** 204 also when the figure was not entered by hand (the end state is the same); 404 for an unknown figure. */
  app.delete<{ Params: { slug: string } }>(apiRoutePatterns.collectionOwned, { preHandler: guard }, async (request, reply) => {
    const figure = await figureOr404(ctx, request.params.slug);
    await removeOwned(ctx.db, currentUser(request).id, figure.id);
    return reply.code(204).send();
  });
}

/**
 * The stored form of a PUT body, or the 400's messages by field (nested fields dotted, as
 * parseBody names them: `price_paid.amount`): the currency must be one the shop
 * has reference rates for, the price must have no more decimal places than the currency has (ISO
 * 4217), and the date may not be in the future nor before 1970. `today` is YYYY-MM-DD in UTC; a
 * date one day later is still accepted, as it is already today where the clock is ahead of UTC
 * (up to UTC+14). Pure.
 */
export function ownedEntry(body: OwnedRequest, today: string, hasRate: (currency: string) => boolean): OwnedEntry | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  let priceMinor: number | null = null;
  const price = body.price_paid ?? null;
  if (price) {
    const exponent = minorExponent(price.currency);
    if (exponent === undefined || !hasRate(price.currency)) errors['price_paid.currency'] = [collectionMessages.unknownCurrency];
    else {
      const minor = price.amount * 10 ** exponent;
      // A float like 89.99 × 100 is 8998.999…: within a millionth of a whole number counts as one.
      if (Math.abs(minor - Math.round(minor)) > 1e-6) errors['price_paid.amount'] = [collectionMessages.priceDigits(price.currency, exponent)];
      else priceMinor = Math.round(minor);
    }
  }
  const date = body.acquired_on ?? null;
  if (date && date > dayAfter(today)) errors.acquired_on = [collectionMessages.futureDate];
  else if (date && date < '1970-01-01') errors.acquired_on = [collectionMessages.tooOld];
  if (Object.keys(errors).length > 0) return { errors };
  return { priceMinor, currency: price ? price.currency : null, acquiredOn: date, shop: body.shop ?? '', note: body.note ?? '' };
}

/** The day after `isoDay` (YYYY-MM-DD). */
function dayAfter(isoDay: string): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
