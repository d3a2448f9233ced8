/**
 * Cost limits of the GraphQL endpoint (issue 11 point 7): without them one unauthenticated query
 * of 12,000 aliases returned 28 MB in 3 s and slowed every REST call meanwhile.
 *
 * GraphQL Armor's envelop plugins do the counting: tokens while parsing (its parser stops at the
 * first token over the limit, so a huge document is never built), then aliases, directives, depth
 * and cost as validation rules, before anything executes. Every rejection is a 400 whatever the
 * client accepts (yoga would answer 200 to an `Accept: application/json` client for an ordinary
 * validation error). Field suggestions ("Did you mean …?") leak the schema, so they are masked
 * unless the server runs in development.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError, ValidationContext } from 'graphql';
// createGraphQLError from yoga: see read-only.ts for why the errors must come from yoga's `graphql`.
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** The limits per operation document (counts; `cost` in Armor's units: 2 per object, 1 per scalar, ×1.5 per level). */
export const GRAPHQL_LIMITS = {
  aliases: 15,
  depth: 8,
  tokens: 1000,
  cost: 5000,
  directives: 10,
} as const;

/** `extensions.code` of a query refused by a limit. */
export const QUERY_LIMIT_CODE = 'QUERY_LIMIT_EXCEEDED';

/** Text that replaces a field suggestion outside development. */
export const SUGGESTION_MASK = '[Suggestion hidden]';

/** The error a refused query gets (its 400 comes from `useLimitStatus`). */
function limitError(message: string) {
  return createGraphQLError(message, { extensions: { code: QUERY_LIMIT_CODE } });
}

/**
 * Validation rules report through the validation context (all limits of a query are listed,
 * nothing throws out of graphql's `validate`).
 */
function reportLimit(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(limitError(error.message));
}

/**
 * Envelop plugin giving the parser's token-limit error the limit code. It wraps the parse function
 * Armor installed just before it (so yoga's parse-error cache keeps this error, not Armor's);
 * Armor's parser throws, which stops the parse at the first token over the limit.
 */
function useTokenLimitCode(): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parseFn(source, options);
        } catch (error) {
          if (error instanceof Error && /Token limit of \d+ exceeded/.test(error.message)) throw limitError(error.message);
          throw error;
        }
      });
    },
  };
}

/**
 * Answers a result holding a limit error with 400 whatever the client accepts. Yoga gives parse
 * and validation errors `http.spec`, i.e. 200 to an `Accept: application/json` client (and its
 * parse hook overwrites a `spec: false`); a result-level `extensions.http.status` wins over that
 * and is not serialised.
 */
function useLimitStatus(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.some((error) => error.extensions?.code === QUERY_LIMIT_CODE)) return;
      setResult({ ...result, extensions: { ...result.extensions, http: { status: 400 } } });
    },
  };
}

export interface QueryLimitsOptions {
  /** Development server: field suggestions stay visible. Default false (suggestions masked). */
  development?: boolean;
}

/**
 * Yoga plugins enforcing `GRAPHQL_LIMITS` (aliases, depth, tokens, cost, directives) and masking
 * field suggestions unless `development`. Introspection (GraphiQL's schema query) is exempt from
 * depth and cost, as in Armor's defaults, but not from the token limit. Rule source: issue 11 point 7.
 */
export function useQueryLimits({ development = false }: QueryLimitsOptions = {}): Plugin[] {
  return [
    EnvelopArmorPlugin({
      maxTokens: { n: GRAPHQL_LIMITS.tokens },
      maxAliases: { n: GRAPHQL_LIMITS.aliases, propagateOnRejection: false, onReject: [reportLimit] },
      maxDepth: { n: GRAPHQL_LIMITS.depth, propagateOnRejection: false, onReject: [reportLimit] },
      maxDirectives: { n: GRAPHQL_LIMITS.directives, propagateOnRejection: false, onReject: [reportLimit] },
      costLimit: { maxCost: GRAPHQL_LIMITS.cost, propagateOnRejection: false, onReject: [reportLimit] },
      blockFieldSuggestion: { enabled: !development, mask: SUGGESTION_MASK },
    }) as Plugin,
    useTokenLimitCode(),
    useLimitStatus(),
  ];
}
