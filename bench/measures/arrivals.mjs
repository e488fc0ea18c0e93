import { rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';
import { percentile, startServer } from '../server.mjs';
import { launchChromium } from './initial-js.mjs';

// ARCHITECTURE §8: a call from the clinician → the TV call screen, p95 ≤ 1 s (issue 17). Also the initial JS (gzip)
// of the bare device and patient pages: the check-in kiosk and the mobile arrival page (budget 150 KB each, between
// /login's 120 KB and the inbox's 200 KB: they carry the router and the area strings, not the staff shell).
const CALLS = 30;
const CALL_BUDGET_MS = 1000;
const PAGE_BUDGET_KB = 150;
const TV_CODE = '7531';
const KIOSK_CODE = '8642';

async function signIn(baseURL, username) {
  const login = await fetch(`${baseURL}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Carebridge-demo-1' }),
  });
  if (!login.ok) throw new Error(`arrivals bench: sign-in as ${username} failed with ${login.status}`);
  return (await login.json()).bearer_token;
}

async function gql(baseURL, token, query, variables = {}) {
  const operationName = /\b(?:query|mutation)\s+(\w+)/.exec(query)[1];
  const response = await fetch(`${baseURL}/api/graphql?operationName=${operationName}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, operationName, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`arrivals bench: ${operationName} answered ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function registerDevice(baseURL, kind, code) {
  const response = await fetch(`${baseURL}/api/arrivals/devices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ wcmsId: 1001, code, kind }),
  });
  if (!response.ok) throw new Error(`arrivals bench: registering the ${kind} failed with ${response.status}`);
  return (await response.json()).token;
}

/** A page's initial JS: every script Chromium fetched (cache off) until the network is idle, gzip -9. */
async function pageJs(browser, url, init) {
  const context = await browser.newContext();
  if (init) await context.addInitScript(init.script, init.arg);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let gzipBytes = 0;
  for (const response of scripts) gzipBytes += gzipSync(await response.body(), { level: 9 }).length;
  await context.close();
  const gzipKb = +(gzipBytes / 1024).toFixed(1);
  return { scripts: scripts.length, gzipKb, budgetKb: PAGE_BUDGET_KB, withinBudget: gzipKb <= PAGE_BUDGET_KB };
}

/**
 * Its own server (fresh demo data: Eleanor Whitfield's kiosk appointment, Sophie Turner's mobile arrival one). A TV
 * screen registers and listens on the call screens' namespace with socket.io; Eleanor checks in at a kiosk; Dr Shah
 * calls her 30 times (a re-call is allowed), each timed from sending the call to the screen's event.
 */
