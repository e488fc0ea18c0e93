import { rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { seedDatabase } from '../seed-requests.mjs';

// ARCHITECTURE §8: the inbox list API, p95 ≤ 25 ms with 100,000 requests in the database.
const BUDGET_MS = 25;
const REQUESTS = 100_000;
const CALLS = 200;

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

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function startServer(port, dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    async ready() {
      for (let i = 0; i < 240; i++) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/version`)).ok) return;
        } catch {
          // not listening yet
        }
        await sleep(500);
      }
      throw new Error('inbox bench: the server did not start');
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs its own server on a data dir seeded with 100,000 requests (the shared bench server's data stays as it is),
 * signs in as the manager and times 200 inbox calls with mixed pools, filters, sorts and searches, one at a time.
 */
export const inboxApi = {
  name: 'inboxApi',
  async run({ dataDir }) {
    const port = Number(process.env.BENCH_INBOX_PORT ?? 3201);
    const dir = `${dataDir}-inbox`;
    const baseURL = `http://127.0.0.1:${port}`;
    // with DATABASE_URL the server (and the seeding) use that PostgreSQL database: give it a throwaway one, e.g.
    // `bash scripts/with-postgres.sh npm run bench -- inboxApi`
    const databaseUrl = process.env.DATABASE_URL || undefined;
    await rm(dir, { recursive: true, force: true });

    // first start migrates and seeds the demo data
    let server = startServer(port, dir);
    await server.ready();
    await server.stop();
    const seeded = await seedDatabase({ dataDir: dir, databaseUrl, count: REQUESTS });

    server = startServer(port, dir);
    try {
      await server.ready();
      const login = await fetch(`${baseURL}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'manager@riverside.nhs.uk', password: 'Carebridge-demo-1' }),
      });
      if (!login.ok) throw new Error(`inbox bench: sign-in failed with ${login.status}`);
      const { bearer_token: token } = await login.json();
      const mix = SCENARIOS.flatMap((s) => Array.from({ length: s.weight }, () => s.query));
      const call = async (query) => {
        const started = performance.now();
        const response = await fetch(`${baseURL}/api/my/messages/wcms_id/1001?${query}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = await response.json();
        const ms = performance.now() - started;
        if (!response.ok) throw new Error(`inbox bench: ${query} answered ${response.status} ${JSON.stringify(body)}`);
        return { ms, total: body.total_items };
      };
      // warm up: every scenario once
      for (const query of new Set(mix)) await call(query);
      const times = [];
      const perScenario = new Map();
      for (let i = 0; i < CALLS; i++) {
        const query = mix[i % mix.length];
        const { ms } = await call(query);
        times.push(ms);
        perScenario.set(query, [...(perScenario.get(query) ?? []), ms]);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const slowest = [...perScenario.entries()]
        .map(([query, list]) => ({ query: query || '(default)', maxMs: +Math.max(...list).toFixed(1) }))
        .sort((a, b) => b.maxMs - a.maxMs)
        .slice(0, 5);
      return {
        database: databaseUrl ? 'postgres' : 'pglite',
        requests: REQUESTS,
        seedSeconds: seeded.seconds,
        calls: CALLS,
        p50Ms: +percentile(times, 50).toFixed(1),
        p95Ms: +p95.toFixed(1),
        p99Ms: +percentile(times, 99).toFixed(1),
        budgetMs: BUDGET_MS,
        withinBudget: p95 <= BUDGET_MS,
        slowest,
      };
    } finally {
      await server.stop();
    }
  },
};
