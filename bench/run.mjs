// `npm run bench`: measures the budgets of ARCHITECTURE §8 against a freshly built client and a real server,
// and writes the figures to bench/results.json. Each measure lives in its own module under bench/measures/.
import { mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const only = process.argv.slice(2);
const port = Number(process.env.BENCH_PORT ?? 3200);
const dataDir = 'bench/.work/data';
const baseURL = `http://127.0.0.1:${port}`;

const measures = (await import('./measures/index.mjs')).measures.filter(
  (m) => only.length === 0 || only.includes(m.name),
);

console.log('bench: building the client');
const build = spawnSync(process.execPath, ['node_modules/@rsbuild/core/bin/rsbuild.js', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${baseURL}/api/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('server did not start');
}

let previous = {};
try {
  previous = JSON.parse(await readFile('bench/results.json', 'utf8'));
} catch {
  // first run
}
const results = {
  ...previous,
  measuredAt: new Date().toISOString(),
  machine: { cores: (await import('node:os')).cpus().length },
};
try {
  await waitForServer();
  for (const measure of measures) {
    console.log(`bench: ${measure.name}`);
    results[measure.name] = await measure.run({ baseURL, dataDir });
    console.log(JSON.stringify(results[measure.name], null, 2));
  }
} finally {
  server.kill('SIGTERM');
}
await writeFile('bench/results.json', JSON.stringify(results, null, 2) + '\n');
console.log('bench: wrote bench/results.json');
