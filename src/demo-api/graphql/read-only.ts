/**
 * The GraphQL endpoint is read-only (docs/product-rules.md §Demo 2): a validation rule that rejects every
 * operation but `query`, so a mutation or subscription attempt fails validation with a clear
 * message (HTTP 400 under the GraphQL-over-HTTP media type) instead of reaching execution.
 */
import type { ValidationRule } from 'graphql';
// Errors through yoga's createGraphQLError, so they come from yoga's copy of `graphql`: under
// Vitest `graphql` resolves to index.mjs while yoga (loaded by Node) gets index.js, and yoga masks
// a GraphQLError of the other copy as "Unexpected error.".
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Message for an operation other than a query. */
export function readOnlyMessage(operation: string): string {
  return `This GraphQL API is read-only: only queries are allowed, not a ${operation}. Use the REST API to change data.`;
}

/** Validation rule: reports each non-query operation definition of the document. */
export const readOnlyOperationsRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'query') {
      context.reportError(createGraphQLError(readOnlyMessage(node.operation), { nodes: node, extensions: { code: 'READ_ONLY' } }));
    }
  },
});

/** Yoga (envelop) plugin adding `readOnlyOperationsRule` to the validation of every request. */
export function useReadOnlyOperations(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(readOnlyOperationsRule);
    },
  };
}
