// How the compiled server process is run: by `npm start` (scripts/start.mjs) and by the bench (bench/server.mjs), so
// that what the bench measures is what a practice runs.

/**
 * The compiled production server (scripts/build-server.mjs), run without source maps: parsing them held ~35 MB for the
 * life of the process, and the bundle keeps its function names, so a stack trace still says where it failed.
 * `NODE_OPTIONS=--enable-source-maps npm start` points stack traces at the TypeScript files.
 */
export const SERVER_BUNDLE = 'server/dist/bin/main.js';

/**
 * glibc's allocator settings for the server. V8's optimizing compiler works in memory it takes from malloc in 32 KB
 * segments and frees when a function is compiled; PGlite's WebAssembly build of PostgreSQL has thousands of functions
 * that are compiled again, optimized, once they run hot (migrations, the demo seed, the first vacuum). glibc serves
 * such blocks from its per-thread arenas and, after freeing them, keeps the pages: 45–60 MB of the idle server's
 * memory was compiler scratch space nobody used any more. Blocks of 32 KB and more are now mapped on their own and
 * given back when freed (setting the threshold also stops glibc raising it as large blocks are freed). Measured with
 * `npm run bench` (serverProcess): idle RSS 270–300 MB before, about 225 MB after; the inbox API's figures are in the
 * README. Other C libraries ignore the variable.
 */
const MALLOC_TUNABLES = ['glibc.malloc.mmap_threshold=32768'];

/**
 * The environment for the server process: `env` with the allocator settings added. A setting the operator has given
 * in GLIBC_TUNABLES themselves is kept as given.
 */
export function serverProcessEnv(env) {
  const given = (env.GLIBC_TUNABLES ?? '').split(':').filter(Boolean);
  const named = new Set(given.map((tunable) => tunable.split('=')[0]));
  const added = MALLOC_TUNABLES.filter((tunable) => !named.has(tunable.split('=')[0]));
  return { ...env, GLIBC_TUNABLES: [...given, ...added].join(':') };
}
