import { afterAll, beforeAll } from 'vitest';
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  type GraphQLInputType,
} from 'graphql';
import { createTestApp, type TestApp } from './test-app.js';
import type { ContractOperation, JsonSchema } from '../rest/contract.js';

/*
 * Property: no bad request, however malformed, makes the server answer 5xx (or 501). Requests are generated from
 * the contracts (every REST operation of openapi/api.yaml, every root field of both GraphQL APIs) with junk ids,
 * query values, bodies and content types, and sent as the manager (a member of both demo organisations) through
 * app.inject. The seed is fixed so a failure reproduces; BAD_INPUT_SEED runs another sample.
 *
 * The generators and the bookkeeping live here; the REST half runs in bad-input-rest.test.ts and the GraphQL half in
 * bad-input-graphql.test.ts, so that the two vitest workers share them (one file held both: the longest file of the
 * server project, on one worker, while the other had finished).
 */

export const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_261_125);
export const REST_RUNS_PER_OPERATION = 160;
export const GRAPHQL_RUNS_PER_FIELD = 40;
export const MANAGER = 4;

// Values that have reached SQL and broken it, or that parsers get wrong.
const JUNK_ID_TEXT = [
  '1e308',
  '99999999999999999999',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  'true',
  'abc',
  '%00',
  '%ff',
  '%2F',
  "1'--",
  ' 1',
  '١٢',
  '1,2',
  '',
  'x'.repeat(3000),
];
const GOOD_ID_TEXT = ['1', '2', '4', '9', '1001', '1002', '101'];
const JUNK_NUMBERS = [1e308, 1e20, 2147483648, -2147483649, -1, 0, 1.5, Number.MAX_SAFE_INTEGER, -1e308];
const GOOD_NUMBERS = [1, 2, 4, 1001, 1002];

const idText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...JUNK_ID_TEXT) },
  { weight: 1, arbitrary: fc.constantFrom(...GOOD_ID_TEXT) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
);
const junkString = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(...JUNK_ID_TEXT),
  fc.constantFrom('<script>alert(1)</script>', '../../etc/passwd', '\u0000', 'a'.repeat(100_000), '😀'.repeat(50)),
);
const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...JUNK_NUMBERS),
  junkString,
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string()), { maxKeys: 3 }),
);

