import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { AppDeps, GraphQLContext, RequestContext } from './context.js';
import type { ServerConfig } from './config.js';
import { registerContractRoutes, problemErrorHandler } from './rest/register.js';
import type { RestHandlers } from './rest/types.js';
import { buildExecutableSchema, mergeResolvers } from './graphql/schema.js';
import { loadTrustedDocuments, useTrustedDocuments } from './graphql/trusted-documents.js';
import { attachRealtime, type Realtime } from './realtime/socket.js';
import { connectRedisAdapter } from './realtime/redis.js';
import { contentSecurityPolicyWithNonce, registerSecurityHeaders } from './security/headers.js';
import { registerResponseCompression } from './http/compression.js';
import { withProblemErrors } from './auth/graphql-errors.js';
import { serverModules } from './modules/registry.js';
import type { ServerModule } from './modules/server-module.js';
import { graphqlProtection } from './graphql/limits.js';

/** The REST handlers of every module (registry.ts), keyed by operationId. */
export function restHandlersOf(modules: readonly ServerModule[]): RestHandlers {
  const handlers: RestHandlers = {};
  for (const module of modules) {
    for (const [operationId, handler] of Object.entries(module.rest?.() ?? {})) {
      if (operationId in handlers) throw new Error(`${operationId} is handled by two modules (${module.name})`);
      Object.assign(handlers, { [operationId]: handler });
    }
  }
  return handlers;
}

export const restHandlers: RestHandlers = restHandlersOf(serverModules);

// each module's listeners on the events of the modules below it (modules/events.ts), once per process
for (const module of serverModules) module.connect?.();

