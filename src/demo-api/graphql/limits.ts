/**
 * Cost limits of the GraphQL endpoint (docs/product-rules.md §Security 8): without them one unauthenticated query
 * of 12,000 aliases returned 28 MB in 3 s and slowed every REST call meanwhile.
 *
 * GraphQL Armor's envelop plugins do the counting: tokens while parsing (its parser stops at the
 * first token over the limit, so a huge document is never built), then aliases, directives, depth
 * and cost as validation rules, before anything executes. Every rejection is a 400 whatever the
 * client accepts (yoga would answer 200 to an `Accept: application/json` client for an ordinary
 * validation error). Field suggestions ("Did you mean …?") leak the schema, so they are masked
 * unless the server runs in development.
 *
 * Armor's cost counts fields, not the rows a list argument asks for (it multiplies by `first` or
 * `last` only), so fifteen aliases of `figures(pageSize: 100)` passed it and answered 250 kB of
 * figures for a 1.4 kB request. The figures budget counts those rows before execution, with the
 * operation's variables: at most one REST page (100 figures) per operation.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { Kind, type DocumentNode, type FieldNode, type GraphQLError, type SelectionSetNode, type ValidationContext, type ValueNode } from 'graphql';
// createGraphQLError from yoga: see read-only.ts for why the errors must come from yoga's `graphql`.
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { CATALOGUE_MAX_PAGE_SIZE, CATALOGUE_PAGE_SIZE } from '../../shared/api/catalogue-constants';

/**
 * The limits per operation document (counts; `cost` in Armor's units: 2 per object, 1 per scalar,
 * ×1.5 per level; `figures`: rows of the catalogue one operation may list, one REST page).
 */
export const GRAPHQL_LIMITS = {
  aliases: 15,
  depth: 8,
  tokens: 1000,
  cost: 5000,
  directives: 10,
  figures: CATALOGUE_MAX_PAGE_SIZE,
} as const;

/**
 * What one `figures` field counts at least, whatever its pageSize: the default page. Its search and
 * facets cost the same for a page of one, so fifteen one-figure pages are not one page's work.
 */
export const FIGURES_FIELD_MIN_COUNT = CATALOGUE_PAGE_SIZE;

/**
 * Requests to /graphql per client address per minute (decided): a person in GraphiQL sends a few
 * a minute; 60 is one a second on average. With the figures budget, each operation costs at most
 * about four REST list pages (four `figures` fields with their searches and facets), so one
 * address gets at most about 240 pages' work a minute out of /graphql.
 */
export const GRAPHQL_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const;

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

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/** An Int argument's value: a literal, a variable's value (else its default), or undefined (absent, null or not an integer). */
function intArgument(value: ValueNode | undefined, variables: Variables, defaults: ReadonlyMap<string, ValueNode>): number | undefined {
  if (value?.kind === Kind.INT) return Number(value.value);
  if (value?.kind !== Kind.VARIABLE) return undefined;
  const given = variables?.[value.name.value];
  if (Number.isSafeInteger(given)) return given as number;
  return given === undefined ? intArgument(defaults.get(value.name.value), variables, defaults) : undefined;
}

/** Whether @skip/@include leave `node` in (a value this cannot read counts as included). */
function included(node: FieldNode, variables: Variables): boolean {
  for (const directive of node.directives ?? []) {
    if (directive.name.value !== 'skip' && directive.name.value !== 'include') continue;
    const arg = directive.arguments?.find((a) => a.name.value === 'if')?.value;
    const value = arg?.kind === Kind.BOOLEAN ? arg.value : arg?.kind === Kind.VARIABLE ? variables?.[arg.name.value] : undefined;
    if (typeof value === 'boolean' && value === (directive.name.value === 'skip')) return false;
  }
  return true;
}

/**
 * The figures an operation of `document` may list: over every `figures` field it executes, its
 * `pageSize` (a literal, or from `variables`; CATALOGUE_PAGE_SIZE when omitted), at least
 * FIGURES_FIELD_MIN_COUNT and at most CATALOGUE_MAX_PAGE_SIZE, added up. Fields GraphQL merges
 * (the same response key in one selection, e.g. through fragments) count once, as they execute
 * once; @skip/@include are read. 0 when the operation to run is not found (execution refuses that
 * itself). Pure.
 */
export function listedFigures(document: DocumentNode, operationName: string | null | undefined, variables: Variables): number {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return 0;
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const defaults = new Map((operation.variableDefinitions ?? []).flatMap((v) => (v.defaultValue ? [[v.variable.name.value, v.defaultValue] as const] : [])));
  // Fields by response key, as GraphQL's CollectFields gathers them (fragments expanded once per selection).
  const collect = (sets: readonly SelectionSetNode[], into: Map<string, FieldNode[]>, seen: Set<string>) => {
    for (const selection of sets.flatMap((set) => set.selections)) {
      if (selection.kind === Kind.FIELD) {
        if (!included(selection, variables)) continue;
        const key = selection.alias?.value ?? selection.name.value;
        into.set(key, [...(into.get(key) ?? []), selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect([selection.selectionSet], into, seen);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect([fragment.selectionSet], into, seen);
      }
    }
    return into;
  };
  const count = (sets: readonly SelectionSetNode[]): number => {
    let total = 0;
    for (const nodes of collect(sets, new Map(), new Set()).values()) {
      const field = nodes[0]!;
      if (field.name.value === 'figures') {
        const pageSize = intArgument(field.arguments?.find((a) => a.name.value === 'pageSize')?.value, variables, defaults) ?? CATALOGUE_PAGE_SIZE;
        // Over CATALOGUE_MAX_PAGE_SIZE the field's own argument rule refuses it, with a clearer message.
        total += Math.min(Math.max(pageSize, FIGURES_FIELD_MIN_COUNT), CATALOGUE_MAX_PAGE_SIZE);
      }
      total += count(nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : [])));
    }
    return total;
  };
  return count([operation.selectionSet]);
}

/** The message of an operation over the figures budget (names the limit, as Armor's messages do). */
export function figuresLimitMessage(found: number): string {
  return (
    `Figures limit of ${GRAPHQL_LIMITS.figures} exceeded, found ${found}: one operation lists at most ${GRAPHQL_LIMITS.figures} figures ` +
    `(each figures field counts its pageSize, at least ${FIGURES_FIELD_MIN_COUNT}).`
  );
}

/**
 * Envelop plugin refusing, before execution, an operation whose `listedFigures` exceeds
 * GRAPHQL_LIMITS.figures: nothing runs, the answer is the limit error (400 through `useLimitStatus`).
 * In onExecute rather than validation: the count needs the request's variables (and yoga caches
 * validation per document).
 */
function useFiguresLimit(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const found = listedFigures(args.document, args.operationName, args.variableValues);
      if (found > GRAPHQL_LIMITS.figures) setResultAndStopExecution({ errors: [limitError(figuresLimitMessage(found))] });
    },
  };
}

export interface QueryLimitsOptions {
  /** Development server: field suggestions stay visible. Default false (suggestions masked). */
  development?: boolean;
}

/**
 * Yoga plugins enforcing `GRAPHQL_LIMITS` (aliases, depth, tokens, cost, directives, figures) and
 * masking field suggestions unless `development`. Introspection (GraphiQL's schema query) is exempt
 * from depth and cost, as in Armor's defaults, but not from the token limit. Rule source:
 * §Security 8; the figures budget: OWASP API Security Top 10 2023, API4 (unrestricted resource consumption).
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
    useFiguresLimit(),
    useLimitStatus(),
  ];
}
