import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

const generatedRoot = fileURLToPath(new URL('../../../src/shared/api/graphql/', import.meta.url));

/**
 * The operations the client was built with (`npm run codegen` writes them beside its generated types): document id
 * (`sha256:…`) → document.
 */
export function loadTrustedDocuments(api: 'main' | 'clinical'): Map<string, string> {
  const file = `${generatedRoot}${api}/__generated__/persisted-documents.json`;
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

type PersistedParams = {
  query?: unknown;
  documentId?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } } | null;
};

const badRequest = (message: string, code: string) =>
  createGraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * Trusted documents: a request may name one of the generated operations by its id (`documentId`, or Apollo's
 * `extensions.persistedQuery.sha256Hash`) instead of sending its text, which the production client does. With
 * `enforce` (production) nothing else runs: a query sent as text is refused, so only operations the client was
 * built with reach the schema. Without it (development, GraphiQL, tests) any query runs as well.
 */
export function useTrustedDocuments<TContext extends object>(options: {
  documents: Map<string, string>;
  enforce: boolean;
}): Plugin<TContext> {
  return {
    onParams({ params, setParams }) {
      const persisted = params as PersistedParams;
      const hash = persisted.extensions?.persistedQuery?.sha256Hash;
      const id =
        typeof persisted.documentId === 'string' ? persisted.documentId : hash ? `sha256:${String(hash)}` : null;
      if (id !== null) {
        const query = options.documents.get(id);
        if (query === undefined) throw badRequest(`Unknown document id ${id}`, 'PERSISTED_QUERY_NOT_FOUND');
        setParams({ ...params, query });
        return;
      }
      if (options.enforce) {
        throw badRequest(
          'Only the operations this client was built with are accepted: send its documentId.',
          'PERSISTED_QUERY_ONLY',
        );
      }
    },
  };
}