/** The root fields callable without a bearer token (noAuth in spec §7), as each module declares them. */
function publicFieldsOf(modules: readonly ServerModule[], api: 'main' | 'clinical'): Set<string> {
  return new Set(modules.flatMap((m) => (api === 'main' ? m.publicFields : m.clinicalPublicFields) ?? []));
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** The header a journey of the end-to-end suite shortens its bearer tokens with (TEST_ACCESS_TOKEN_TTL_HEADER). */
export const TEST_ACCESS_TOKEN_TTL_HEADER = 'x-test-access-token-ttl';

/**
 * The settings one request runs with: the server's, except that, where TEST_ACCESS_TOKEN_TTL_HEADER is on, the
 * tokens issued to a request asking for a shorter lifetime get it (never a longer one).
 */
function requestConfig(request: FastifyRequest, config: ServerConfig): ServerConfig {
  if (!config.testAccessTokenTtlHeader) return config;
  const asked = Number(request.headers[TEST_ACCESS_TOKEN_TTL_HEADER]);
  if (!Number.isInteger(asked) || asked < 1 || asked >= config.accessTokenTtlSeconds) return config;
  return { ...config, accessTokenTtlSeconds: asked };
}

/**
 * A request URL for the log: the path, with only the GraphQL operation name kept from the query string (every
 * other parameter's value is replaced), so no patient identifier reaches the log.
 */
// path segments that are the only key to a patient's page (a self-book link's token): never logged either
const SECRET_PATH = /\/(booking-link|consult\/book|mobile-arrival|consult\/arrive)\/[^/?]+/g;

export function redactQuery(url: string): string {
  url = url.replace(SECRET_PATH, '/$1/[redacted]');
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = [...params.keys()].map((key) =>
    key === 'operationName' ? `${key}=${params.get(key) ?? ''}` : `${key}=[redacted]`,
  );
  return `${url.slice(0, at)}?${[...new Set(kept)].join('&')}`;
}

let schemas: { main: GraphQLSchema; clinical: GraphQLSchema } | undefined;

/**
 * The two GraphQL APIs' executable schemas, built on first use and shared by every app in the process: the modules'
 * resolvers take everything they use (database, clock, caller) from each request's context. main.ts builds them
 * while the database opens.
 */
export function executableSchemas(): { main: GraphQLSchema; clinical: GraphQLSchema } {
  schemas ??= {
    main: buildExecutableSchema(
      'main',
      mergeResolvers(
        ...serverModules.flatMap((m) => [
          ...(m.plainMainResolvers ? [m.plainMainResolvers()] : []),
          ...(m.mainResolvers ? [withProblemErrors(m.mainResolvers())] : []),
        ]),
      ),
      publicFieldsOf(serverModules, 'main'),
    ),
    clinical: buildExecutableSchema(
      'clinical',
      mergeResolvers(
        ...serverModules.flatMap((m) => (m.clinicalResolvers ? [withProblemErrors(m.clinicalResolvers())] : [])),
      ),
      publicFieldsOf(serverModules, 'clinical'),
    ),
  };
  return schemas;
}

/** Builds the whole server without listening: used by main.ts and by tests through app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh_token'],
              censor: '[redacted]',
            },
            // query strings may hold patient identifiers (an NHS number searched for, a name): never logged
            serializers: {
              req: (req: { method: string; url: string; hostname?: string; ip?: string; id?: string }) => ({
                method: req.method,
                url: redactQuery(req.url),
                hostname: req.hostname,
                remoteAddress: req.ip,
              }),
            },
            // readable lines for a person at a terminal; JSON lines for anything that collects logs
            ...(process.stdout.isTTY && deps.config.env !== 'test'
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
              : {}),
          },
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    // request ids make one request's log lines easy to find
    genReqId: () => crypto.randomUUID(),
  });

  registerSecurityHeaders(app, { production: deps.config.env === 'production' });
  registerResponseCompression(app);
  app.setErrorHandler(problemErrorHandler);

  const redis = deps.config.redisUrl
    ? await connectRedisAdapter(deps.config.redisUrl, deps.config.redisPrefix, app.log)
    : null;
  const realtime = attachRealtime(app.server, deps, app.log, redis);
  app.decorate('realtime', realtime);
  // before the HTTP server stops: open websockets would otherwise keep it from closing (SIGTERM would hang)
  app.addHook('preClose', async () => realtime.close());

  const contextCache = new WeakMap<FastifyRequest, Promise<RequestContext>>();
  const makeContext = (request: FastifyRequest): Promise<RequestContext> => {
    let ctx = contextCache.get(request);
    if (!ctx) {
      ctx = deps.authenticator.authenticate(bearerToken(request)).then((user) => ({
        ...deps,
        config: requestConfig(request, deps.config),
        user,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        log: request.log,
        realtime: realtime.publisher,
      }));
      contextCache.set(request, ctx);
    }
    return ctx;
  };

  for (const module of serverModules) await module.register?.(app);
  registerContractRoutes(app, restHandlers, makeContext, { strictResponses: deps.config.strictResponses });

  const { main: mainSchema, clinical: clinicalSchema } = executableSchemas();
  const production = deps.config.env === 'production';
  const graphiql = deps.config.env === 'development';
  const enforce = deps.config.trustedDocuments;
  mountYoga(app, '/api/graphql', mainSchema, makeContext, {
    production,
    graphiql,
    plugins: [useTrustedDocuments({ documents: loadTrustedDocuments('main'), enforce })],
  });
  // attach carries files as base64: room for a 10 MB upload (spec §5 attachments) and its record
  mountYoga(app, '/api/clinical/graphql', clinicalSchema, makeContext, {
    production,
    graphiql,
    bodyLimit: 16 * 1024 * 1024,
    plugins: [useTrustedDocuments({ documents: loadTrustedDocuments('clinical'), enforce })],
  });

  await registerClient(app, deps.config.staticDir, {
    openTok: deps.video?.name === 'opentok',
    mapTilesUrl: deps.config.mapTilesUrl ?? null,
  });
  return app;
}

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

function mountYoga(
  app: FastifyInstance,
  endpoint: string,
  schema: GraphQLSchema,
  makeContext: (request: FastifyRequest) => Promise<RequestContext>,
  {
    production,
    graphiql,
    bodyLimit,
    plugins = [],
  }: {
    production: boolean;
    graphiql: boolean;
    bodyLimit?: number;
    plugins?: Plugin<ServerContext & GraphQLContext>[];
  },
) {
  const yoga: YogaServerInstance<ServerContext, GraphQLContext> = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: endpoint,
    // GraphiQL in development only; production refuses introspection and field suggestions (graphql/limits.ts)
    graphiql,
    landingPage: false,
    // limits (graphql/limits.ts) first, then the caller's (trusted documents)
    plugins: [...graphqlProtection({ production }), ...plugins],
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
    context: async ({ req }) => makeContext(req),
    // trusted documents: a request may name its operation by documentId (graphql/trusted-documents.ts)
    extraParamNames: ['documentId'],
  });
  app.route({
    url: endpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    ...(bodyLimit ? { bodyLimit } : {}),
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}

/**
 * Serves the built SPA with a fallback to index.html for client routes; /api and /socket.io never fall back.
 * index.html is sent with a fresh style nonce in its CSP and in a meta tag the client reads.
 */
async function registerClient(
  app: FastifyInstance,
  staticDir: string | null,
  options: { openTok: boolean; mapTilesUrl: string | null },
) {
  const root = staticDir ? resolve(staticDir) : null;
  const indexPath = root === null ? null : join(root, 'index.html');
  const indexHtml = indexPath !== null && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  // the patients' and devices' pages (/consult/…, /arrivals/…) have their own lighter entry when the build made one
  const patientPath = root === null ? null : join(root, 'patient.html');
  const patientHtml = patientPath !== null && existsSync(patientPath) ? readFileSync(patientPath, 'utf8') : indexHtml;
  if (root !== null && indexHtml !== null) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // brotli and gzip copies written at build time (scripts/precompress.mjs): sent with content-encoding and
      // vary: accept-encoding to clients that accept them
      preCompressed: true,
      setHeaders: (reply, path) => {
        // hashed file names never change
        reply.header('cache-control', path.includes('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/socket.io');
    // a missing file (/robots.txt, an old bundle) is a 404, not the app's HTML under a wrong type
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!isApi && !isFile && indexHtml !== null && (request.method === 'GET' || request.method === 'HEAD')) {
      const nonce = randomBytes(16).toString('base64');
      reply.header('cache-control', 'no-store');
      reply.header('content-security-policy', contentSecurityPolicyWithNonce(nonce, options));
      const html = /^\/(consult|arrivals)(\/|$|\?)/.test(request.url) ? (patientHtml ?? indexHtml) : indexHtml;
      return reply
        .type('text/html; charset=utf-8')
        .send(html.replace('<head>', `<head><meta name="csp-nonce" content="${nonce}">`));
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
