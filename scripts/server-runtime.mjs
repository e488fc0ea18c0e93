// How the compiled server process is run: by `npm start` (scripts/start.mjs), the bench (bench/server.mjs) and the
// restart journey alike, so that what the bench measures is what a practice runs.
import { existsSync } from 'node:fs';

/**
 * The compiled production server (scripts/build-server.mjs), run without source maps: parsing them held ~35 MB for the
 * life of the process, and the bundle keeps its function names, so a stack trace still says where it failed.
 * `NODE_OPTIONS=--enable-source-maps npm start` points stack traces at the TypeScript files.
 */
export const SERVER_BUNDLE = 'server/dist/bin/main.js';

/**
 * jemalloc (Debian's libjemalloc2, installed with redis-server and by scripts/ensure-system-deps.sh), where it is
 * installed. V8's optimizing compiler works in memory it takes from malloc in 32 KB blocks and frees once a function
 * is compiled, and PGlite's WebAssembly build of PostgreSQL has thousands of functions that are compiled again,
 * optimized, when they run hot (migrations, the demo seed, the first vacuum). glibc's allocator keeps such freed
 * blocks in its per-thread arenas: 45–60 MB of the idle server's memory was compiler scratch space nobody used any
 * more. jemalloc hands pages nobody has used for a second back to the system from a background thread.
 *
 * Measured with the bench: glibc 270–300 MB idle; glibc told to map 32 KB blocks on their own (GLIBC_TUNABLES) about
 * 225 MB, but every compression stream and socket buffer then cost fresh pages: the inbox API's server CPU per call
 * went from 3.2 to 5.4 ms on PostgreSQL and start-up from 0.85 to 1.2 s; jemalloc 232–238 MB, start-up and CPU per
 * call as with glibc (PostgreSQL: 2.9 ms with jemalloc, 3.2 ms with glibc, the same run). A young generation capped
 * at 2 × 8 MB saved another ~16 MB but cost 20–30% more CPU per call, so V8 keeps its default.
 */
const JEMALLOC =
  [
    `/usr/lib/${{ x64: 'x86_64', arm64: 'aarch64' }[process.arch] ?? process.arch}-linux-gnu/libjemalloc.so.2`,
    '/usr/lib64/libjemalloc.so.2',
    '/usr/lib/libjemalloc.so.2',
  ].find((path) => existsSync(path)) ?? null;
const JEMALLOC_CONF = 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2';

/**
 * The environment for the server process: `env` with jemalloc preloaded when it is installed. An LD_PRELOAD or
 * MALLOC_CONF the operator has set is kept as given; SERVER_ALLOCATOR=system keeps glibc's allocator.
 */
export function serverProcessEnv(env, jemalloc = JEMALLOC) {
  if (!jemalloc || env.SERVER_ALLOCATOR === 'system' || env.LD_PRELOAD) return env;
  return { ...env, LD_PRELOAD: jemalloc, MALLOC_CONF: env.MALLOC_CONF ?? JEMALLOC_CONF };
}
