import { rm, readFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { seedDatabase } from '../seed-requests.mjs';
import { percentile, startServer } from '../server.mjs';

// ARCHITECTURE §8: the inbox list API with 100,000 requests in the database: p95 ≤ 25 ms on PGlite one call at a
// time; on PostgreSQL p95 ≤ 10 ms one call at a time and ≤ 100 ms with 50 users calling at once.
const REQUESTS = 100_000;
const SERIAL_CALLS = 200;
const USERS = 50;
const CONCURRENT_CALLS = 2000;
const BUDGETS = { pgliteSerial: 25, postgresSerial: 10, postgresConcurrent: 100 };

/** The mix of inbox calls a day of use makes: mostly the default view, then pools, filters, sorts and searches. */
const SCENARIOS = [
  { weight: 6, query: '' },
  { weight: 2, query: 'page=2' },
  { weight: 2, query: 'pool_id=-1' },
  { weight: 1, query: 'pool_id=-2' },
  { weight: 1, query: 'pool_id=-3' },
  { weight: 2, query: 'pool_id=1' },
  { weight: 2, query: 'pool_id=3' },
  { weight: 2, query: 'msg_order=priority_desc' },
  { weight: 1, query: 'msg_order=patient_asc' },
  { weight: 1, query: 'msg_order=status_asc&second_msg_order=date_asc' },
  { weight: 1, query: 'msg_order=date_asc' },
  { weight: 2, query: 'filters=status:new_request' },
  { weight: 1, query: 'filters=priority:urgent,priority:same_day' },
  { weight: 1, query: 'filters=unread:true' },
  { weight: 1, query: 'filters=type:medical,assignee:none' },
  { weight: 1, query: 'inc_completed=true' },
  { weight: 1, query: 'inc_completed=true&page=20' },
  { weight: 1, query: 'inc_completed=true&filters=status:completed&msg_order=priority_desc' },
  { weight: 2, query: 'search_term=smi&search_type=patient_name' },
  { weight: 1, query: 'search_term=oliver%20ta&search_type=all&inc_completed=true' },
  { weight: 1, query: 'search_term=9992000010&search_type=nhs_number&inc_completed=true' },
  { weight: 1, query: 'search_term=RQ-000123&search_type=reference&inc_completed=true' },
  { weight: 1, query: 'search_term=cough&search_type=subject' },
  { weight: 1, query: 'verbose=true' },
];

const MIX = SCENARIOS.flatMap((s) => Array.from({ length: s.weight }, () => s.query));

async function signIn(baseURL) {
  const login = await fetch(`${baseURL}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'manager@riverside.nhs.uk', password: 'Carebridge-demo-1' }),
  });
  if (!login.ok) throw new Error(`inbox bench: sign-in failed with ${login.status}`);
  return (await login.json()).bearer_token;
}

/** One inbox call as the browser makes it (accepting brotli), timed to the last byte of its parsed body. */
async function call(baseURL, token, query) {
  const started = performance.now();
  const response = await fetch(`${baseURL}/api/my/messages/wcms_id/1001?${query}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`inbox bench: ${query} answered ${response.status} ${JSON.stringify(body)}`);
  return ms;
}

function summary(times, budgetMs, extra = {}) {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  return {
    ...extra,
    calls: times.length,
    p50Ms: +percentile(sorted, 50).toFixed(1),
    p95Ms: +p95.toFixed(1),
    p99Ms: +percentile(sorted, 99).toFixed(1),
    budgetMs,
    withinBudget: p95 <= budgetMs,
  };
}

/** 200 calls of the mix, one at a time, with the five slowest scenarios. */
async function serial(baseURL, budgetMs) {
  const token = await signIn(baseURL);
  // warm up: every scenario once
  for (const query of new Set(MIX)) await call(baseURL, token, query);
  const times = [];
  const perScenario = new Map();
  for (let i = 0; i < SERIAL_CALLS; i++) {
    const query = MIX[i % MIX.length];
    const ms = await call(baseURL, token, query);
    times.push(ms);
    perScenario.set(query, [...(perScenario.get(query) ?? []), ms]);
  }
  const slowest = [...perScenario.entries()]
    .map(([query, list]) => ({ query: query || '(default)', maxMs: +Math.max(...list).toFixed(1) }))
    .sort((a, b) => b.maxMs - a.maxMs)
    .slice(0, 5);
  return { ...summary(times, budgetMs), slowest };
}

/** 50 signed-in users (a session each) calling the mix back to back, 2,000 calls in all. */
async function concurrent(baseURL, budgetMs) {
  const tokens = [];
  for (let u = 0; u < USERS; u++) tokens.push(await signIn(baseURL));
  for (const query of new Set(MIX)) await call(baseURL, tokens[0], query);
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, u) => {
      while (next < CONCURRENT_CALLS) {
        const i = next++;
        times.push(await call(baseURL, token, MIX[(i + u) % MIX.length]));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return summary(times, budgetMs, { users: USERS, requestsPerSecond: Math.round(times.length / seconds) });
}

/** Migrates and seeds a database (first start), adds 100,000 requests, then runs the given load shapes. */
async function measure({ port, dataDir, databaseUrl, shapes }) {
  await rm(dataDir, { recursive: true, force: true });
  const env = { LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000' };
  let server = startServer({ port, dataDir, databaseUrl, env });
  await server.ready();
  await server.stop();
  const seeded = await seedDatabase({ dataDir, databaseUrl, count: REQUESTS });
  server = startServer({ port, dataDir, databaseUrl, env });
  try {
    await server.ready();
    const baseURL = `http://127.0.0.1:${port}`;
    const out = { requests: REQUESTS, seedSeconds: seeded.seconds };
    for (const [name, run] of Object.entries(shapes)) out[name] = await run(baseURL);
    return out;
  } finally {
    await server.stop();
  }
}

function postgresInstalled() {
  const bins = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  return bins.some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
}

/**
 * Runs its own server on a data dir seeded with 100,000 requests (the shared bench server's data stays as it is):
 * on PGlite one call at a time, then, when PostgreSQL is installed, on a throwaway PostgreSQL
 * (scripts/with-postgres.sh) one call at a time and with 50 concurrent users.
 */
export const inboxApi = {
  name: 'inboxApi',
  async run({ dataDir }) {
    const port = Number(process.env.BENCH_INBOX_PORT ?? 3201);
    const pglite = await measure({
      port,
      dataDir: `${dataDir}-inbox`,
      shapes: { serial: (baseURL) => serial(baseURL, BUDGETS.pgliteSerial) },
    });
    let postgres = { skipped: 'PostgreSQL is not installed (bash scripts/ensure-system-deps.sh)' };
    if (postgresInstalled()) {
      const outFile = `${dataDir}-inbox-postgres.json`;
      await rm(outFile, { force: true });
      const run = spawnSync(
        'bash',
        ['scripts/with-postgres.sh', process.execPath, 'bench/measures/inbox-api.mjs', '--postgres', outFile],
        { stdio: 'inherit' },
      );
      if (run.status !== 0) throw new Error(`inbox bench on PostgreSQL failed (${run.status})`);
      postgres = JSON.parse(await readFile(outFile, 'utf8'));
    }
    return { requests: REQUESTS, pglite, postgres };
  },
};

// bash scripts/with-postgres.sh node bench/measures/inbox-api.mjs --postgres OUT.json (what inboxApi runs)
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv[2] === '--postgres') {
  const { writeFile } = await import('node:fs/promises');
  const result = await measure({
    port: Number(process.env.BENCH_INBOX_PORT ?? 3201),
    dataDir: 'bench/.work/data-inbox-postgres',
    databaseUrl: process.env.DATABASE_URL,
    shapes: {
      serial: (baseURL) => serial(baseURL, BUDGETS.postgresSerial),
      concurrent: (baseURL) => concurrent(baseURL, BUDGETS.postgresConcurrent),
    },
  });
  await writeFile(process.argv[3], JSON.stringify(result, null, 2));
}
