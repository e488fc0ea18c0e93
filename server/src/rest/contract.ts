import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

/** One REST operation of openapi/api.yaml, with its schemas resolved for validation. */
export type ContractOperation = {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI path under /api, e.g. /adhoc-video/{id} */
  path: string;
  /** Fastify route, e.g. /api/adhoc-video/:id */
  url: string;
  requiresAuth: boolean;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  bodyContentType?: string;
  /** A larger request body limit than the server's default (x-body-limit, in bytes). */
  bodyLimit?: number;
  /** Response body schema per status code ('204' and file responses have none). */
  responses: Record<string, JsonSchema | null>;
};

export type JsonSchema = Record<string, unknown>;

type OpenApiParameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  operationId: string;
  security?: unknown[];
  'x-body-limit'?: number;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};

export const contractPath = fileURLToPath(new URL('../../../openapi/api.yaml', import.meta.url));

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
// keywords of OpenAPI 3.1 that a validator should not see: documentation-only or unknown to Ajv
const STRIP_KEYS = new Set(['contentEncoding', 'example', 'examples', 'deprecated', 'xml', 'externalDocs']);

/** Resolves local $refs (and the shared Problem response) into plain JSON Schema, dropping doc-only keywords. */
function resolve(doc: Record<string, unknown>, node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => resolve(doc, n, seen));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.$ref === 'string') {
    const ref = obj.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
    if (seen.includes(ref)) throw new Error(`Recursive $ref is not supported: ${ref}`);
    let target: unknown = doc;
    for (const part of ref.slice(2).split('/')) target = (target as Record<string, unknown>)[part];
    if (target === undefined) throw new Error(`Unresolved $ref ${ref}`);
    return resolve(doc, target, [...seen, ref]);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (STRIP_KEYS.has(key)) continue;
    if (key === 'format' && value === 'binary') continue;
    // documentation text only: a property may itself be named description
    if ((key === 'description' || key === 'summary') && typeof value === 'string') continue;
    out[key] = resolve(doc, value, seen);
  }
  return out;
}

function parametersSchema(params: OpenApiParameter[], where: 'path' | 'query'): JsonSchema | undefined {
  const selected = params.filter((p) => p.in === where);
  if (selected.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(selected.map((p) => [p.name, p.schema ?? {}])),
    required: selected.filter((p) => p.required || where === 'path').map((p) => p.name),
    // unknown query parameters are refused: a typo should fail loudly, not be ignored
    additionalProperties: false,
  };
}

let cached: ContractOperation[] | null = null;

// The compiled server (scripts/build-server.mjs) carries openapi/api.yaml already parsed, as JSON text: parsing the
// YAML and loading its parser cost about a second of CPU on every start. From the sources it is read as YAML.
declare const __OPENAPI_CONTRACT_JSON__: string | undefined;

function readContract(file: string): Record<string, unknown> {
  if (file === contractPath && typeof __OPENAPI_CONTRACT_JSON__ === 'string') {
    return JSON.parse(__OPENAPI_CONTRACT_JSON__) as Record<string, unknown>;
  }
  const { parse } = createRequire(import.meta.url)('yaml') as typeof Yaml;
  return parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Reads openapi/api.yaml into the list of operations the server must serve. */
export function loadContract(file = contractPath): ContractOperation[] {
  if (cached && file === contractPath) return cached;
  const doc = readContract(file);
  const globalSecurity = (doc.security as unknown[] | undefined) ?? [];
  const operations: ContractOperation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    const item = resolve(doc, rawItem) as Record<string, unknown>;
    const shared = (item.parameters as OpenApiParameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as OpenApiOperation | undefined;
      if (!op) continue;
      const params = [...shared, ...(op.parameters ?? [])];
      const content = op.requestBody?.content ?? {};
      const [bodyContentType, bodyMedia] = Object.entries(content)[0] ?? [];
      const responses: Record<string, JsonSchema | null> = {};
      for (const [status, response] of Object.entries(op.responses)) {
        const json = response.content?.['application/json'];
        responses[status] = json ? json.schema : null;
      }
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        url: '/api' + path.replace(/\{(\w+)\}/g, ':$1'),
        requiresAuth: (op.security ?? globalSecurity).length > 0,
        ...optional('params', parametersSchema(params, 'path')),
        ...optional('querystring', parametersSchema(params, 'query')),
        ...(bodyMedia && bodyContentType === 'application/json' ? { body: bodyMedia.schema } : {}),
        ...(bodyContentType ? { bodyContentType } : {}),
        ...(op['x-body-limit'] ? { bodyLimit: op['x-body-limit'] } : {}),
        responses,
      });
    }
  }
  if (file === contractPath) cached = operations;
  return operations;
}

function optional<K extends string>(key: K, value: JsonSchema | undefined): Partial<Record<K, JsonSchema>> {
  return value ? ({ [key]: value } as Record<K, JsonSchema>) : {};
}
