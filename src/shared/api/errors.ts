/** A REST call answered with a non-success status other than 404 (spec §8 wording). */
export class RestError extends Error {
  constructor(
    readonly status: number,
    /** The server's Problem body, when it sent one: its message is fit to show the user. */
    readonly problem: { message?: string; code?: string; fields?: Record<string, string> } | null,
  ) {
    super(`Response not successful: Received status code ${status}`);
    this.name = 'RestError';
  }
}

export type GraphQLErrorItem = {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; fields?: Record<string, string> };
};

/** A GraphQL response carrying errors; `code` is the first error's extensions.code. */
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  constructor(
    readonly operationName: string,
    readonly errors: GraphQLErrorItem[],
  ) {
    super(errors.map((e) => e.message).join('; ') || `GraphQL operation ${operationName} failed`);
    this.name = 'GraphQLRequestError';
    this.code = errors[0]?.extensions?.code;
  }
}

/** The message to show a user for a failed call: the server's own message when it gave one. */
export function errorMessage(error: unknown): string {
  if (error instanceof RestError) return error.problem?.message ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** spec §8: these mean the bearer token must be refreshed and the call retried once. */
export function isUnauthenticated(error: unknown): boolean {
  if (error instanceof RestError) return error.status === 401;
  if (error instanceof GraphQLRequestError) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || e.message === 'Unauthenticated.');
  }
  return false;
}

/**
 * Whether a failed read may succeed if asked again: a network failure, a server error (5xx, or a GraphQL error the
 * server gave no code or INTERNAL_SERVER_ERROR), a timeout or a rate limit (408, 429). A refusal or a bad request
 * (any other 4xx; a GraphQL error with a code: FORBIDDEN, NOT_FOUND, a validation) would fail the same way, so it
 * shows at once; an authentication failure has already been refreshed and retried once by the transport (spec §8).
 */
export function isWorthRetrying(error: unknown): boolean {
  if (isUnauthenticated(error)) return false;
  if (error instanceof RestError) return error.status >= 500 || error.status === 408 || error.status === 429;
  if (error instanceof GraphQLRequestError) {
    return error.errors.every((e) => e.extensions?.code === undefined || e.extensions.code === 'INTERNAL_SERVER_ERROR');
  }
  return true;
}

/** The per-field messages of a failed validation (REST Problem fields, GraphQL extensions.fields), or {}. */
export function errorFields(error: unknown): Record<string, string> {
  if (error instanceof RestError) return error.problem?.fields ?? {};
  if (error instanceof GraphQLRequestError) return error.errors[0]?.extensions?.fields ?? {};
  return {};
}
