/**
 * Cart endpoints (docs/product-rules.md §Cart), shapes in src/shared/api/cart.ts; every answer but
 * DELETE's is the whole priced `Cart` (cart/rules.ts).
 * Signed in (the wishlist's guard): GET /api/account/cart/; POST {slug, quantity} adds to a line
 * (201 new, 200 grown); PATCH …/{slug}/ {quantity} sets it (404 when the line is not there);
 * DELETE …/{slug}/ (204, also when it was not there); POST …/merge/ {lines} at sign-in.
 * Public: POST /api/cart/preview/ {lines} prices a device cart (rate-limited per address).
 * Unknown figure: 404. Adult figure while the user's show_nsfw is off: 403 adult_hidden
 * (adult-gate.ts). A quantity past the line's limit, a figure that cannot be bought, a 51st line: 400
 * (§Cart 1–2), and nothing changes. Each call reads, checks and writes without waiting on
 * anything but the local SQLite file (its client is synchronous), and writes in one statement, so
 * another call never comes between a check and the write it allows.
 */
import type { FastifyInstance } from 'fastify';
import type { User } from '../accounts/users';
import {
  CART_MAX_LINES,
  cartAddRequestSchema,
  cartMergeRequestSchema,
  cartMessages,
  cartPreviewRequestSchema,
  cartSetRequestSchema,
  utcToday,
  type Cart,
  type CartEntry,
  type CartMergeResponse,
} from '../../shared/api/cart';
import type { FigureCard } from '../../shared/api/catalogue';
import { apiPaths, apiRoutePatterns } from '../../shared/api/paths';
import { currentUser, makeAuthGuard, optionalUser } from '../auth/auth-guard';
import { adultHidden, mayShowAdult } from '../catalogue/adult-gate';
import type { Catalogue } from '../catalogue/routes';
import { nowIso, requestOrigin, type DemoContext } from '../context';
import { detailError, fieldErrors } from '../http/errors';
import { parseBody } from '../http/validate';
import { figureOr404 } from '../wishlist/routes';
import { cartLines, figuresBySlug, removeCartLine, writeCartLines } from './repository';
import { combineLines, lineRefusal, mergeCart, priceCart, type SlugLine } from './rules';

/**
 * Previews per client address per minute (decided): the app asks on each change of the device cart
 * and on opening it, a few a minute; the e2e suites run from one address. Each costs two queries
 * over at most CART_MAX_LINES figures.
 */
export const CART_PREVIEW_RATE_LIMIT = { max: 300, windowMs: 60_000 } as const;

/**
 * A device line as kept: its `added_at` in UTC, and never later than `now` (a line cannot have
 * been added in the future; a device clock ahead would otherwise keep it first for ever).
 */
function deviceLine(entry: CartEntry, now: string): SlugLine {
  const at = new Date(entry.added_at).toISOString();
  return { slug: entry.slug, quantity: entry.quantity, added_price: entry.added_price, added_status: entry.added_status, added_at: at < now ? at : now };
}

/** What every cart route reads: today's date (UTC), cards by slug and the user's priced cart. */
function cartReader(ctx: DemoContext, catalogue: Catalogue) {
  const today = () => utcToday(new Date(ctx.now()));
  /** The cards of figure ids, by slug. */
  const cardsBySlug = async (ids: readonly number[], origin: string): Promise<Map<string, FigureCard>> =>
    new Map((await catalogue.repository.cardsByIds(ids, origin)).map((card) => [card.slug, card]));
  /** The user's cart, priced now. */
  const cartOf = async (userId: number, origin: string): Promise<Cart> => {
    const lines = await cartLines(ctx.db, userId);
    const cards = await cardsBySlug(lines.map((line) => line.figureId), origin);
    return priceCart(lines.map((line) => ({ figure: cards.get(line.slug)!, line })), today());
  };
  return { today, cardsBySlug, cartOf };
}
type CartReader = ReturnType<typeof cartReader>;

/** GET, POST, PATCH and DELETE of the signed-in user's cart. */
function registerAccountCartRoutes(app: FastifyInstance, ctx: DemoContext, { today, cardsBySlug, cartOf }: CartReader): void {
  const guard = makeAuthGuard(ctx);

  /** The figure of `slug` (404 unknown) when the user may see it (403 adult_hidden), with its card. */
  const figureFor = async (slug: unknown, user: User, origin: string) => {
    const figure = await figureOr404(ctx, slug);
    if (figure.adult && !(await mayShowAdult(ctx, user))) throw adultHidden();
    return { figureId: figure.id, card: (await cardsBySlug([figure.id], origin)).get(figure.slug)! };
  };

  app.get(apiPaths.cart, { preHandler: guard }, async (request): Promise<Cart> => cartOf(currentUser(request).id, requestOrigin(ctx, request)));

  app.post(apiPaths.cart, { preHandler: guard }, async (request, reply): Promise<Cart> => {
    const body = parseBody(cartAddRequestSchema, request.body);
    const user = currentUser(request);
    const origin = requestOrigin(ctx, request);
    const { figureId, card } = await figureFor(body.slug, user, origin);
    const lines = await cartLines(ctx.db, user.id);
    const existing = lines.find((line) => line.figureId === figureId);
    const refusal = lineRefusal(card, (existing?.quantity ?? 0) + body.quantity, today());
    if (refusal) throw fieldErrors(refusal);
    if (!existing && lines.length >= CART_MAX_LINES) throw fieldErrors({ slug: [cartMessages.full] });
    const line = existing
      ? { ...existing, quantity: existing.quantity + body.quantity }
      : { figureId, quantity: body.quantity, added_price: card.price, added_status: card.status, added_at: nowIso(ctx) };
    await writeCartLines(ctx.db, user.id, [line]);
    void reply.code(existing ? 200 : 201);
    return cartOf(user.id, origin);
  });

  app.patch<{ Params: { slug: string } }>(apiRoutePatterns.cartItem, { preHandler: guard }, async (request): Promise<Cart> => {
    const user = currentUser(request);
    const origin = requestOrigin(ctx, request);
    const { figureId, card } = await figureFor(request.params.slug, user, origin);
    const body = parseBody(cartSetRequestSchema, request.body);
    const existing = (await cartLines(ctx.db, user.id)).find((line) => line.figureId === figureId);
    if (!existing) throw detailError(404, cartMessages.notInCart);
    const refusal = lineRefusal(card, body.quantity, today());
    if (refusal) throw fieldErrors(refusal);
    await writeCartLines(ctx.db, user.id, [{ ...existing, quantity: body.quantity }]);
    return cartOf(user.id, origin);
  });

  /** 204 also when the line was not there (the end state is the same); 404 for an unknown figure. */
  app.delete<{ Params: { slug: string } }>(apiRoutePatterns.cartItem, { preHandler: guard }, async (request, reply) => {
    const user = currentUser(request);
    const figure = await figureOr404(ctx, request.params.slug);
    await removeCartLine(ctx.db, user.id, figure.id);
    return reply.code(204).send();
  });
}

