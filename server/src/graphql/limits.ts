import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { Kind, visit, type DocumentNode, type ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { findNulCharacter } from '../security/input.js';

/**
 * Limits on what one GraphQL request may ask for, the same on both APIs (/api/graphql and /api/clinical/graphql)
 * and in every environment: the deepest, widest client operation fits well inside them (limits.test.ts checks
 * every operation the client sends). Persisted operations are a separate plugin; these apply to every request.
 */
export const GRAPHQL_LIMITS = {
  /** nesting of selections; the client's deepest operation is 5 */
  maxDepth: 10,
  /** aliases in one operation; the client uses none */
  maxAliases: 15,
  /** lexical tokens in one document; the client's largest operation is about 300 */
  maxTokens: 2_000,
  /** graphql-armor's cost: objects 2, scalars 1, multiplied by depth */
  maxCost: 5_000,
  maxDirectives: 50,
} as const;

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';

/**
 * The envelop plugins that protect a GraphQL endpoint. In production introspection is refused and validation
 * errors do not suggest field names ("Did you mean …?"); development keeps both for GraphiQL.
 */
export function graphqlProtection(options: { production: boolean }): Plugin[] {
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, exposeLimits: true },
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases, exposeLimits: true },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens, exposeLimits: true },
      costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true, exposeLimits: true },
      maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, exposeLimits: true },
      blockFieldSuggestion: { enabled: options.production },
    }) as Plugin,
    refuseNulCharacters(),
  ];
  if (options.production) plugins.push(disableIntrospection());
  return plugins;
}

// graphql's NoSchemaIntrospectionCustomRule, with its error made through Yoga (vitest can load graphql twice, and
// Yoga masks an error of the other copy as "Unexpected error.")
function disableIntrospection(): Plugin {
  const rule = (context: ValidationContext) => ({
    Field(node: { name: { value: string } }) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(
          createGraphQLError(
            `GraphQL introspection has been disabled, but the requested query contained the field "${node.name.value}".`,
            {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            },
          ),
        );
      }
    },
  });
  return {
    onValidate({ addValidationRule }) {
      // framework glue between envelop's typing of addValidationRule and this plain graphql-js validation rule
      addValidationRule(rule as never);
    },
  };
}

function hasNulLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  return found;
}

/** Text with a NUL character cannot be stored (PostgreSQL refuses it): refused as bad input, not a 500. */
function refuseNulCharacters(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (findNulCharacter(args.variableValues ?? {}) !== null || hasNulLiteral(args.document)) {
        setResultAndStopExecution({
          errors: [createGraphQLError(NUL_CHARACTER_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } })],
        });
      }
    },
  };
}