export const arrivals = {
  name: 'arrivals',
  async run({ dataDir }) {
    const port = Number(process.env.BENCH_ARRIVALS_PORT ?? 3203);
    const dir = `${dataDir}-arrivals`;
    await rm(dir, { recursive: true, force: true });
    // the setup queries are sent as text, as the tests do
    const server = startServer({
      port,
      dataDir: dir,
      env: { GRAPHQL_TRUSTED_DOCUMENTS: 'off', DEMO_HISTORY: 'off', PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    const browser = await launchChromium();
    let socket;
    try {
      await server.ready();
      const baseURL = `http://127.0.0.1:${port}`;
      const manager = await signIn(baseURL, 'manager@riverside.nhs.uk');
      await gql(
        baseURL,
        manager,
        'mutation SaveTvScreen($w: ID!, $input: TvScreenInput!) { saveTvScreen(wcmsId: $w, input: $input) { id } }',
        {
          w: '1001',
          input: {
            name: 'Bench TV',
            code: TV_CODE,
            notificationSound: 'none',
            announce: false,
            nameFormat: 'forename_initial',
          },
        },
      );
      await gql(
        baseURL,
        manager,
        'mutation SaveTouchscreen($w: ID!, $input: TouchscreenInput!) { saveTouchscreen(wcmsId: $w, input: $input) { id } }',
        {
          w: '1001',
          input: { name: 'Bench kiosk', code: KIOSK_CODE, minutesEarly: 120, minutesLate: 120, licence: 'registered' },
        },
      );
      const tvToken = await registerDevice(baseURL, 'tv', TV_CODE);
      const kioskToken = await registerDevice(baseURL, 'touchscreen', KIOSK_CODE);
      const checkIn = await fetch(`${baseURL}/api/arrivals/kiosk/check-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-token': kioskToken },
        body: JSON.stringify({ dateOfBirth: '1948-04-12', surnameInitial: 'W' }),
      });
      if (!checkIn.ok) throw new Error(`arrivals bench: the kiosk check-in failed with ${checkIn.status}`);

      // --- call → TV screen
      socket = io(`${baseURL}/call-screens`, { auth: { token: tvToken }, transports: ['websocket'] });
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const clinician = await signIn(baseURL, 'clinician@riverside.nhs.uk');
      const list = await gql(
        baseURL,
        clinician,
        'query ArrivedPatients($w: ID!) { arrivedPatients(wcmsId: $w) { id } }',
        {
          w: '1001',
        },
      );
      const arrivalId = list.arrivedPatients[0].id;
      const CALL =
        'mutation CallArrivedPatient($w: ID!, $a: ID!) { callArrivedPatient(wcmsId: $w, arrivalId: $a) { id } }';
      const times = [];
      for (let i = 0; i < CALLS + 2; i++) {
        const started = performance.now();
        const event = new Promise((resolve) => socket.once('CallScreenEvent', resolve));
        await Promise.all([event, gql(baseURL, clinician, CALL, { w: '1001', a: arrivalId })]);
        // the first two warm the server up
        if (i >= 2) times.push(performance.now() - started);
        await sleep(50);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const callToScreen = {
        calls: CALLS,
        p50Ms: +percentile(times, 50).toFixed(1),
        p95Ms: +p95.toFixed(1),
        maxMs: +times.at(-1).toFixed(1),
        budgetMs: CALL_BUDGET_MS,
        withinBudget: p95 <= CALL_BUDGET_MS,
        measuredTo: 'the TV screen’s socket.io event (socket.io client)',
      };

      // --- the kiosk page (registered) and the mobile arrival page (Sophie's link from her SMS of the day)
      const kioskPage = await pageJs(browser, `${baseURL}/arrivals/kiosk`, {
        script: (token) => localStorage.setItem('carebridge.arrivals.touchscreen', token),
        arg: kioskToken,
      });
      await gql(
        baseURL,
        manager,
        'mutation SaveMobileArrivalSettings($w: ID!, $input: MobileArrivalSettingsInput!) { saveMobileArrivalSettings(wcmsId: $w, input: $input) { enabled } }',
        { w: '1001', input: { enabled: true, locations: [{ latitude: 51.5, longitude: -0.12, distanceMetres: 100 }] } },
      );
      const superUser = await signIn(baseURL, 'super@carebridge.nhs.uk');
      let link = null;
      for (let i = 0; i < 40 && !link; i++) {
        const outbox = await gql(
          baseURL,
          superUser,
          'query Outbox($r: String) { outboxMessages(recipient: $r, limit: 1) { body } }',
          { r: '07700900128' },
        );
        link = /\/consult\/arrive\/[A-Za-z0-9_-]+/.exec(outbox.outboxMessages[0]?.body ?? '')?.[0] ?? null;
        if (!link) await sleep(500);
      }
      if (!link) throw new Error('arrivals bench: no mobile arrival SMS');
      const mobilePage = await pageJs(browser, baseURL + link);
      return {
        callToScreen,
        initialJs: { '/arrivals/kiosk': kioskPage, '/consult/arrive/{token}': mobilePage },
        note: 'measured on a 2-core machine shared with other agents: figures are under load',
      };
    } finally {
      socket?.close();
      await browser.close();
      await server.stop();
    }
  },
};
