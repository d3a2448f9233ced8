/** The checkout tests' harness: the cart's (a real server on a temporary SQLite file with a small catalogue), address and quote calls parsed with the shared schemas. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { addressListSchema, addressSchema, quoteSchema, type Address, type AddressCreateRequest, type Quote } from '@shared/api';
import { json } from '../helpers';
import type { CartHarness } from '../cart/support';

/** A good German address (the phone typed as a Berliner would; kept as +4930901820). */
export const BERLIN: AddressCreateRequest = {
  full_name: 'Erika Mustermann',
  line1: 'Unter den Linden 1',
  city: 'Berlin',
  postcode: '10115',
  country: 'DE',
  phone: '030 901820',
};

/** Address book and quote calls of one signed-in user. */
export function checkoutCalls(app: FastifyInstance, token: string) {
  return {
    list: () => json(app, 'GET', '/api/account/addresses/', undefined, token),
    create: (body: unknown) => json(app, 'POST', '/api/account/addresses/', body, token),
    get: (id: number | string) => json(app, 'GET', `/api/account/addresses/${id}/`, undefined, token),
    patch: (id: number | string, body: unknown) => json(app, 'PATCH', `/api/account/addresses/${id}/`, body, token),
    remove: (id: number | string) => json(app, 'DELETE', `/api/account/addresses/${id}/`, undefined, token),
    quote: (body: unknown) => json(app, 'POST', '/api/account/checkout/quote/', body, token),
  };
}

/** The answer's address, checked against the shared schema. */
export function addressOf(res: LightMyRequestResponse, status = 200): Address {
  expect(res.statusCode, res.body).toBe(status);
  return addressSchema.parse(res.json());
}

/** The answer's address list, checked against the shared schema. */
export function addressesOf(res: LightMyRequestResponse): Address[] {
  expect(res.statusCode, res.body).toBe(200);
  return addressListSchema.parse(res.json());
}

/** The answer's quote, checked against the shared schema. */
export function quoteOf(res: LightMyRequestResponse): Quote {
  expect(res.statusCode, res.body).toBe(200);
  return quoteSchema.parse(res.json());
}

/** The 4xx body of a refused call. */
export function refusal(res: LightMyRequestResponse, status: number): unknown {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** Sets a figure's boxed weight (g) and release month (YYYY-MM), which the cart harness leaves as seeded. */
export async function setShipping(h: CartHarness, slug: string, fields: { weight_g?: number; release?: string }): Promise<void> {
  const entries = Object.entries(fields);
  await h.db.execute({ sql: `UPDATE figures SET ${entries.map(([column]) => `${column} = ?`).join(', ')} WHERE slug = ?`, args: [...entries.map(([, value]) => value), slug] });
}
