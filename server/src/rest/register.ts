import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { loadContract, type ContractOperation } from './contract.js';
import type { RestHandlers, RestHandler, OperationId } from './types.js';
import { HttpProblem, statusText } from '../errors.js';
import type { RequestContext } from '../context.js';
import { findNulCharacter } from '../security/input.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

// Bodies are validated exactly as sent (no type coercion); path and query strings are coerced to their types.
const bodyAjv = addFormats(new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: true }));
const stringPartAjv = addFormats(new Ajv({ allErrors: true, strict: false, coerceTypes: 'array', useDefaults: true }));
const responseAjv = addFormats(new Ajv({ allErrors: true, strict: false }));

export type ContextFactory = (request: FastifyRequest) => Promise<RequestContext>;

/**
 * Registers every operation of openapi/api.yaml: requests are validated against the contract, callers are
 * authenticated where the contract asks for it, and responses are checked against it (rejected in development
 * and tests, logged in production). Operations without a handler answer 501.
 */
export function registerContractRoutes(
  app: FastifyInstance,
  handlers: RestHandlers,
  makeContext: ContextFactory,
  options: { strictResponses: boolean },
): ContractOperation[] {
  const contract = loadContract();
  // Every validator is compiled on its first use: compiling the whole contract's (about 1.5 s of CPU, a quarter of
  // the server's start) would delay the first answer for operations most starts never see.
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : stringPartAjv;
    return refusingNulCharacters(compiledOnFirstUse(() => ajv.compile(schema)));
  });

  for (const op of contract) {
    const handler = handlers[op.operationId as OperationId] as RestHandler<OperationId> | undefined;
    const responseValidators = new Map<number, ValidateFunction>();
    for (const [status, schema] of Object.entries(op.responses)) {
      if (schema)
        responseValidators.set(
          Number(status),
          compiledOnFirstUse(() => responseAjv.compile(schema)),
        );
    }
    app.route({
      method: op.method,
      url: op.url,
      schema: {
        ...(op.params ? { params: op.params } : {}),
        ...(op.querystring ? { querystring: op.querystring } : {}),
        ...(op.body ? { body: op.body } : {}),
      },
      // multipart bodies are streamed by the handler itself (@fastify/multipart, with its own size limits)
      ...(op.bodyLimit ? { bodyLimit: op.bodyLimit } : {}),
      handler: async (request, reply) => {
        const ctx = await makeContext(request);
        if (op.requiresAuth && !ctx.user) throw new HttpProblem(401, 'Unauthenticated.', 'UNAUTHENTICATED');
        if (!handler) {
          throw new HttpProblem(501, `${op.operationId} is not implemented yet on this server`, 'NOT_IMPLEMENTED');
        }
        // framework glue: one registration loop serves every operation, so the handler's input types (each operation's
        // generated params, query and body) cannot be named here; the contract validation above has checked them
        const result = await handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          ctx,
          request,
          reply,
        });
        return send(op, reply, result as SendableResult, responseValidators, options.strictResponses, request);
      },
    });
  }
  return contract;
}

/** A validator that compiles its schema the first time it is called, and behaves as the compiled one after. */
function compiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const ok = compiled(data);
    validate.errors = compiled.errors;
    return ok;
  }) as ValidateFunction;
  return validate;
}

/** Every request part is refused when its text holds a NUL character, with the contract's own checks after. */
function refusingNulCharacters(validate: ValidateFunction): ValidateFunction & ((data: unknown) => boolean) {
  const wrapped = ((data: unknown) => {
    const at = findNulCharacter(data);
    if (at !== null) {
      wrapped.errors = [
        { instancePath: at, schemaPath: '#', keyword: 'nul', params: {}, message: 'must not contain NUL characters' },
      ];
      return false;
    }
    const ok = validate(data);
    wrapped.errors = validate.errors;
    return ok;
  }) as ValidateFunction & ((data: unknown) => boolean);
  return wrapped;
}

type SendableResult = {
  status: number;
  body?: unknown;
  file?: { data: Buffer; contentType: string; filename: string };
};

function send(
  op: ContractOperation,
  reply: FastifyReply,
  result: SendableResult,
  validators: Map<number, ValidateFunction>,
  strict: boolean,
  request: FastifyRequest,
) {
  reply.code(result.status);
  if (result.file) {
    const safeName = result.file.filename.replace(/[^\w.\- ]/g, '_');
    reply.header('content-type', result.file.contentType);
    reply.header('content-disposition', `attachment; filename="${safeName}"`);
    return reply.send(result.file.data);
  }
  if (result.status === 204) return reply.send();
  const validate = validators.get(result.status);
  if (!validate) {
    request.log.error({ operationId: op.operationId, status: result.status }, 'status not in the contract');
    if (strict) throw new HttpProblem(500, `Response status ${result.status} is not in the contract`);
  } else if (!validate(result.body)) {
    request.log.error({ operationId: op.operationId, errors: validate.errors }, 'response breaks the contract');
    if (strict) {
      throw new HttpProblem(
        500,
        `Response of ${op.operationId} breaks the contract: ${responseAjv.errorsText(validate.errors)}`,
      );
    }
  }
  return reply.send(result.body);
}

/** Error responses in the contract's Problem shape, with Fastify's validation errors mapped per field. */
export function problemErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpProblem) {
    return reply.code(error.statusCode).send({
      statusCode: error.statusCode,
      error: statusText(error.statusCode),
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
    });
  }
  const fastifyError = error as {
    validation?: { instancePath: string; message?: string; params?: Record<string, unknown> }[];
    validationContext?: string;
    statusCode?: number;
    message?: string;
  };
  if (fastifyError.validation) {
    const fields: Record<string, string> = {};
    for (const issue of fastifyError.validation) {
      const missing = issue.params?.missingProperty;
      const extra = issue.params?.additionalProperty;
      const key =
        issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
        String(missing ?? extra ?? '') ||
        fastifyError.validationContext ||
        'request';
      fields[key] ??= extra ? `${String(extra)} is not allowed` : (issue.message ?? 'is invalid');
    }
    return reply.code(400).send({
      statusCode: 400,
      error: statusText(400),
      code: 'VALIDATION_FAILED',
      message: `The ${fastifyError.validationContext ?? 'request'} is not valid: ${Object.entries(fields)
        .map(([k, v]) => `${k} ${v}`)
        .join('; ')}`,
      fields,
    });
  }
  const status = fastifyError.statusCode && fastifyError.statusCode >= 400 ? fastifyError.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.code(status).send({
    statusCode: status,
    error: statusText(status),
    // never leak internals on a 500
    message: status >= 500 ? 'Sorry, a problem was encountered.' : (fastifyError.message ?? statusText(status)),
  });
}
