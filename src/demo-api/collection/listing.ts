import type { FastifyRequest } from 'fastify';
import type { User } from '../accounts/users';
import { COLLECTION_PAGE_SIZE, collectionListQuerySchema } from '../../shared/api/collection';
import { adultModeFor } from '../catalogue/adult-gate';
import { drfPage, type Catalogue } from '../catalogue/routes';
import { settlementRate } from '../checkout/quote';
import { requestOrigin, type DemoContext } from '../context';
import { parseInput } from '../http/validate';
import type { ReferenceRates } from '../rates/reference-rates';
import { collectionCounts, collectionPage } from './repository';

/**
 * One page of `ownerId`'s collection as `request`'s query asks (state, ordering, `adult` as
 * `viewer`'s settings allow, paging): the counts, how many the adult setting hides, the page's rows
 * and their cards, and the DRF page around results made of them. The owner's list and a shared one alike.
 */
export async function collectionListing(ctx: DemoContext, catalogue: Catalogue, rates: ReferenceRates, request: FastifyRequest, ownerId: number, viewer: User | null) {
  const query = parseInput(collectionListQuerySchema, request.query ?? {});
  const adult = await adultModeFor(ctx, viewer, query.adult ?? 'false');
  const pageNumber = query.page ?? 1;
  const pageSize = query.page_size ?? COLLECTION_PAGE_SIZE;
  const { counts, hidden } = await collectionCounts(ctx.db, ownerId, adult);
  const count = query.state ? counts[query.state] : counts.wished + counts.ordered + counts.owned;
  const rows = await collectionPage(ctx.db, {
    userId: ownerId,
    adult,
    state: query.state,
    ordering: query.ordering ?? '-since',
    page: pageNumber,
    pageSize,
    cnyJpy: settlementRate(rates.current()).cny_jpy,
  });
  const origin = requestOrigin(ctx, request);
  const cards = await catalogue.repository.cardsByIds(
    rows.map((row) => row.figureId),
    origin,
  );
  const page = <T>(results: T[]) => drfPage(origin, request.url, pageNumber, pageSize, count, results);
  return { counts, hidden, rows, cards, page };
}