/**
 * POST /api/account/cart/merge/ {lines}: the device cart at sign-in (§Cart 4; cart/rules.ts
 * mergeCart: added and capped, nothing lost, at most CART_MAX_LINES lines, the rest listed in
 * `capped` and left on the device). Unknown slugs are listed in `unknown`. Any known adult figure
 * while show_nsfw is off: 403 adult_hidden and nothing merged (as the wishlist's merge). The
 * merged lines are written in one statement (one SQLite transaction).
 */
function registerCartMergeRoute(app: FastifyInstance, ctx: DemoContext, { today, cardsBySlug, cartOf }: CartReader): void {
  const guard = makeAuthGuard(ctx);
  app.post(apiPaths.cartMerge, { preHandler: guard }, async (request): Promise<CartMergeResponse> => {
    const body = parseBody(cartMergeRequestSchema, request.body);
    const user = currentUser(request);
    const origin = requestOrigin(ctx, request);
    const now = nowIso(ctx);
    const device = combineLines(body.lines.map((entry) => deviceLine(entry, now)));
    const figures = await figuresBySlug(ctx.db, device.map((line) => line.slug));
    const known = device.filter((line) => figures.has(line.slug));
    if (known.some((line) => figures.get(line.slug)!.adult) && !(await mayShowAdult(ctx, user))) throw adultHidden();
    const cards = await cardsBySlug(known.map((line) => figures.get(line.slug)!.id), origin);
    const merged = mergeCart(await cartLines(ctx.db, user.id), known.map((line) => ({ ...line, figure: cards.get(line.slug)! })), today());
    await writeCartLines(ctx.db, user.id, merged.write.map((line) => ({ ...line, figureId: figures.get(line.slug)!.id })));
    const unknown = device.filter((line) => !figures.has(line.slug)).map((line) => line.slug);
    return { ...(await cartOf(user.id, origin)), unknown, capped: merged.capped };
  });
}

/**
 * POST /api/cart/preview/ {lines}: a device cart priced (§Cart 3), no account needed, a bearer
 * token honoured as on the catalogue; at most CART_PREVIEW_RATE_LIMIT calls per address (429 with
 * Retry-After, rate-limit.ts). Unknown slugs are dropped and listed in `unknown`. Adult figures as
 * adult-gate.ts's mayShowAdult: kept for an anonymous visitor (the device cart holds only what they
 * added), left out for a signed-in user whose show_nsfw is off.
 */
function registerCartPreviewRoute(app: FastifyInstance, ctx: DemoContext, { today, cardsBySlug }: CartReader): void {
  app.post(apiPaths.cartPreview, { config: { rateLimit: { max: CART_PREVIEW_RATE_LIMIT.max, timeWindow: CART_PREVIEW_RATE_LIMIT.windowMs } } }, async (request): Promise<Cart> => {
    const viewer = await optionalUser(ctx, request);
    const body = parseBody(cartPreviewRequestSchema, request.body);
    const device = combineLines(body.lines.map((entry) => deviceLine(entry, nowIso(ctx))));
    const figures = await figuresBySlug(ctx.db, device.map((line) => line.slug));
    const showAdult = await mayShowAdult(ctx, viewer);
    const shown = device.filter((line) => {
      const figure = figures.get(line.slug);
      return figure !== undefined && (showAdult || !figure.adult);
    });
    const cards = await cardsBySlug(shown.map((line) => figures.get(line.slug)!.id), requestOrigin(ctx, request));
    return priceCart(
      shown.map((line) => ({ figure: cards.get(line.slug)!, line })),
      today(),
      device.filter((line) => !figures.has(line.slug)).map((line) => line.slug),
    );
  });
}

/** Registers every cart route (see the file header). */
export function registerCartRoutes(app: FastifyInstance, ctx: DemoContext, catalogue: Catalogue): void {
  const reader = cartReader(ctx, catalogue);
  registerAccountCartRoutes(app, ctx, reader);
  registerCartMergeRoute(app, ctx, reader);
  registerCartPreviewRoute(app, ctx, reader);
}