/** A value shaped like the schema, each part either plausible or junk. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return junkJson;
  const plausible = plausibleFor(schema, depth);
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: junkJson });
}

function plausibleFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(v, depth + 1)));
  if (Array.isArray(schema.allOf)) return valueFor(Object.assign({}, ...(schema.allOf as JsonSchema[])), depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return fc.oneof(fc.constantFrom(...GOOD_NUMBERS, ...JUNK_NUMBERS), fc.integer());
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.oneof(
        junkString,
        fc.constantFrom('1001', '9434765919', '2026-03-02', '2026-03-02T09:00:00Z', 'user@example.com'),
      );
    case 'array':
      return fc.array(valueFor(schema.items as JsonSchema | undefined, depth + 1), { maxLength: 4 });
    case 'object':
    default: {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const entries = Object.entries(properties);
      if (entries.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), junkJson, { maxKeys: 3 });
      return fc.record(Object.fromEntries(entries.map(([key, value]) => [key, valueFor(value, depth + 1)])), {
        requiredKeys: entries.map(([key]) => key).filter((key) => required.has(key) || key.length % 2 === 0),
      });
    }
  }
}

type BadRequest = {
  method: ContractOperation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

function pathFor(op: ContractOperation): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const properties = (op.params?.properties ?? {}) as Record<string, JsonSchema>;
  return fc
    .tuple(
      ...names.map((name) =>
        fc.oneof(idText, properties[name]?.enum ? fc.constantFrom(...(properties[name].enum as string[])) : idText),
      ),
    )
    .map((values) => {
      let i = 0;
      return '/api' + op.path.replace(/\{\w+\}/g, () => encodeURIComponent(values[i++] ?? '') || '%20');
    });
}

function queryFor(op: ContractOperation): fc.Arbitrary<string> {
  const names = Object.keys((op.querystring?.properties ?? {}) as Record<string, unknown>);
  const value = fc.oneof(idText, junkString, fc.constantFrom('true', 'false', '2026-13-45', 'emisweb'));
  const pairs = fc.array(fc.tuple(names.length ? fc.constantFrom(...names, 'unknown_param') : fc.string(), value), {
    maxLength: 5,
  });
  return pairs.map((list) =>
    list.length ? '?' + list.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&') : '',
  );
}

const boundary = '----carebridgefuzz';
function multipartBody(parts: { name: string; filename?: string; type: string; data: string }[]): Buffer {
  const chunks = parts.map(
    (p) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n` +
      `Content-Type: ${p.type}\r\n\r\n${p.data}\r\n`,
  );
  return Buffer.from(chunks.join('') + `--${boundary}--\r\n`, 'latin1');
}

function bodyFor(op: ContractOperation): fc.Arbitrary<Pick<BadRequest, 'headers' | 'payload'>> {
  const json = (schema: JsonSchema | undefined) =>
    valueFor(schema).map((value) => ({
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(value) ?? 'null',
    }));
  const wrongType = fc.oneof(
    fc.constant({ headers: { 'content-type': 'application/json' }, payload: '{"a":' }),
    fc.constant({ headers: { 'content-type': 'text/plain' }, payload: 'hello' }),
    fc.constant({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' }),
    fc.constant({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ a: 'x'.repeat(2000) }) }),
    fc.constant({ headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: 'not multipart' }),
    fc.constant({ headers: {}, payload: undefined }),
  );
  const multipart = fc
    .array(
      fc.record({
        name: fc.constantFrom('file', 'files', 'other', ''),
        filename: fc.option(fc.constantFrom('a.pdf', 'a.exe', '../../x.png', '', 'photo.jpg', 'x'.repeat(300)), {
          nil: undefined,
        }),
        type: fc.constantFrom('application/pdf', 'image/png', 'application/x-msdownload', 'text/html', ''),
        data: fc.oneof(fc.string({ maxLength: 200 }), fc.constant('%PDF-1.4\n'), fc.constant('\x89PNG\r\n\x1a\n')),
      }),
      { maxLength: 3 },
    )
    .map((parts) => ({
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipartBody(parts),
    }));
  if (op.bodyContentType === 'multipart/form-data') return fc.oneof(multipart, wrongType);
  if (op.body) return fc.oneof({ weight: 4, arbitrary: json(op.body) }, { weight: 1, arbitrary: wrongType });
  return fc.oneof(json(undefined), wrongType);
}

export function restRequests(op: ContractOperation): BadRequest[] {
  const arbitrary = fc.tuple(pathFor(op), queryFor(op), bodyFor(op)).map(([path, query, body]) => ({
    method: op.method,
    url: path + query,
    ...(op.method === 'GET' || op.method === 'DELETE' ? { headers: {} } : body),
  }));
  return fc.sample(arbitrary, { seed: SEED + op.operationId.length, numRuns: REST_RUNS_PER_OPERATION });
}

type Failure = { request: string; status: number; body: string };

/**
 * One app (manager signed in per operation or field by the caller) for a file's requests, and the record of what
 * they answered: `failures` holds every 5xx, `sent` counts every request. BAD_INPUT_REPORT=<file> writes the failures
 * of each half to <file> with -rest or -graphql before its extension.
 */
export function fuzzHarness(half: 'rest' | 'graphql') {
  const state = {
    t: undefined as unknown as TestApp,
    failures: [] as Failure[],
    sent: 0,
    record(request: string, status: number, body: string) {
      state.sent += 1;
      if (status >= 500) state.failures.push({ request, status, body: body.slice(0, 300) });
    },
  };
  beforeAll(async () => {
    state.t = await createTestApp();
  });
  afterAll(async () => {
    const report = process.env.BAD_INPUT_REPORT;
    if (report) writeFileSync(report.replace(/(\.\w+)?$/, `-${half}$1`), JSON.stringify(state.failures, null, 1));
    await state.t?.close();
  });
  return state;
}

/** A well-typed GraphQL variable value (so it reaches the resolver) with junk contents. */
export function graphqlValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return graphqlValue(type.ofType as GraphQLInputType, depth);
  const nullable = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
  if (type instanceof GraphQLList) {
    return nullable(fc.array(graphqlValue(type.ofType as GraphQLInputType, depth + 1), { maxLength: 3 }));
  }
  if (type instanceof GraphQLEnumType) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, graphqlValue(f.type, depth + 1)])), {
      requiredKeys: fields.filter((f) => f.type instanceof GraphQLNonNull).map((f) => f.name),
    });
  }
  if (type instanceof GraphQLScalarType) {
    switch (type.name) {
      case 'ID':
        return idText;
      case 'Int':
        return fc.oneof(fc.constantFrom(0, -1, 1, 1001, 2147483647, -2147483648), fc.integer());
      case 'Float':
        return fc.oneof(
          fc.constantFrom(0, -1, 1.5, 1e308, -1e308),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
        );
      case 'Boolean':
        return fc.boolean();
      default:
        return junkString;
    }
  }
  return fc.constant(null);
}
