/**
 * Collection endpoints (docs/product-rules.md §Collection 1–3), signed in: GET
 * /api/account/collection/ (a DRF page of cards with their state, counts per state, how many the
 * adult setting hides), GET …/summary/ (what the owned figures cost and are worth), GET …/states/ (slug → state), GET …/owned/{slug}/ (what was entered, or
 * 404), PUT …/owned/{slug}/ (a figure bought
 * elsewhere: 201 new, 200 replaced; 400 with a message per field; 404 unknown figure; 403 an adult
 * figure without show_nsfw), DELETE …/owned/{slug}/ (204), GET …/export/ (the CSV) and POST
 * …/import/ (a CSV as the body: a preview of each row, written with `?confirm=true`; csv-routes.ts).
 * Shapes in src/shared/api/collection.ts.
 */
import type { FastifyInstance } from 'fastify';
import { apiPaths, apiRoutePatterns } from '../../shared/api/paths';
import {
  collectionSummaryQuerySchema,
  collectionMessages,
  ownedRequestSchema,
  type CollectionItem,
  type CollectionListResponse,
  type CollectionStatesResponse,
  type CollectionSummary,
  type OwnedDetails,
} from '../../shared/api/collection';
import { currentUser, makeAuthGuard } from '../auth/auth-guard';
import { adultHidden, adultModeFor, mayShowAdult } from '../catalogue/adult-gate';
import type { Catalogue } from '../catalogue/routes';
import { nowIso, type DemoContext } from '../context';
import { drfErrorMessages } from '../../shared/api/errors';
import { detailError, fieldErrors } from '../http/errors';
import { parseBody, parseInput } from '../http/validate';
import type { ReferenceRates } from '../rates/reference-rates';
import { figureOr404 } from '../wishlist/routes';
import { registerCollectionCsvRoutes } from './csv-routes';
import { collectionListing } from './listing';
import { registerCollectionShareRoutes } from './share-routes';
import { ownedEntry } from './owned-entry';
import { collectionSummary, collectionStatesOf, ownedOf, putOwned, removeOwned } from './repository';

export function registerCollectionRoutes(app: FastifyInstance, ctx: DemoContext, catalogue: Catalogue, rates: ReferenceRates): void {
  const guard = makeAuthGuard(ctx);

  app.get(apiPaths.collection, { preHandler: guard }, async (request): Promise<CollectionListResponse> => {
    const user = currentUser(request);
    const listing = await collectionListing(ctx, catalogue, rates, request, user.id, user);
    const results: CollectionItem[] = listing.cards.map((card, i) => {
      const row = listing.rows[i]!;
      return { ...card, state: row.state, since: row.since, order_number: row.orderNumber, owned: row.owned };
    });
    return { ...listing.page(results), counts: listing.counts, hidden: listing.hidden };
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

  registerCollectionCsvRoutes(app, ctx, rates);
  registerCollectionShareRoutes(app, ctx, catalogue, rates);

  /** 204 also when the figure was not entered by hand (the end state is the same); 404 for an unknown figure. */
  app.delete<{ Params: { slug: string } }>(apiRoutePatterns.collectionOwned, { preHandler: guard }, async (request, reply) => {
    const figure = await figureOr404(ctx, request.params.slug);
    await removeOwned(ctx.db, currentUser(request).id, figure.id);
    return reply.code(204).send();
  });
}
