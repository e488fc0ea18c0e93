import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildSchema, GraphQLObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { graphqlNotImplemented, graphqlUnauthenticated } from '../errors.js';
import type { GraphQLContext } from '../context.js';

const schemaRoot = fileURLToPath(new URL('../../../schema/', import.meta.url));

/** The SDL of one API: every .graphql file of schema/<api>/, in name order. */
export function loadTypeDefs(api: 'main' | 'clinical'): string[] {
  const dir = join(schemaRoot, api);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

type ResolverMap = Record<string, Record<string, unknown>>;
type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;

/**
 * Deep-merges the resolver maps of several modules (each typed with the generated Resolvers of its API); a field
 * defined twice is a bug and throws.
 */
export function mergeResolvers(...maps: object[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map as ResolverMap)) {
      const target = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`Resolver ${type}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged;
}

/**
 * Builds an executable schema from the SDL and resolvers. Every root field needs a signed-in caller unless it
 * is listed in publicFields (noAuth); a root field without a resolver answers NOT_IMPLEMENTED, never fake data.
 */
export function buildExecutableSchema(
  api: 'main' | 'clinical',
  resolvers: ResolverMap,
  publicFields: ReadonlySet<string>,
): GraphQLSchema {
  const typeDefs = loadTypeDefs(api);
  const sdlOnly = buildSchema(typeDefs.join('\n'));
  const guarded: ResolverMap = { ...resolvers };
  for (const rootName of ['Query', 'Mutation'] as const) {
    const root = sdlOnly.getType(rootName);
    if (!(root instanceof GraphQLObjectType)) continue;
    const provided = (resolvers[rootName] ?? {}) as Record<string, Resolver>;
    const fields: Record<string, Resolver> = {};
    for (const fieldName of Object.keys(root.getFields())) {
      const qualified = `${rootName}.${fieldName}`;
      const inner = provided[fieldName];
      fields[fieldName] = (parent, args, ctx, info) => {
        if (!publicFields.has(qualified) && !ctx.user) throw graphqlUnauthenticated();
        if (!inner) throw graphqlNotImplemented(qualified);
        return inner(parent, args, ctx, info);
      };
    }
    for (const name of Object.keys(provided)) {
      if (!(name in fields)) throw new Error(`Resolver ${rootName}.${name} is not in the ${api} schema`);
    }
    guarded[rootName] = fields;
  }
  // framework glue: the guarded map is built per root field at run time, so it has no static resolver type
  return createSchema<GraphQLContext>({ typeDefs, resolvers: guarded as never });
}
