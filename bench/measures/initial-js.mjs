import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { MIN_BYTES } from '../../scripts/precompress.mjs';

// ARCHITECTURE §8 budgets, KB of gzip JS loaded before the page is usable, and static JS/CSS on the wire
// compressed (brotli or gzip).
const ROUTES = [
  { path: '/login', budgetKb: 120 },
  // signed in as the demo clinician (one organisation), the inbox loaded afresh with an empty cache
  { path: '/full/messages/list', budgetKb: 200, signIn: 'clinician@riverside.nhs.uk' },
];

// Issue 18: the reports route's JS (Recharts and the report tabs) loads only there. Its scripts are those the
// reports page fetches that carry one of these markers (Recharts' wrapper class, the report figures' heading id):
// none of them may be among another route's initial scripts, and no other route's script may carry a marker.
const REPORTS_ROUTE = { path: '/full/management-console/reports', signIn: 'reception@riverside.nhs.uk' };
const REPORTS_MARKERS = ['recharts-wrapper', 'report-figures'];

export async function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/** Signs in through the real login screen and waits for the inbox. */
export async function signIn(page, baseURL, email) {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Carebridge-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/full\/messages\/list/);
  await page.getByRole('heading', { name: 'Requests', level: 1 }).waitFor();
}

/**
 * Loads each route in Chromium (cache off) and adds up the gzip size of every script it fetched (gzip -9 of the
 * body, so the figure does not depend on how the server compresses), with the bytes actually transferred and every
 * script or stylesheet that came uncompressed (of at least MIN_BYTES, below which the build keeps no compressed copy).
 */
export const initialJs = {
  name: 'initialJs',
  async run({ baseURL }) {
    const browser = await launchChromium();
    const out = {};
    // each route's script paths, and those carrying a reports marker
    const scriptsOf = {};
    const markedOf = {};
    try {
      for (const route of ROUTES) {
        const context = await browser.newContext();
        const page = await context.newPage();
        if (route.signIn) {
          await signIn(page, baseURL, route.signIn);
          // leave the signed-in page first: a script it was still fetching (the request view the list prefetches
          // when the pointer rests on it) would otherwise answer after the reload, with no body to read
          await page.goto('about:blank');
        }
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        const responses = [];
        page.on('response', (response) => {
          const type = response.request().resourceType();
          if (type === 'script' || type === 'stylesheet') responses.push(response);
        });
        await page.goto(baseURL + route.path, { waitUntil: 'networkidle' });
        if (route.signIn) await page.getByRole('heading', { name: 'Requests', level: 1 }).waitFor();
        let gzipBytes = 0;
        let rawBytes = 0;
        let wireBytes = 0;
        let scripts = 0;
        const uncompressed = [];
        scriptsOf[route.path] = [];
        markedOf[route.path] = [];
        for (const response of responses) {
          const body = await response.body();
          const encoding = response.headers()['content-encoding'];
          // below MIN_BYTES the build deliberately keeps no compressed copy (it would save less than a packet)
          if (encoding !== 'br' && encoding !== 'gzip' && body.length >= MIN_BYTES)
            uncompressed.push(new URL(response.url()).pathname);
          wireBytes += (await response.request().sizes()).responseBodySize;
          if (response.request().resourceType() !== 'script') continue;
          const path = new URL(response.url()).pathname;
          scriptsOf[route.path].push(path);
          if (REPORTS_MARKERS.some((marker) => body.includes(marker))) markedOf[route.path].push(path);
          scripts++;
          rawBytes += body.length;
          gzipBytes += gzipSync(body, { level: 9 }).length;
        }
        out[route.path] = {
          scripts,
          rawKb: +(rawBytes / 1024).toFixed(1),
          gzipKb: +(gzipBytes / 1024).toFixed(1),
          // JS and CSS as transferred (brotli from our server)
          wireKb: +(wireBytes / 1024).toFixed(1),
          budgetKb: route.budgetKb,
          withinBudget: gzipBytes / 1024 <= route.budgetKb,
          compression: { uncompressed, budget: 0, withinBudget: uncompressed.length === 0 },
        };
        await context.close();
      }
      out.reportsRouteJs = await reportsRouteJs(browser, baseURL, scriptsOf, markedOf);
    } finally {
      await browser.close();
    }
    return out;
  },
};

/**
 * Opens the reports route (signed in with console access) and collects its scripts carrying a reports marker; then
 * checks them against the other routes' initial scripts.
 */
async function reportsRouteJs(browser, baseURL, scriptsOf, markedOf) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, baseURL, REPORTS_ROUTE.signIn);
  const reportScripts = [];
  let gzipBytes = 0;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') reportScripts.push(response);
  });
  await page.goto(baseURL + REPORTS_ROUTE.path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Reports', level: 2 }).waitFor();
  const reportsOnly = [];
  for (const response of reportScripts) {
    // a script the inbox was still fetching when the reports page replaced it has no body left: not the reports page's
    const body = await response.body().catch(() => null);
    if (!body) continue;
    if (!REPORTS_MARKERS.some((marker) => body.includes(marker))) continue;
    reportsOnly.push(new URL(response.url()).pathname);
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  await context.close();
  const inOtherRoutes = {};
  for (const [path, scripts] of Object.entries(scriptsOf)) {
    const found = [...new Set([...scripts.filter((s) => reportsOnly.includes(s)), ...markedOf[path]])];
    if (found.length > 0) inOtherRoutes[path] = found;
  }
  return {
    path: REPORTS_ROUTE.path,
    // the marker check itself: the reports page must have loaded its own chunk
    reportsScripts: reportsOnly,
    reportsGzipKb: +(gzipBytes / 1024).toFixed(1),
    checkedRoutes: Object.keys(scriptsOf),
    inOtherRoutes,
    budget: 0,
    withinBudget: reportsOnly.length > 0 && Object.keys(inOtherRoutes).length === 0,
  };
}
