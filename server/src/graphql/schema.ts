import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
// graphql's CommonJS build, the one graphql-yoga executes with: under vitest a bare 'graphql' would be its ES module
// build, a second copy whose schema yoga refuses ("from another module or realm"); the bundle has one copy either way
import { buildSchema, GraphQLObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql/index.js';
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
 *
 * The resolvers are set on the fields of the schema built from the SDL, once: only root fields have resolvers (every
 * other field is read from its parent, and the DateTime scalar keeps the SDL's default), so nothing else needs wiring, and
 * graphql-tools' makeExecutableSchema (which parsed, merged and rebuilt the whole schema twice more) took about half
 * of the server's start-up after the database.
 */
export function buildExecutableSchema(
  api: 'main' | 'clinical',
  resolvers: ResolverMap,
  publicFields: ReadonlySet<string>,
): GraphQLSchema {
  const schema = buildSchema(loadTypeDefs(api).join('\n'));
  for (const type of Object.keys(resolvers)) {
    if (type !== 'Query' && type !== 'Mutation') throw new Error(`Resolvers for ${type}: only root fields have them`);
  }
  for (const rootName of ['Query', 'Mutation'] as const) {
    const root = schema.getType(rootName);
    const provided = (resolvers[rootName] ?? {}) as Record<string, Resolver>;
    const fields = root instanceof GraphQLObjectType ? root.getFields() : {};
    for (const name of Object.keys(provided)) {
      if (!(name in fields)) throw new Error(`Resolver ${rootName}.${name} is not in the ${api} schema`);
    }
    for (const [fieldName, field] of Object.entries(fields)) {
      const qualified = `${rootName}.${fieldName}`;
      const inner = provided[fieldName];
      field.resolve = (parent, args, ctx: GraphQLContext, info) => {
        if (!publicFields.has(qualified) && !ctx.user) throw graphqlUnauthenticated();
        if (!inner) throw graphqlNotImplemented(qualified);
        return inner(parent, args, ctx, info);
      };
    }
  }
  return schema;
}
