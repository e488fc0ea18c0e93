import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from './__generated__/api.js';
import type { RequestContext } from '../context.js';

export type OperationId = keyof operations;

/** A schema of openapi/api.yaml's components, as generated: what a service takes or returns at the route boundary. */
export type ApiSchema<N extends keyof components['schemas']> = components['schemas'][N];

type Op<O extends OperationId> = operations[O];

export type PathParams<O extends OperationId> = Op<O>['parameters'] extends { path: infer P } ? P : never;
export type QueryParams<O extends OperationId> = Op<O>['parameters'] extends { query?: infer Q } ? Q : never;
export type JsonBody<O extends OperationId> =
  Op<O> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Op<O> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;

type SuccessStatus = 200 | 201 | 204;
type ResponseOf<O extends OperationId> = Op<O>['responses'];

/** What a handler returns: one of the operation's success statuses with its body, typed by the contract. */
export type RestResult<O extends OperationId> = {
  [S in Extract<keyof ResponseOf<O>, SuccessStatus>]: ResponseOf<O>[S] extends {
    content: { 'application/json': infer B };
  }
    ? { status: S; body: B }
    : ResponseOf<O>[S] extends { content: Record<string, unknown> }
      ? { status: S; file: { data: Buffer; contentType: string; filename: string } }
      : { status: S };
}[Extract<keyof ResponseOf<O>, SuccessStatus>];

export type RestInput<O extends OperationId> = {
  params: PathParams<O>;
  query: QueryParams<O>;
  body: JsonBody<O>;
  ctx: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RestHandler<O extends OperationId> = (input: RestInput<O>) => Promise<RestResult<O>>;

/** Handlers for some operations; the rest answer 501 until built. */
export type RestHandlers = { [O in OperationId]?: RestHandler<O> };
