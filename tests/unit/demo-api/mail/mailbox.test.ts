/** The mailbox's delivery after the answer (docs/product-rules.md §Security 11, §Demo 4) and its waiting readers. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliverLater, listMail, sendMail, settleDeliveries } from '../../../../src/demo-api/mail/mailbox';
import type { DemoContext } from '../../../../src/demo-api/context';
import { openDatabase } from '../../../../src/demo-api/storage/db';
import { startServer, type TestServer } from '../helpers';

let server: TestServer;
let db: DemoContext['db'];
beforeEach(async () => {
  server = await startServer();
  // A second handle on the server's database file: the module is tested on its own.
  db = await openDatabase(server.dataDir);
});
afterEach(async () => {
  db.close();
  await server.close();
});

const mail = { to: 'a@figureshop.test', subject: 's', body: 'b', link: null, createdAt: '2026-04-13T09:00:00.000Z' };

describe('deliverLater / settleDeliveries', () => {
  it('runs the delivery on a later turn, not before the caller answers; readers that settle see it', async () => {
    deliverLater(db, () => sendMail(db, mail), () => undefined);
    expect(await listMail(db, mail.to)).toEqual([]);
    await settleDeliveries(db);
    expect((await listMail(db, mail.to)).map((m) => m.subject)).toEqual(['s']);
  });
  it('hands a failed delivery to onError and still settles', async () => {
    const errors: unknown[] = [];
    deliverLater(db, () => Promise.reject(new Error('disk full')), (error) => errors.push(error));
    await settleDeliveries(db);
    expect(errors).toHaveLength(1);
    await settleDeliveries(db); // nothing pending: returns at once
  });
});
