// Compiles the reference server to JavaScript so production runs without a TypeScript compiler. `npm start` calls it
// when the bundle is missing or older than its sources.
//
// The entry sits at server/dist/bin/main.js, as deep as the sources (server/src/<module>/<file>.ts), so the paths the
// server resolves from import.meta.url (migrations, GraphQL schema, OpenAPI contract) stay valid; the chunks of what
// it loads only on demand (node-postgres, the Redis adapter, the migrator, …) sit beside it.
//
// Its npm dependencies are compiled in too: resolving and reading the ~1,500 files of fastify, graphql-yoga, socket.io,
// drizzle and the rest one by one took about 0.4 s of CPU (1 s and more on a busy machine) of every start. Left as
// imports: what has to load from its own package folder (see EXTERNAL).
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE } from './server-runtime.mjs';

const OUT_DIR = 'server/dist/bin';
// the lock file too: the dependencies are in the bundle, so an upgrade needs a new one
const SOURCES = [
  'server/src',
  'schema/realtime',
  'server/tsconfig.json',
  'package.json',
  'package-lock.json',
  'openapi/api.yaml',
  'scripts/build-server.mjs',
  'scripts/server-runtime.mjs',
];

/**
 * Packages loaded from node_modules at run time rather than compiled in: PGlite reads its WebAssembly and data files
 * next to its own module; argon2 is a native addon; pino starts its log transports (pino-pretty at a terminal) in a
 * worker thread that loads them by package name. The CommonJS packages the server import()s only when configured
 * (Redis, GOV.UK Notify) stay out too: split into a chunk of their own, such a package keeps only its default export,
 * and `const { createClient } = await import('redis')` found nothing. socket.io's adapter package goes with the Redis
 * adapter, so both share one copy. The rest are optional native helpers their users try to load.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'pino',
  'pino-pretty',
  'redis',
  '@socket.io/redis-adapter',
  'socket.io-adapter',
  'notifications-node-client',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when the bundle is missing or a source changed after it was built. */
export function serverBuildIsStale() {
  const built = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  return built < Math.max(...SOURCES.map(newestMtime));
}

export async function buildServer() {
  const [{ build }, { parse }] = await Promise.all([import('esbuild'), import('yaml')]);
  // the REST contract goes in already parsed (server/src/rest/contract.ts): no YAML parsing at start
  const contract = JSON.stringify(parse(readFileSync('openapi/api.yaml', 'utf8')));
  rmSync(OUT_DIR, { recursive: true, force: true });
  await build({
    define: { __OPENAPI_CONTRACT_JSON__: JSON.stringify(contract) },
    entryPoints: ['server/src/main.ts'],
    outdir: OUT_DIR,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    // what main.ts and the modules import() only when they need it stays out of the entry (not parsed at start)
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // the CommonJS packages compiled in call require() for Node's built-in modules
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    tsconfig: 'server/tsconfig.json',
    // no comments or indentation: less to parse at start and a smaller source string held in memory; names are kept,
    // and the source map (without the sources' text, which --enable-source-maps would otherwise hold in memory too)
    // points stack traces at the TypeScript and package files when the server runs with --enable-source-maps
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
    // tests live beside the sources but are never imported by main.ts
  });
  try {
    assertOneByte(
      readdirSync(OUT_DIR)
        .filter((name) => name.endsWith('.js'))
        .map((name) => join(OUT_DIR, name)),
    );
  } catch (error) {
    // no bundle left behind that `npm start` would take for a fresh one
    rmSync(OUT_DIR, { recursive: true, force: true });
    throw error;
  }
}

/**
 * esbuild writes strings with \u escapes, but it cannot escape the text of a tagged template (the SQL of drizzle's
 * sql`` keeps its raw text). One character beyond Latin-1 there (a minus sign, a dash) and V8 holds that file's whole
 * source, 3.8 MB for the entry, at two bytes a character for the life of the process: 3.7 MB more idle memory. The
 * build refuses it, and leaves no bundle behind.
 */
function assertOneByte(files) {
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const at = text.search(/[\u0100-\uffff]/);
    if (at >= 0) {
      throw new Error(
        `build-server: ${file} has a character beyond Latin-1 (${JSON.stringify(text[at])}) in ` +
          `${JSON.stringify(text.slice(Math.max(0, at - 60), at + 20))}: write it in ASCII in the source ` +
          '(a tagged template, such as SQL, keeps its text as written)',
      );
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildServer();
  console.log(`built ${SERVER_BUNDLE} in ${Math.round(performance.now() - started)} ms`);
}
