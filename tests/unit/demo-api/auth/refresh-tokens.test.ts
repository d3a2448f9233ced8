/** Sign-out revocation (docs/product-rules.md §Sessions 8; RFC 7009): POST /api/account/token/revoke/. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTOR, json, login, startServer, type TestServer } from '../helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

const refresh = (refresh_token: string) => json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token });
const revoke = (body: unknown) => json(server.app, 'POST', '/api/account/token/revoke/', body);

describe('POST /api/account/token/revoke/', () => {
  it('answers 200 {} and a copy of the token taken before sign-out no longer refreshes', async () => {
    const { refresh_token } = await login(server.app);
    const copy = refresh_token;
    const res = await revoke({ refresh_token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const after = await refresh(copy);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('revokes the whole family: revoking a spent (rotated) token ends the live one too', async () => {
    const first = await login(server.app);
    const rotated = (await refresh(first.refresh_token)).json() as { refresh_token: string };
    expect((await revoke({ refresh_token: first.refresh_token })).statusCode).toBe(200);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('leaves the account’s other sign-ins alone', async () => {
    const here = await login(server.app);
    const elsewhere = await login(server.app, COLLECTOR);
    await revoke({ refresh_token: here.refresh_token });
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(200);
  });

  it('answers the same 200 {} for an unknown token (RFC 7009 §2.2), and 400 in DRF shape for a bad body', async () => {
    const unknown = await revoke({ refresh_token: 'never-issued' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({});
    const bad = await revoke({});
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ refresh_token: ['This field is required.'] });
  });
});
