/**
 * Sharing a collection (docs/product-rules.md §Collection 7). Signed in: GET
 * /api/account/collection/share/ (`{token}`, null while private, the default), POST (a new
 * unguessable token, 201; the old one answers 404 from then on), DELETE (private again, 204).
 * Anyone: GET /api/shared/collections/{token}/ (the owner's user name, never the e-mail; their
 * figures with states and counts, never what they paid or when; adult figures as the visitor's own
 * settings allow, as the catalogue's). 404 for a token that is not shared, revoked or malformed.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { drfErrorMessages } from '../../shared/api/errors';
import { apiPaths, apiRoutePatterns } from '../../shared/api/paths';
import type { CollectionShare, SharedCollectionResponse } from '../../shared/api/collection';
import { currentUser, makeAuthGuard, optionalUser } from '../auth/auth-guard';
import type { Catalogue } from '../catalogue/routes';
import { nowIso, type DemoContext } from '../context';
import { detailError } from '../http/errors';
import type { ReferenceRates } from '../rates/reference-rates';
import { queryOne } from '../storage/db';
import { collectionListing } from './listing';

/** A share token as made: 18 random bytes in base64url (24 characters). */
const TOKEN = /^[A-Za-z0-9_-]{24}$/;

export function registerCollectionShareRoutes(app: FastifyInstance, ctx: DemoContext, catalogue: Catalogue, rates: ReferenceRates): void {
  const guard = makeAuthGuard(ctx);

  app.get(apiPaths.collectionShare, { preHandler: guard }, async (request): Promise<CollectionShare> => {
    const row = await queryOne(ctx.db, 'SELECT token FROM collection_shares WHERE user_id = ?', [currentUser(request).id]);
    return { token: row ? String(row.token) : null };
  });

  app.post(apiPaths.collectionShare, { preHandler: guard }, async (request, reply) => {
    const token = randomBytes(18).toString('base64url');
    await ctx.db.execute({
      sql: 'INSERT INTO collection_shares (user_id, token, created_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at',
      args: [currentUser(request).id, token, nowIso(ctx)],
    });
    return reply.code(201).send({ token } satisfies CollectionShare);
  });

  app.delete(apiPaths.collectionShare, { preHandler: guard }, async (request, reply) => {
    await ctx.db.execute({ sql: 'DELETE FROM collection_shares WHERE user_id = ?', args: [currentUser(request).id] });
    return reply.code(204).send();
  });

  app.get<{ Params: { token: string } }>(apiRoutePatterns.sharedCollection, async (request): Promise<SharedCollectionResponse> => {
    const token = request.params.token;
    const owner = TOKEN.test(token)
      ? await queryOne(ctx.db, 'SELECT u.id, u.username FROM collection_shares s JOIN users u ON u.id = s.user_id WHERE s.token = ?', [token])
      : undefined;
    if (!owner) throw detailError(404, drfErrorMessages.notFound);
    const listing = await collectionListing(ctx, catalogue, rates, request, Number(owner.id), await optionalUser(ctx, request));
    const results = listing.cards.map((card, i) => ({ ...card, state: listing.rows[i]!.state }));
    return { ...listing.page(results), owner: String(owner.username), counts: listing.counts, hidden: listing.hidden };
  });
}
