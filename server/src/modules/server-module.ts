import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context.js';
import type { RestHandlers } from '../rest/types.js';
import type { Resolvers as MainResolvers } from '../graphql/__generated__/main-resolvers.js';
import type { Resolvers as ClinicalResolvers } from '../graphql/__generated__/clinical-resolvers.js';

/** What a background job is given when the server starts (main.ts). */
export type WorkerDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'messaging'>;

/**
 * What a server module contributes to the app. Each module's index.ts exports one; registry.ts lists them and
 * app.ts / main.ts iterate the list (server/src/modules/README.md).
 *
 * The contributions are functions, read when the app is built rather than when index.ts is evaluated: modules
 * import each other only through their index files, so an index may be evaluated before the files it
 * re-exports have finished loading (an ES module cycle), and a plain `{ rest: fooRoutes }` would read an
 * uninitialised binding.
 */
export type ServerModule = {
  /** The folder name under server/src/modules/. */
  name: string;
  /** Handlers of openapi/api.yaml operations, keyed by operationId. */
  rest?: () => RestHandlers;
  /** Runs on the Fastify instance before the REST routes are registered (a content-type parser, say). */
  register?: (app: FastifyInstance) => Promise<void> | void;
  /** Resolvers of the main GraphQL API (schema/main). A thrown HttpProblem becomes a GraphQL error with its code. */
  mainResolvers?: () => MainResolvers;
  /** Main API resolvers mounted as they are, without the HttpProblem translation. */
  plainMainResolvers?: () => MainResolvers;
  /** Root fields of the main API callable without a bearer token (noAuth in spec §7), as `Query.x` / `Mutation.y`. */
  publicFields?: readonly string[];
  /** Resolvers of the clinical-system GraphQL API (schema/clinical). */
  clinicalResolvers?: () => ClinicalResolvers;
  /** Root fields of the clinical API callable without a bearer token. */
  clinicalPublicFields?: readonly string[];
  /**
   * Adds the module's listeners to the events of modules below it (events.ts), e.g. notifications listening to
   * messages' `requestsChanged`. app.ts calls it for every module when it loads, before any request is handled.
   */
  connect?: () => void;
  /** Starts the module's background jobs once the server is built (main.ts; never in tests). */
  start?: (app: FastifyInstance, deps: WorkerDeps) => void;
};

/** Declares a module; only checks the shape. */
export function defineModule(module: ServerModule): ServerModule {
  return module;
}
