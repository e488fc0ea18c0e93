import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSchema, getNamedType, isLeafType } from 'graphql';
import { loadTypeDefs } from '../graphql/schema.js';
import { GRAPHQL_RUNS_PER_FIELD, MANAGER, SEED, fuzzHarness, graphqlValue } from './bad-input.js';

// The GraphQL half of the bad-input property (the generators and the property itself: bad-input.ts).
describe('no bad request answers 5xx or 501', () => {
  const run = fuzzHarness('graphql');

  it('holds for every root field of both GraphQL APIs', async () => {
    let fields = 0;
    for (const [api, endpoint] of [
      ['main', '/api/graphql'],
      ['clinical', '/api/clinical/graphql'],
    ] as const) {
      const schema = buildSchema(loadTypeDefs(api).join('\n'));
      for (const root of [schema.getQueryType(), schema.getMutationType()]) {
        if (!root) continue;
        const kind = root === schema.getQueryType() ? 'query' : 'mutation';
        for (const field of Object.values(root.getFields())) {
          fields += 1;
          const { headers: auth } = await run.t.signIn(MANAGER);
          const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
          const call = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
          const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
          const query = `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`;
          const variables = fc.record(
            Object.fromEntries(field.args.map((arg) => [arg.name, graphqlValue(arg.type)])),
          ) as fc.Arbitrary<Record<string, unknown>>;
          for (const [i, vars] of fc
            .sample(variables, { seed: SEED + field.name.length, numRuns: GRAPHQL_RUNS_PER_FIELD })
            .entries()) {
            const response = await run.t.app.inject({
              method: 'POST',
              url: `${endpoint}?operationName=Fuzz`,
              headers: { 'content-type': 'application/json', ...(i % 10 === 9 ? {} : auth) },
              payload: { query, variables: vars, operationName: 'Fuzz' },
            });
            const body = response.body;
            const masked = /Unexpected error|NOT_IMPLEMENTED|INTERNAL_SERVER_ERROR/.test(body);
            run.record(
              `${api} ${field.name} ${JSON.stringify(vars).slice(0, 200)}`,
              masked ? 500 : response.statusCode,
              body,
            );
          }
        }
      }
    }
    expect(run.failures).toEqual([]);
    // every generated request was sent (152 root fields: 6,080)
    expect(run.sent).toBe(fields * GRAPHQL_RUNS_PER_FIELD);
    expect(run.sent).toBeGreaterThanOrEqual(5_000);
  }, 600_000);
});
