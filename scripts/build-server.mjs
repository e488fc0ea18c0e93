// Compiles the reference server to JavaScript (one ESM bundle, npm packages left as imports) so production runs
// without a TypeScript compiler. `npm start` calls it when the bundle is missing or older than its sources.
//
// The bundle sits at server/dist/bin/main.js, as deep as the sources (server/src/<module>/<file>.ts), so the
// paths the server resolves from import.meta.url (migrations, GraphQL schema, OpenAPI contract) stay valid.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SERVER_BUNDLE = 'server/dist/bin/main.js';
const SOURCES = ['server/src', 'schema/realtime', 'server/tsconfig.json', 'package.json', 'openapi/api.yaml'];

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
  const [{ build }, { parse }, { readFileSync }] = await Promise.all([
    import('esbuild'),
    import('yaml'),
    import('node:fs'),
  ]);
  // the REST contract goes in already parsed (server/src/rest/contract.ts): no YAML parsing at start
  const contract = JSON.stringify(parse(readFileSync('openapi/api.yaml', 'utf8')));
  await build({
    define: { __OPENAPI_CONTRACT_JSON__: JSON.stringify(contract) },
    entryPoints: ['server/src/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // dependencies load from node_modules as usual; only our own code (and @contracts) is compiled in
    packages: 'external',
    tsconfig: 'server/tsconfig.json',
    sourcemap: true,
    logLevel: 'warning',
    // tests live beside the sources but are never imported by main.ts
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildServer();
  console.log(`built ${SERVER_BUNDLE} in ${Math.round(performance.now() - started)} ms`);
}
