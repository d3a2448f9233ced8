/**
 * The read-only GraphQL schema of the demo API (docs/product-rules.md §Demo 1–2: the banner's "GraphQL API
 * playground" link opens GraphiQL at /graphql). Queries only, over the same data and rules as the
 * REST routes: ECB rates (rates/routes.ts), the signed-in user (accounts/profile.ts), their
 * preferences (preferences/routes.ts) and notifications (notifications/routes.ts).
 *
 * Authentication is the REST guard's: `Authorization: Bearer <access token>` checked by
 * `authenticate` (auth-guard.ts). Without a usable token, `me`, `preferences` and `notifications`
 * resolve to null with a GraphQL error carrying the REST wording and DRF code (HTTP 200; the
 * public `rates` field still answers).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLError } from 'graphql';
// Errors through yoga's createGraphQLError, so they come from yoga's copy of `graphql`: under
// Vitest `graphql` resolves to index.mjs while yoga (loaded by Node) gets index.js, and yoga masks
// a GraphQLError of the other copy as "Unexpected error.".
import { createGraphQLError, createSchema } from 'graphql-yoga';
import { socialProviders, type Profile } from '../../shared/api/account';
import { drfErrorCodes } from '../../shared/api/errors';
import { NOTIFICATIONS_PAGE_SIZE, notificationsListRequestSchema, type Notification } from '../../shared/api/notifications';
import { rateBases, type RatesResponse } from '../../shared/api/rates';
import { authenticate } from '../auth/auth-guard';
import { requestOrigin, type DemoContext } from '../context';
import type { ReferenceRates } from '../rates/reference-rates';
import { ApiError, zodToDrf } from '../http/errors';
import { countUnread, listNotifications } from '../notifications/repository';
import { readPreferences } from '../preferences/repository';
import { toProfile, type User } from '../accounts/users';
import { preferencesTypeDefs, toGraphqlPreferences } from '../preferences/graphql';
import { catalogueResolvers, catalogueTypeDefs } from '../catalogue/graphql';
import { Catalogue } from '../catalogue/routes';

/** What yoga's Fastify integration passes per request (`handleNodeRequestAndResponse(req, reply, {req, reply})`). */
export interface GraphqlServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Per-request context of the resolvers: the server context plus the (lazily) signed-in user. */
export interface GraphqlContext extends GraphqlServerContext {
  /** The signed-in user; rejects with the REST guard's ApiError (401 body). Checked once per request. */
  viewer: () => Promise<User>;
}

/**
 * Builds the per-request context: `viewer` runs `authenticate` on first use only, so queries of
 * public fields (rates) never touch the token.
 */
export function createGraphqlContext(ctx: DemoContext, server: GraphqlServerContext): GraphqlContext {
  let viewer: Promise<User> | undefined;
  return { ...server, viewer: () => (viewer ??= authenticate(ctx, server.req)) };
}

const typeDefs = /* GraphQL */ `
  """
  Read-only view of the Figure Shop demo API (the demo banner links here). Queries only: there are no
  mutations; change data through the REST API. Fields marked "signed in" need the header
  Authorization: Bearer <access token> (from POST /api/account/login/).
  """
  type Query {
    "ECB euro reference rates re-based on JPY and on CNY, as GET /api/jpy-rates/ and /api/cny-rates/. Public."
    rates: ExchangeRates!
    "The signed-in user's profile, as GET /api/account/profile/. Signed in."
    me: User
    "The signed-in user's preferences, merged over the defaults (legacy JSON-string rows parsed). Signed in."
    preferences: Preferences
    "One page of the signed-in user's notifications, newest first, as GET /api/notifications/. Signed in."
    notifications(
      "Page number, from 1."
      page: Int = 1
      "Notifications per page, 1 to 100."
      pageSize: Int = ${NOTIFICATIONS_PAGE_SIZE}
    ): NotificationPage
  }

  enum RateBase {
    ${rateBases.join(' ')}
  }

  "ECB reference rates of one day."
  type ExchangeRates {
    "Reference-rate day, YYYY-MM-DD."
    date: String!
    "Rates from 1 JPY."
    jpy: RateTable!
    "Rates from 1 CNY."
    cny: RateTable!
  }

  type RateTable {
    base: RateBase!
    "Reference-rate day, YYYY-MM-DD."
    date: String!
    "How many units of each currency one unit of base buys (the base itself included as 1)."
    rates: [Rate!]!
    "The rate of one currency (ISO 4217 code), or null when the ECB file has none."
    rate(currency: String!): Float
  }

  type Rate {
    "ISO 4217 code."
    currency: String!
    "Units of currency per one unit of base."
    rate: Float!
  }

  enum SocialProvider {
    ${socialProviders.join(' ')}
  }

  type User {
    id: Int!
    email: String!
    username: String!
    isModerator: Boolean!
    emailVerified: Boolean!
    bio: String!
    status: String!
    "Absolute URL, or null."
    profilePictureUrl: String
    "Absolute URL, or null."
    backgroundPictureUrl: String
    "How the account signs in, when not with a password."
    socialProvider: SocialProvider
    "ISO 8601."
    dateJoined: String!
  }

${preferencesTypeDefs}

  type NotificationPage {
    "Number of the user's notifications on all pages."
    count: Int!
    page: Int!
    pageSize: Int!
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    results: [Notification!]!
    "Number of the user's unread notifications (all pages), as GET /api/notifications/count/."
    unreadCount: Int!
  }

  type Notification {
    id: Int!
    title: String!
    body: String!
    "Free text, e.g. info, stock, order, system."
    kind: String!
    "ISO 8601."
    createdAt: String!
    read: Boolean!
  }
`;

