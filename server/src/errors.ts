import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';

// Errors are created through Yoga so they are instances of the graphql module Yoga itself loaded (vitest can
// load graphql twice, ESM and CJS, and Yoga masks errors it does not recognise).

/** An error with an HTTP status and a message fit to show the user. */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  423: 'Locked',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
};

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}

export const unauthenticated = () => new HttpProblem(401, 'Unauthenticated.', 'UNAUTHENTICATED');
export const forbidden = (message = 'You do not have access to this organisation') =>
  new HttpProblem(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found') => new HttpProblem(404, message, 'NOT_FOUND');

/** GraphQL counterpart: the client refreshes its token on this code (spec §8). */
export const graphqlUnauthenticated = (): GraphQLError =>
  createGraphQLError('Unauthenticated.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } } });

export const graphqlForbidden = (message = 'You do not have access to this organisation'): GraphQLError =>
  createGraphQLError(message, { extensions: { code: 'FORBIDDEN' } });

export function graphqlNotImplemented(field: string): GraphQLError {
  return createGraphQLError(`${field} is not implemented yet on this server`, {
    extensions: { code: 'NOT_IMPLEMENTED' },
  });
}
