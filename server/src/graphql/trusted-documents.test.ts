import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { loadConfig } from '../config.js';
import { loadTrustedDocuments } from './trusted-documents.js';

const main = loadTrustedDocuments('main');
const clinical = loadTrustedDocuments('clinical');
const idOf = (documents: Map<string, string>, start: string) =>
  [...documents.entries()].find(([, document]) => document.startsWith(start))?.[0] ?? '';

let production: TestApp;
let open: TestApp;

beforeAll(async () => {
  // the production server's setting (GRAPHQL_TRUSTED_DOCUMENTS defaults to on there); tests default to off
  production = await createTestApp({ config: { trustedDocuments: true } });
  open = await createTestApp();
});
afterAll(async () => {
  await production.close();
  await open.close();
});

function post(t: TestApp, url: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });
}

describe('trusted documents in production', () => {
  it('is on by default only in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustedDocuments).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_TRUSTED_DOCUMENTS: 'off' }).trustedDocuments).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).trustedDocuments).toBe(false);
  });

  it('runs a generated operation named by its document id', async () => {
    const documentId = idOf(main, 'query Config ');
    expect(documentId).toMatch(/^sha256:[0-9a-f]{64}$/);
    const response = await post(production, '/api/graphql?operationName=Config', {
      documentId,
      variables: {},
      operationName: 'Config',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.config.environment).toBeTruthy();
  });

  it('refuses an operation sent as text, even one the client has, before it runs', async () => {
    const response = await post(production, '/api/graphql', { query: main.get(idOf(main, 'query Config ')) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: 'Only the operations this client was built with are accepted: send its documentId.',
      extensions: { code: 'PERSISTED_QUERY_ONLY' },
    });
    const made = await post(production, '/api/graphql', { query: '{ __schema { types { name } } }' });
    expect(made.statusCode).toBe(400);
    expect(made.json().data).toBeUndefined();
  });

  it('refuses a document id the client was not built with', async () => {
    const response = await post(production, '/api/graphql', { documentId: `sha256:${'0'.repeat(64)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('guards the clinical API the same way, with its own documents', async () => {
    const text = await post(production, '/api/clinical/graphql', { query: '{ version }' });
    expect(text.statusCode).toBe(400);
    const version = idOf(clinical, 'query ClinicalVersion');
    const byId = await post(production, '/api/clinical/graphql', { documentId: version });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data.version).toBeTruthy();
    // a main document is not a clinical one
    const wrongApi = await post(production, '/api/clinical/graphql', { documentId: idOf(main, 'query Config ') });
    expect(wrongApi.statusCode).toBe(400);
  });
});

describe('outside production', () => {
  it('runs any query as text, and document ids too', async () => {
    const text = await post(open, '/api/graphql', { query: '{ version }' });
    expect(text.statusCode).toBe(200);
    expect(text.json().data.version).toBeTruthy();
    const byId = await post(open, '/api/graphql', { documentId: idOf(main, 'query Config ') });
    expect(byId.json().data.config).toBeTruthy();
  });
});
