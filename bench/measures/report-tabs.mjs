import { rm } from 'node:fs/promises';
import { seedDatabase } from '../seed-requests.mjs';
import { percentile, startServer } from '../server.mjs';

// ARCHITECTURE §8: a report tab's query over 12 months with 100,000 requests (PGlite): p95 ≤ 150 ms.
const REQUESTS = 100_000;
const ROUNDS = 10;
const BUDGET_MS = 150;
const TABS = ['online_consultations', 'medical_consultations', 'outcomes', 'fft', 'feedback', 'transactions', 'usage'];
const QUERY =
  'query Report($w: ID!, $tab: ReportTab!, $from: String!, $to: String!) { report(wcmsId: $w, tab: $tab, from: $from, to: $to) { figures { key value previous } tables { key rows { label value previous } } comments { text } } }';

const ukDay = (at) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);

async function signIn(baseURL) {
  const login = await fetch(`${baseURL}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'manager@riverside.nhs.uk', password: 'Carebridge-demo-1' }),
  });
  if (!login.ok) throw new Error(`report bench: sign-in failed with ${login.status}`);
  return (await login.json()).bearer_token;
}

async function call(baseURL, token, tab, from, to) {
  const started = performance.now();
  const response = await fetch(`${baseURL}/api/graphql?operationName=Report`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
    body: JSON.stringify({ query: QUERY, operationName: 'Report', variables: { w: '1001', tab, from, to } }),
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok || body.errors) throw new Error(`report bench: ${tab} answered ${JSON.stringify(body.errors)}`);
  return ms;
}

/**
 * Its own server on a data dir seeded with 100,000 requests (and the 12-month demo history of the first start):
 * every tab over the last 365 days, 10 rounds after a warm-up, p95 per tab.
 */
export const reportTabs = {
  name: 'reportTabs',
  async run({ dataDir }) {
    const port = Number(process.env.BENCH_REPORTS_PORT ?? 3202);
    const dir = `${dataDir}-reports`;
    await rm(dir, { recursive: true, force: true });
    // the report query is sent as text, as the tests do
    const env = { GRAPHQL_TRUSTED_DOCUMENTS: 'off', DEMO_HISTORY: 'off' };
    let server = startServer({ port, dataDir: dir, env });
    await server.ready();
    await server.stop();
    const seeded = await seedDatabase({ dataDir: dir, count: REQUESTS });
    server = startServer({ port, dataDir: dir, env });
    try {
      await server.ready();
      const baseURL = `http://127.0.0.1:${port}`;
      const token = await signIn(baseURL);
      const to = ukDay(new Date());
      const from = ukDay(new Date(Date.now() - 364 * 86_400_000));
      const perTab = {};
      for (const tab of TABS) {
        await call(baseURL, token, tab, from, to);
        const times = [];
        for (let i = 0; i < ROUNDS; i++) times.push(await call(baseURL, token, tab, from, to));
        times.sort((a, b) => a - b);
        const p95 = percentile(times, 95);
        perTab[tab] = {
          p50Ms: +percentile(times, 50).toFixed(1),
          p95Ms: +p95.toFixed(1),
          withinBudget: p95 <= BUDGET_MS,
        };
      }
      return { requests: REQUESTS, seedSeconds: seeded.seconds, budgetMs: BUDGET_MS, perTab };
    } finally {
      await server.stop();
    }
  },
};
