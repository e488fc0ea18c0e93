import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { HttpProblem, graphqlUnauthenticated } from '../errors.js';

/** The GraphQL form of a problem: its message with extensions.code (and per-field messages for validation). */
export function problemToGraphQL(problem: HttpProblem): GraphQLError {
  if (problem.code === 'UNAUTHENTICATED') return graphqlUnauthenticated();
  return createGraphQLError(problem.message, {
    extensions: {
      code: problem.code ?? (problem.statusCode === 403 ? 'FORBIDDEN' : 'BAD_REQUEST'),
      ...(problem.fields ? { fields: problem.fields } : {}),
    },
  });
}

type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Wraps every Query and Mutation resolver of a module so a thrown HttpProblem reaches the client as a GraphQL
 * error with its code (Yoga would otherwise mask it as "Unexpected error.").
 */
export function withProblemErrors<T extends object>(resolvers: T): T {
  const wrapped: ResolverMap = { ...(resolvers as ResolverMap) };
  for (const root of ['Query', 'Mutation']) {
    const fields = wrapped[root];
    if (!fields) continue;
    wrapped[root] = Object.fromEntries(
      Object.entries(fields).map(([name, resolver]) => {
        if (typeof resolver !== 'function') return [name, resolver];
        const fn = resolver as (...args: unknown[]) => unknown;
        return [
          name,
          async (...args: unknown[]) => {
            try {
              return await fn(...args);
            } catch (error) {
              if (error instanceof HttpProblem) throw problemToGraphQL(error);
              throw error;
            }
          },
        ];
      }),
    );
  }
  return wrapped as T;
}
