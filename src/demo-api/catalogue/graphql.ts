/**
 * The catalogue in the read-only GraphQL schema (docs/product-rules.md §Catalogue 14: the same data
 * through GraphQL, figures(…) and figure(slug), for the banner's playground). Arguments are mapped to the REST query
 * parameters and parsed by the same code, so rules and messages match GET /api/figures/. With a
 * bearer token, the signed-in user's content.show_nsfw governs `adult` as on REST (adult-gate.ts).
 */
import { createGraphQLError } from 'graphql-yoga';
import { adultModeOf, CATALOGUE_PAGE_SIZE, type FigureCard } from '../../shared/api/catalogue';
import { optionalUser } from '../auth/auth-guard';
import { requestOrigin, type DemoContext } from '../context';
import { ApiError } from '../http/errors';
import type { GraphqlContext } from '../graphql/schema';
import { adultHidden, adultModeFor } from './adult-gate';
import type { Catalogue } from './routes';

export const catalogueTypeDefs = /* GraphQL */ `
  extend type Query {
    "One page of the catalogue (demo data), as GET /api/figures/: search, filters, ordering (-created, release, -release, price, -price, -popularity, closing), facets. Public."
    figures(
      search: String
      series: [String!]
      character: [String!]
      manufacturer: [String!]
      line: [String!]
      "1/4, 1/6, 1/7, 1/8 or non-scale."
      scale: [String!]
      "preorder, in_stock, sold_out, released."
      status: [String!]
      priceMin: Float
      priceMax: Float
      "ISO 4217: the price range is converted to each figure's currency through the ECB rates."
      priceCurrency: String
      "YYYY-MM."
      releasedAfter: String
      releasedBefore: String
      "false (default: no adult figures), true (all) or only."
      adult: String
      ordering: String
      page: Int = 1
      pageSize: Int = ${CATALOGUE_PAGE_SIZE}
    ): FigurePage
    "One figure by slug, as GET /api/figures/{slug}/; an adult figure needs adult: true. Public."
    figure(slug: String!, adult: Boolean = false): Figure
  }

  type CatalogueRef { slug: String! name: String! }
  type Price { amount: Float! currency: String! }
  type Image { url: String! width: Int! height: Int! }
  type FacetEntry { slug: String! name: String! count: Int! }
  type Facets { series: [FacetEntry!]! manufacturer: [FacetEntry!]! line: [FacetEntry!]! scale: [FacetEntry!]! status: [FacetEntry!]! }

  type FigureCard {
    slug: String! name: String! nameJa: String! manufacturer: CatalogueRef! line: CatalogueRef! scale: String! status: String!
    preorderClosesAt: String stock: Int price: Price! adult: Boolean! release: String! popularity: Int! images: [Image!]!
  }

  type Figure {
    slug: String! name: String! nameJa: String! manufacturer: CatalogueRef! line: CatalogueRef! scale: String! status: String!
    preorderClosesAt: String stock: Int price: Price! adult: Boolean! release: String! popularity: Int! images: [Image!]!
    series: CatalogueRef! characters: [CatalogueRef!]! heightMm: Int! material: String! sculptor: String! jan: String! description: String!
    related: [FigureCard!]!
  }

  type FigurePage {
    count: Int! page: Int! pageSize: Int! hasNextPage: Boolean! hasPreviousPage: Boolean!
    results: [FigureCard!]!
    facets: Facets!
    "The search with its typos corrected, when the search as sent matched no figure and the page is for this one."
    correctedSearch: String
  }
`;

/** REST parameter → GraphQL argument, for error messages. */
const ARGUMENT_NAMES: Record<string, string> = {
  price_min: 'priceMin', price_max: 'priceMax', price_currency: 'priceCurrency', released_after: 'releasedAfter',
  released_before: 'releasedBefore', page_size: 'pageSize',
};

function toGraphqlCard(card: FigureCard) {
  return { ...card, nameJa: card.name_ja, preorderClosesAt: card.preorder_closes_at };
}

/** A REST ApiError as a GraphQL error: 400 → BAD_USER_INPUT naming the argument, 404 → NOT_FOUND, 403 → its DRF code. */
function graphqlError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = error.body as Record<string, unknown>;
  if (typeof body.detail === 'string') {
    const code = typeof body.code === 'string' ? body.code : error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT';
    return createGraphQLError(body.detail, { extensions: { code } });
  }
  const message = Object.entries(body)
    .map(([field, messages]) => `${ARGUMENT_NAMES[field] ?? field}: ${(messages as string[]).join(' ')}`)
    .join(' ');
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

type FiguresArgs = Record<string, string | number | string[] | null | undefined>;

/** Resolvers of `figures` and `figure` over the shared Catalogue service. */
export function catalogueResolvers(ctx: DemoContext, catalogue: Catalogue) {
  return {
    Query: {
      figures: async (_root: unknown, args: FiguresArgs, context: GraphqlContext) => {
        const raw: Record<string, string | string[]> = {};
        const rename: Record<string, string> = Object.fromEntries(Object.entries(ARGUMENT_NAMES).map(([rest, gql]) => [gql, rest]));
        for (const [name, value] of Object.entries(args)) {
          if (value === null || value === undefined) continue;
          raw[rename[name] ?? name] = Array.isArray(value) ? value : String(value);
        }
        try {
          const parsed = await catalogue.parseList(raw);
          parsed.filter.adult = await adultModeFor(ctx, await optionalUser(ctx, context.req, context.viewer), parsed.filter.adult);
          const { count, lastPage, results, facets, correctedSearch } = await catalogue.list(parsed, requestOrigin(ctx, context.req));
          return {
            correctedSearch: correctedSearch ?? null,
            count,
            page: parsed.page,
            pageSize: parsed.pageSize,
            hasNextPage: parsed.page < lastPage,
            hasPreviousPage: parsed.page > 1,
            results: results.map(toGraphqlCard),
            facets,
          };
        } catch (error) {
          throw graphqlError(error);
        }
      },
      figure: async (_root: unknown, args: { slug: string; adult?: boolean | null }, context: GraphqlContext) => {
        try {
          const adult = await adultModeFor(ctx, await optionalUser(ctx, context.req, context.viewer), adultModeOf(args.adult === true));
          const figure = await catalogue.repository.detail(args.slug, adult, requestOrigin(ctx, context.req));
          if (!figure) return null;
          if (figure.adult && adult === 'false') throw adultHidden();
          return {
            ...toGraphqlCard(figure),
            heightMm: figure.height_mm,
            related: figure.related.map(toGraphqlCard),
          };
        } catch (error) {
          throw graphqlError(error);
        }
      },
    },
  };
}