/** GraphQL shape of a rates answer: the map as a list of {currency, rate}. */
interface RateTable {
  base: RatesResponse['base'];
  date: string;
  rates: Array<{ currency: string; rate: number }>;
  byCode: Record<string, number>;
}

function toRateTable(response: RatesResponse): RateTable {
  return {
    base: response.base,
    date: response.date,
    rates: Object.entries(response.rates).map(([currency, rate]) => ({ currency, rate })),
    byCode: response.rates,
  };
}

/** Pure: the REST Profile with GraphQL field names. */
function toGraphqlUser(profile: Profile) {
  return {
    id: profile.id,
    email: profile.email,
    username: profile.username,
    isModerator: profile.is_moderator,
    emailVerified: profile.email_verified,
    bio: profile.bio,
    status: profile.status,
    profilePictureUrl: profile.profile_picture_url,
    backgroundPictureUrl: profile.background_picture_url,
    socialProvider: profile.social_provider,
    dateJoined: profile.date_joined,
  };
}

function toGraphqlNotification(notification: Notification) {
  return { ...notification, createdAt: notification.created_at };
}

/** A REST ApiError as a GraphQL error: same message (`detail`), the DRF code as `extensions.code`. */
function toGraphqlError(error: ApiError, fallbackCode: string): GraphQLError {
  const body = error.body;
  const message = typeof body.detail === 'string' ? body.detail : error.message;
  const code = typeof body.code === 'string' ? body.code : fallbackCode;
  return createGraphQLError(message, { extensions: { code } });
}

/** The signed-in user, or a GraphQL error worded as the REST guard's 401 (the field becomes null). */
async function signedIn(context: GraphqlContext): Promise<User> {
  try {
    return await context.viewer();
  } catch (error) {
    if (error instanceof ApiError) throw toGraphqlError(error, drfErrorCodes.notAuthenticated);
    throw error;
  }
}

/** REST query names of the list's paging arguments → GraphQL argument names, for error messages. */
const PAGING_ARGUMENTS: Record<string, string> = { page: 'page', page_size: 'pageSize' };

/**
 * Builds the executable schema (§Demo 2). `rates`: the day the REST rates routes serve, read
 * by each query (it is refreshed daily: §Currency 11).
 * Query shapes: `rates {date jpy {base date rates {currency rate} rate(currency)} cny {…}}`,
 * `me {id email username …}`, `preferences {content ui notifications currency legacyString}`,
 * `notifications(page, pageSize) {count page pageSize hasNextPage hasPreviousPage results {…} unreadCount}`.
 */
export function createDemoSchema(ctx: DemoContext, referenceRates: ReferenceRates) {
  const rates = () => ({ date: referenceRates.current().date, jpy: toRateTable(referenceRates.from('JPY')), cny: toRateTable(referenceRates.from('CNY')) });

  return createSchema<GraphqlContext>({
    typeDefs: [typeDefs, catalogueTypeDefs],
    resolvers: [catalogueResolvers(ctx, new Catalogue(ctx, referenceRates)), {
      Query: {
        rates,
        me: async (_root: unknown, _args: unknown, context: GraphqlContext) =>
          toGraphqlUser(toProfile(await signedIn(context), requestOrigin(ctx, context.req), ctx.now())),
        preferences: async (_root: unknown, _args: unknown, context: GraphqlContext) => {
          const stored = await readPreferences(ctx.db, (await signedIn(context)).id);
          return toGraphqlPreferences(stored.merged, stored.legacy);
        },
        notifications: async (_root: unknown, args: { page?: number | null; pageSize?: number | null }, context: GraphqlContext) => {
          const user = await signedIn(context);
          // The REST list's own rule (page ≥ 1, 1 ≤ page_size ≤ 100) and messages.
          const parsed = notificationsListRequestSchema.safeParse({ page: args.page ?? undefined, page_size: args.pageSize ?? undefined });
          if (!parsed.success) {
            const fields = zodToDrf(parsed.error);
            const message = Object.entries(fields)
              .map(([field, messages]) => `${PAGING_ARGUMENTS[field] ?? field}: ${messages.join(' ')}`)
              .join(' ');
            throw createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
          }
          const page = parsed.data.page ?? 1;
          const pageSize = parsed.data.page_size ?? NOTIFICATIONS_PAGE_SIZE;
          const { count, results } = await listNotifications(ctx.db, user.id, page, pageSize);
          const lastPage = Math.max(1, Math.ceil(count / pageSize));
          if (page > lastPage) throw createGraphQLError('Invalid page.', { extensions: { code: 'NOT_FOUND' } });
          return {
            userId: user.id,
            count,
            page,
            pageSize,
            hasNextPage: page < lastPage,
            hasPreviousPage: page > 1,
            results: results.map(toGraphqlNotification),
          };
        },
      },
      RateTable: {
        rate: (table: RateTable, args: { currency: string }) => {
          const code = args.currency.toUpperCase();
          return Object.hasOwn(table.byCode, code) ? table.byCode[code] : null;
        },
      },
      NotificationPage: {
        unreadCount: (page: { userId: number }) => countUnread(ctx.db, page.userId),
      },
    }],
  });
}
