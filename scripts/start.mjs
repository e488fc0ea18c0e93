// `npm start`: builds the client when dist/ is missing or older than its sources, compiles the server the same way
// (scripts/build-server.mjs), then runs the compiled server: no TypeScript compiler at run time.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverBuildIsStale } from './build-server.mjs';
import { SERVER_BUNDLE, serverProcessEnv } from './server-runtime.mjs';

const sources = ['src', 'schema', 'rsbuild.config.ts', 'postcss.config.mjs', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const changed = Math.max(...sources.map(newestMtime));
if (built < changed) {
  console.log('Building the client…');
  const result = spawnSync(process.execPath, ['node_modules/@rsbuild/core/bin/rsbuild.js', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (serverBuildIsStale()) {
  console.log('Compiling the server…');
  await buildServer();
}

const server = spawn(process.execPath, [SERVER_BUNDLE], {
  stdio: 'inherit',
  env: serverProcessEnv({ NODE_ENV: 'production', ...process.env }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
