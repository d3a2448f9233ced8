/**
 * The collection as CSV (docs/product-rules.md §Collection 6), signed in: GET
 * /api/account/collection/export/ (every figure of the collection, collection/csv.ts) and POST
 * /api/account/collection/import/ with the file as the body (text/csv, text/plain, Excel's
 * type or octet-stream; at most COLLECTION_IMPORT_MAX_BYTES, else 413): each row's outcome as a
 * preview, written in one transaction with `?confirm=true`. A file that cannot be read at all
 * (binary, another encoding, no rows, too many, a required column missing) is a 400 with why.
 */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../shared/api/paths';
import { COLLECTION_IMPORT_MAX_BYTES, importMessages, ownedRequestSchema, type OwnedRequest } from '../../shared/api/collection';
import { currentUser, makeAuthGuard } from '../auth/auth-guard';
import { mayShowAdult } from '../catalogue/adult-gate';
import { nowIso, type DemoContext } from '../context';
import { detailError, zodToDrf } from '../http/errors';
import type { ReferenceRates } from '../rates/reference-rates';
import { wishedSlugs } from '../wishlist/repository';
import { applyImport, collectionCsv, csvRowOf, decodeCsv, figuresFor, ImportRefused, importAnswer, planImport, readCsv } from './csv';
import { collectionRanks, exportSources, ownedEntries } from './repository';
import { ownedEntry } from './owned-entry';

export function registerCollectionCsvRoutes(app: FastifyInstance, ctx: DemoContext, rates: ReferenceRates): void {
  const guard = makeAuthGuard(ctx);

  app.get(apiPaths.collectionExport, { preHandler: guard }, async (request, reply) => {
    const rows = (await exportSources(ctx.db, currentUser(request).id)).map(csvRowOf);
    const day = new Date(ctx.now()).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="figure-shop-collection-${day}.csv"`)
      .send(collectionCsv(rows));
  });

  void app.register(async (scope) => {
    // The file is the body as it is (the browser sends a CSV as text/csv, or as what the OS calls it).
    scope.addContentTypeParser(['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: COLLECTION_IMPORT_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Querystring: { confirm?: string } }>(apiPaths.collectionImport, { preHandler: guard, bodyLimit: COLLECTION_IMPORT_MAX_BYTES }, async (request) => {
      const user = currentUser(request);
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw detailError(400, importMessages.notText);
      try {
        const { text, encoding } = decodeCsv(body);
        const rows = readCsv(text);
        const today = new Date(ctx.now()).toISOString().slice(0, 10);
        const context = {
          ranks: await collectionRanks(ctx.db, user.id),
          entries: await ownedEntries(ctx.db, user.id),
          wished: (await wishedSlugs(ctx.db, user.id)).length,
          allowAdult: await mayShowAdult(ctx, user),
          // The same checks as PUT …/owned/{slug}/: the shared schema, then the server's own.
          check: (owned: OwnedRequest) => {
            const parsed = ownedRequestSchema.safeParse(owned);
            return parsed.success ? ownedEntry(parsed.data, today, (code) => code in rates.current().perEuro) : { errors: zodToDrf(parsed.error) };
          },
        };
        const plan = planImport(rows, await figuresFor(ctx.db, rows), context);
        const confirm = request.query.confirm === 'true';
        if (confirm) await applyImport(ctx.db, user.id, plan, nowIso(ctx));
        return importAnswer(plan, encoding, confirm);
      } catch (error) {
        if (error instanceof ImportRefused) throw detailError(400, error.message);
        throw error;
      }
    });
  });
}
