/**
 * Wishlist endpoints (docs/product-rules.md §Wishlist 3–5), signed in: GET /api/account/wishlist/ (DRF page of figure
 * cards, adult figures left out unless `adult=true|only`), POST {slug} (idempotent: 201 added, 200
 * already there; 404 unknown figure; 400 at the cap), DELETE …/{slug}/ (204; 404 unknown figure),
 * POST …/merge/ {slugs} (union at sign-in). Adult figures (adult-gate.ts): with the user's
 * content.show_nsfw off, `adult` on the list counts as absent, and an add or merge naming an adult
 * figure is 403 adult_hidden and adds nothing. Shapes in src/shared/api/wishlist.ts.
 */
import type { FastifyInstance } from 'fastify';
import { drfErrorMessages } from '../../shared/api/errors';
import { apiPaths, apiRoutePatterns } from '../../shared/api/paths';
import {
  WISHLIST_PAGE_SIZE,
  figureSlugSchema,
  wishlistAddRequestSchema,
  wishlistListQuerySchema,
  wishlistMergeRequestSchema,
  wishlistMessages,
  type WishlistAddResponse,
  type WishlistItem,
  type WishlistListResponse,
  type WishlistMergeResponse,
} from '../../shared/api/wishlist';
import { currentUser, makeAuthGuard } from '../auth/auth-guard';
import { adultHidden, adultModeFor, mayShowAdult } from '../catalogue/adult-gate';
import { drfPage, type Catalogue } from '../catalogue/routes';
import { nowIso, requestOrigin, type DemoContext } from '../context';
import { detailError, fieldErrors } from '../http/errors';
import { parseBody, parseInput } from '../http/validate';
import { addToWishlist, findFigure, mergeWishlist, removeFromWishlist, wishedSlugs, wishlistPage, type WishedFigure } from './repository';

/**
 * The figure of a path or body slug (id, slug, adult flag). @throws ApiError 404 `Not found.` when
 * there is none; a malformed slug cannot name one, so it is a 404 too (the wishlist's and the cart's).
 */
export async function figureOr404(ctx: DemoContext, slug: unknown): Promise<WishedFigure> {
  const parsed = figureSlugSchema.safeParse(slug);
  const figure = parsed.success ? await findFigure(ctx.db, parsed.data) : undefined;
  if (!figure) throw detailError(404, drfErrorMessages.notFound);
  return figure;
}

export function registerWishlistRoutes(app: FastifyInstance, ctx: DemoContext, catalogue: Catalogue): void {
  const guard = makeAuthGuard(ctx);

  app.get(apiPaths.wishlist, { preHandler: guard }, async (request): Promise<WishlistListResponse> => {
    const query = parseInput(wishlistListQuerySchema, request.query ?? {});
    const adult = await adultModeFor(ctx, currentUser(request), query.adult ?? 'false');
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? WISHLIST_PAGE_SIZE;
    const userId = currentUser(request).id;
    const { count, hidden, items } = await wishlistPage(ctx.db, userId, adult, page, pageSize);
    const origin = requestOrigin(ctx, request);
    const cards = await catalogue.repository.cardsByIds(
      items.map((item) => item.figureId),
      origin,
    );
    const results: WishlistItem[] = cards.map((card, i) => ({ ...card, added_at: items[i]!.addedAt }));
    return {
      ...drfPage(origin, request.url, page, pageSize, count, results),
      slugs: await wishedSlugs(ctx.db, userId, adult),
      hidden,
    };
  });

  app.post(apiPaths.wishlist, { preHandler: guard }, async (request, reply): Promise<WishlistAddResponse> => {
    const body = parseBody(wishlistAddRequestSchema, request.body);
    const figure = await figureOr404(ctx, body.slug);
    if (figure.adult && !(await mayShowAdult(ctx, currentUser(request)))) throw adultHidden();
    const result = await addToWishlist(ctx.db, currentUser(request).id, figure.id, nowIso(ctx));
    if (result.outcome === 'full') throw fieldErrors({ slug: [wishlistMessages.full] });
    void reply.code(result.outcome === 'added' ? 201 : 200);
    return { slug: figure.slug, added_at: result.addedAt };
  });

  /** 204 also when the figure was not wished (the end state is the same); 404 for an unknown figure. */
  app.delete<{ Params: { slug: string } }>(apiRoutePatterns.wishlistItem, { preHandler: guard }, async (request, reply) => {
    const figure = await figureOr404(ctx, request.params.slug);
    await removeFromWishlist(ctx.db, currentUser(request).id, figure.id);
    return reply.code(204).send();
  });

  app.post(apiPaths.wishlistMerge, { preHandler: guard }, async (request): Promise<WishlistMergeResponse> => {
    const body = parseBody(wishlistMergeRequestSchema, request.body);
    const userId = currentUser(request).id;
    const result = await mergeWishlist(ctx.db, userId, body.slugs, nowIso(ctx), await mayShowAdult(ctx, currentUser(request)));
    if (!result.ok) throw result.reason === 'adult' ? adultHidden() : fieldErrors({ slugs: [wishlistMessages.full] });
    return { slugs: await wishedSlugs(ctx.db, userId), added: result.added, unknown: result.unknown };
  });
}
