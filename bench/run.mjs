// `npm run bench`: measures the budgets of ARCHITECTURE §8 against a freshly built client and a real server,
// and writes the figures to bench/results.json. Each measure lives in its own module under bench/measures/.
import { mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { buildServer } from '../scripts/build-server.mjs';
import { startServer } from './server.mjs';

const only = process.argv.slice(2);
const port = Number(process.env.BENCH_PORT ?? 3200);
const dataDir = 'bench/.work/data';
const baseURL = `http://127.0.0.1:${port}`;

const measures = (await import('./measures/index.mjs')).measures.filter(
  (m) => only.length === 0 || only.includes(m.name),
);

// BENCH_SKIP_BUILD=1 measures the dist/ and server/dist/ already built (e.g. while another run uses them)
if (!process.env.BENCH_SKIP_BUILD) {
  console.log('bench: building the client');
  const build = spawnSync(process.execPath, ['node_modules/@rsbuild/core/bin/rsbuild.js', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  console.log('bench: compiling the server');
  await buildServer();
}

await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
// the browser measures sign in many times: the per-account sign-in limit is for people, not for the bench
const server = startServer({
  port,
  dataDir,
  env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000' },
});

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
  await server.ready();
  for (const measure of measures) {
    console.log(`bench: ${measure.name}`);
    results[measure.name] = await measure.run({ baseURL, dataDir });
    console.log(JSON.stringify(results[measure.name], null, 2));
    // written after each measure (into the file as it is now), so a run stopped part way keeps what it measured
    // and runs of different measures side by side keep each other's figures
    const current = JSON.parse(await readFile('bench/results.json', 'utf8').catch(() => '{}'));
    const merged = { ...current, measuredAt: results.measuredAt, machine: results.machine };
    merged[measure.name] = results[measure.name];
    await writeFile('bench/results.json', JSON.stringify(merged, null, 2) + '\n');
  }
} finally {
  await server.stop();
}

console.log('bench: wrote bench/results.json');
