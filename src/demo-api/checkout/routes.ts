/**
 * Checkout endpoints (docs/product-rules.md §Checkout 2–6), signed in (the cart's guard), shapes in
 * src/shared/api/addresses.ts and checkout.ts:
 * GET/POST /api/account/addresses/ (list, default first; add: 201, the first address is the default,
 * `is_default: true` moves it, an 11th is a 400); GET/PATCH/DELETE /api/account/addresses/{id}/
 * (another user's or a malformed id: 404 `Not found.`; PATCH `is_default: false` on the default: 400;
 * DELETE 204, the newest remaining address becomes the default); POST /api/account/checkout/quote/
 * prices the cart for an address (quote.ts). Bad input is a DRF-shaped 400 and writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import {
  addressCreateRequestSchema,
  addressMessages,
  addressUpdateRequestSchema,
  type Address,
  type AddressFields,
} from '../../shared/api/addresses';
import { utcToday } from '../../shared/api/cart';
import { quoteRequestSchema, type Quote } from '../../shared/api/checkout';
import { drfErrorMessages } from '../../shared/api/errors';
import { apiPaths, apiRoutePatterns } from '../../shared/api/paths';
import { currentUser, makeAuthGuard } from '../auth/auth-guard';
import { nowIso, requestOrigin, type DemoContext } from '../context';
import { ApiError, detailError, fieldErrors, type DrfBody } from '../http/errors';
import { parseBody } from '../http/validate';
import { NOT_DEFAULT_MESSAGE, checkAddress } from './address-rules';
import { createAddress, deleteAddress, findAddress, listAddresses, updateAddress } from './addresses-repository';
import type { ReferenceRates } from '../rates/reference-rates';
import { quoteCheckout, settlementRate } from './quote';

/** An address id of the path: digits naming a positive id (SQLite's integer range), else null. */
function addressId(param: string): number | null {
  return /^[1-9]\d{0,15}$/.test(param) && Number.isSafeInteger(Number(param)) ? Number(param) : null;
}

/** The kept fields of `address` (what a PATCH starts from). */
function fieldsOf(address: Address): AddressFields {
  const { full_name, line1, line2, city, region, postcode, country, phone } = address;
  return { full_name, line1, line2, city, region, postcode, country, phone };
}

/** The fields as kept (address-rules.ts). @throws ApiError 400 `{field: [message]}` when a rule refuses them. */
function keptFields(fields: AddressFields): AddressFields {
  const checked = checkAddress(fields);
  if (!checked.ok) throw fieldErrors(checked.errors);
  return checked.fields;
}

/** The address book's routes (see the file header). */
function registerAddressRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const guard = makeAuthGuard(ctx);

  /** The user's address of the path. @throws ApiError 404 `Not found.` for another user's, an unknown or a malformed id. */
  const ownAddress = async (userId: number, param: string): Promise<Address> => {
    const id = addressId(param);
    const address = id === null ? undefined : await findAddress(ctx.db, userId, id);
    if (!address) throw detailError(404, drfErrorMessages.notFound);
    return address;
  };

  app.get(apiPaths.addresses, { preHandler: guard }, async (request): Promise<Address[]> => listAddresses(ctx.db, currentUser(request).id));

  app.post(apiPaths.addresses, { preHandler: guard }, async (request, reply): Promise<Address> => {
    const { is_default, ...fields } = parseBody(addressCreateRequestSchema, request.body);
    const created = await createAddress(ctx.db, currentUser(request).id, keptFields(fields), is_default === true, nowIso(ctx));
    if (created === 'full') throw fieldErrors({ non_field_errors: [addressMessages.full] });
    void reply.code(201);
    return created;
  });

  app.get<{ Params: { id: string } }>(apiRoutePatterns.address, { preHandler: guard }, async (request): Promise<Address> =>
    ownAddress(currentUser(request).id, request.params.id),
  );

  app.patch<{ Params: { id: string } }>(apiRoutePatterns.address, { preHandler: guard }, async (request): Promise<Address> => {
    const userId = currentUser(request).id;
    const address = await ownAddress(userId, request.params.id);
    const { is_default, ...changes } = parseBody(addressUpdateRequestSchema, request.body);
    // A non-empty book always has a default: it moves by making another address the default.
    if (is_default === false && address.is_default) throw fieldErrors({ is_default: [NOT_DEFAULT_MESSAGE] });
    const fields = keptFields({ ...fieldsOf(address), ...changes });
    const updated = await updateAddress(ctx.db, userId, address.id, fields, is_default === true);
    if (!updated) throw detailError(404, drfErrorMessages.notFound);
    return updated;
  });

  app.delete<{ Params: { id: string } }>(apiRoutePatterns.address, { preHandler: guard }, async (request, reply) => {
    const userId = currentUser(request).id;
    const address = await ownAddress(userId, request.params.id);
    if (!(await deleteAddress(ctx.db, userId, address.id))) throw detailError(404, drfErrorMessages.notFound);
    return reply.code(204).send();
  });
}

/**
 * POST /api/account/checkout/quote/ {address_id, method?, ship_together?}: 200 Quote, or quote.ts's 400/404.
 * CNY prices settle at the rates in use when asked (`rates`, refreshed daily: §Currency 11).
 */
function registerQuoteRoute(app: FastifyInstance, ctx: DemoContext, rates: ReferenceRates): void {
  const guard = makeAuthGuard(ctx);
  app.post(apiPaths.checkoutQuote, { preHandler: guard }, async (request): Promise<Quote> => {
    const body = parseBody(quoteRequestSchema, request.body);
    const deps = { rate: settlementRate(rates.current()), today: utcToday(new Date(ctx.now())), origin: requestOrigin(ctx, request) };
    const outcome = await quoteCheckout(ctx.db, deps, currentUser(request).id, { address_id: body.address_id, method: body.method ?? null, ship_together: body.ship_together });
    if (!outcome.ok) throw new ApiError(outcome.status, outcome.body as DrfBody);
    return outcome.quote;
  });
}

/** Registers the address book and the quote (see the file header); CNY prices are settled at the rates in use (quote.ts settlementRate). */
export function registerCheckoutRoutes(app: FastifyInstance, ctx: DemoContext, rates: ReferenceRates): void {
  registerAddressRoutes(app, ctx);
  registerQuoteRoute(app, ctx, rates);
}
