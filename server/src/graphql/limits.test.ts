import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { GraphQLBody } from '../test/helpers.js';
import { loadTypeDefs } from './schema.js';
import { GRAPHQL_LIMITS } from './limits.js';

const ENDPOINTS = ['/api/graphql', '/api/clinical/graphql'] as const;

async function post(t: TestApp, endpoint: string, query: string, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: endpoint,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: { query },
  });
  return { status: response.statusCode, body: response.json() as GraphQLBody };
}

describe('GraphQL limits (development and tests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each(ENDPOINTS)('%s refuses a query with 5,000 aliases before running it', async (endpoint) => {
    const aliases = Array.from({ length: 5000 }, (_, i) => `a${i}: version`).join(' ');
    const { status, body } = await post(t, endpoint, `query Many { ${aliases} }`);
    expect(status).toBeLessThan(500);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/Syntax Error: Token limit|aliases/i);
  });

  it.each(ENDPOINTS)('%s refuses more aliases than the limit even when the tokens fit', async (endpoint) => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: version`).join(' ');
    const { body } = await post(t, endpoint, `query Many { ${aliases} }`);
    expect(body.errors?.[0]?.message).toMatch(/aliases/i);
    const fine = await post(t, endpoint, `query Few { a: version b: version }`);
    expect(fine.body.errors).toBeUndefined();
  });

  it('refuses a query nested deeper than the limit', async () => {
    const depth = GRAPHQL_LIMITS.maxDepth + 2;
    const nested = 'ofType { '.repeat(depth) + 'name' + ' }'.repeat(depth);
    // introspection is exempt from the depth rule in development: a schema type's own nesting is used instead
    const rule = maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth });
    const schema = buildSchema(loadTypeDefs('main').join('\n'));
    expect(() =>
      validate(schema, parse(`query Deep { __type(name: "Query") { ${nested} } }`), [...specifiedRules, rule]),
    ).toThrow(/depth limit of 10 exceeded/i);
  });

  it('keeps introspection and suggestions in development for GraphiQL', async () => {
    const introspection = await post(t, '/api/graphql', 'query I { __schema { queryType { name } } }');
    expect(introspection.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const typo = await post(t, '/api/graphql', 'query T { versio }');
    expect(typo.body.errors?.[0]?.message).toContain('Did you mean');
  });

  it('lets every operation the client sends through the limits', () => {
    for (const api of ['main', 'clinical'] as const) {
      const schema = buildSchema(loadTypeDefs(api).join('\n'));
      const generated = fileURLToPath(
        new URL(`../../../src/shared/api/graphql/${api}/__generated__/graphql.ts`, import.meta.url),
      );
      const documents = [...readFileSync(generated, 'utf8').matchAll(/new TypedDocumentString\(`([\s\S]*?)`/g)]
        .map((m) => m[1]!)
        .filter((text) => /^\s*(query|mutation|subscription)\b/.test(text));
      expect(documents.length).toBeGreaterThan(0);
      for (const text of documents) {
        // string-mode documents carry the fragments they use
        const errors = validate(schema, parse(text, { maxTokens: GRAPHQL_LIMITS.maxTokens }), [
          ...specifiedRules,
          maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth }),
          maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases }),
          costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost }),
        ]);
        expect(
          errors.map((e) => e.message),
          text.slice(0, 80),
        ).toEqual([]);
      }
    }
  });
});

describe('GraphQL in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { env: 'production' } });
  });
  afterAll(async () => t.close());

  it.each(ENDPOINTS)('%s refuses introspection and suggests no field names', async (endpoint) => {
    const introspection = await post(t, endpoint, 'query I { __schema { queryType { name } } }');
    expect(introspection.body.data ?? null).toBeNull();
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await post(t, endpoint, 'query T { versio }');
    expect(typo.body.errors?.[0]?.message).toBeDefined();
    expect(typo.body.errors?.[0]?.message).not.toContain('Did you mean');
    const aliases = Array.from({ length: 5000 }, (_, i) => `a${i}: version`).join(' ');
    const many = await post(t, endpoint, `query Many { ${aliases} }`);
    expect(many.status).toBeLessThan(500);
    expect(many.body.data ?? null).toBeNull();
    const fine = await post(t, endpoint, 'query V { version }');
    expect(fine.body.data).toEqual({ version: expect.any(String) });
  });
});
