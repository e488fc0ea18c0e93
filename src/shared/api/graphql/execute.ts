import { authBridge, freshAccessToken, trackAuthenticatedCall } from '../auth-bridge';
import { GraphQLRequestError, isUnauthenticated, type GraphQLErrorItem } from '../errors';
import { fitsKeepalive } from '../keepalive';

/** A typed GraphQL document string, as the client preset generates (documentMode: 'string'). */
// the generated TypedDocumentString extends String, so this must too
// eslint-disable-next-line @typescript-eslint/no-wrapper-object-types
export interface TypedDocument<TResult, TVariables> extends String {
  __apiType?: (variables: TVariables) => TResult;
  /** The document id codegen gave it (persisted-documents.json): what the production build sends instead of the text. */
  __meta__?: Record<string, unknown> | undefined;
}

export type ExecuteOptions = {
  /** Which GraphQL API: main (/api/graphql) or clinical (/api/clinical/graphql). */
  api?: 'main' | 'clinical';
  /** Send no bearer token and never refresh (spec §7 noAuth). */
  noAuth?: boolean;
  signal?: AbortSignal;
  /** The sign-out call itself: sent after beginSignOut, when nothing else is. */
  signingOut?: boolean;
  /**
   * The request outlives the page (fetch keepalive): for what must reach the server even if the page goes away. A
   * body too large for keepalive goes as an ordinary request.
   */
  keepalive?: boolean;
};

declare global {
  interface ImportMetaEnv {
    /** rsbuild: true in production builds only. */
    readonly PROD?: boolean;
  }
}

const ENDPOINTS = { main: '/api/graphql', clinical: '/api/clinical/graphql' } as const;
const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

export function operationNameOf(document: string): string {
  const match = OPERATION_NAME.exec(document);
  if (!match?.[1]) throw new Error('GraphQL documents must be named operations');
  return match[1];
}

/**
 * The request body: in the production build only the generated document's id (the server accepts no other
 * operation there, and the request is shorter); elsewhere the text, which MSW and GraphiQL read.
 */
function requestBody(document: string, documentId: string | null, variables: unknown, operationName: string) {
  return import.meta.env.PROD && documentId
    ? { documentId, variables: variables ?? {}, operationName }
    : { query: document, variables: variables ?? {}, operationName };
}

async function post<TResult>(
  document: string,
  documentId: string | null,
  variables: unknown,
  options: ExecuteOptions,
  operationName: string,
): Promise<TResult> {
  const token = options.noAuth ? null : await freshAccessToken({ signingOut: options.signingOut === true });
  // spec §7: the operation name rides in the query string so logs and proxies can see it
  const url = `${ENDPOINTS[options.api ?? 'main']}?operationName=${encodeURIComponent(operationName)}`;
  const body = JSON.stringify(requestBody(document, documentId, variables, operationName));
  const sent = fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
    cache: 'no-store',
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.keepalive && fitsKeepalive(body) ? { keepalive: true } : {}),
  });
  const response = await (token ? trackAuthenticatedCall(sent) : sent);
  type Payload = { data?: TResult | null; errors?: GraphQLErrorItem[] };
  const payload = (await response.json().catch(() => null)) as Payload | null;
  if (response.status === 401) {
    throw new GraphQLRequestError(operationName, [
      { message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } },
    ]);
  }
  if (payload?.errors?.length) throw new GraphQLRequestError(operationName, payload.errors);
  if (!response.ok || !payload || payload.data == null) {
    throw new GraphQLRequestError(operationName, [
      { message: `Response not successful: Received status code ${response.status}` },
    ]);
  }
  return payload.data;
}

/**
 * Runs a generated GraphQL operation and returns its data. On UNAUTHENTICATED, 'Unauthenticated.' or a 401 it
 * refreshes the token and retries once, unless the operation is noAuth (spec §8).
 */
export async function execute<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  ...[variables, options = {}]: TVariables extends Record<string, never>
    ? [variables?: TVariables, options?: ExecuteOptions]
    : [variables: TVariables, options?: ExecuteOptions]
): Promise<TResult> {
  const source = document.toString();
  const operationName = operationNameOf(source);
  const hash = document.__meta__?.['hash'];
  const documentId = typeof hash === 'string' ? hash : null;
  try {
    return await post<TResult>(source, documentId, variables, options, operationName);
  } catch (error) {
    if (options.noAuth || !isUnauthenticated(error)) throw error;
    await authBridge().refresh();
    return post<TResult>(source, documentId, variables, options, operationName);
  }
}
