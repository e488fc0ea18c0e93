import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './initial-js.mjs';
import { PROFILES, measureOnce } from './web-vitals.mjs';

// Issue 16: the patient portal page (/consult/portal/{wcmsId}, bare, no sign-in, opened on a phone) scores
// Lighthouse mobile performance ≥ 95 and accessibility 100, and its initial JS (gzip) is recorded. The same lab
// metrics and scoring as webVitals (Lighthouse's throttling, curves and weights), on Riverside's portal.
const PORTAL = { path: '/consult/portal/1001', budgets: { mobile: 95, desktop: 100 } };

// the server takes only the operations the client was built with (trusted documents): send them by id, as it does
const DOCUMENTS = JSON.parse(
  readFileSync('src/shared/api/graphql/main/__generated__/persisted-documents.json', 'utf8'),
);
function documentId(operationName) {
  const found = Object.entries(DOCUMENTS).find(([, text]) =>
    new RegExp(`\\b(?:query|mutation) ${operationName}\\b`).test(text),
  );
  if (!found) throw new Error(`portal bench: the client has no ${operationName} operation`);
  return found[0];
}

async function gql(baseURL, token, operationName, variables) {
  const response = await fetch(`${baseURL}/api/graphql?operationName=${operationName}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ documentId: documentId(operationName), operationName, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`portal bench: ${operationName} answered ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Gives Riverside's portal what a practice would publish (the bench's database starts without any): two
 * categories of services, one logged-in only, and the pharmacy conditions, as the practice manager.
 */
async function publishPortal(baseURL) {
  const login = await fetch(`${baseURL}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'manager@riverside.nhs.uk', password: 'Carebridge-demo-1' }),
  });
  if (!login.ok) throw new Error(`portal bench: sign-in failed with ${login.status}`);
  const token = (await login.json()).bearer_token;
  const w = '1001';
  const categories = [
    ['Ask the practice', ['Ask about a health problem', 'Ask for a sick note', 'Ask about a test result']],
    ['Medicines', ['Order a repeat prescription', 'Ask about a medicine']],
  ];
  for (const [title, services] of categories) {
    const created = await gql(baseURL, token, 'CreatePortalCategory', { wcmsId: w, title });
    const category = created.createPortalCategory.categories.find((c) => c.title === title);
    for (const [i, service] of services.entries()) {
      await gql(baseURL, token, 'CreatePortalService', {
        wcmsId: w,
        categoryId: category.id,
        input: {
          type: 'service',
          title: service,
          subtext: 'Usually answered within two working days',
          link: `https://example.org/riverside/${i + 1}`,
          loggedInOnly: i === 2,
          infoText: 'Tell us what you need and we will reply by text message or phone.',
        },
      });
    }
  }
  await gql(baseURL, token, 'SetPharmacyConditions', { wcmsId: w, conditions: ['sore_throat', 'uti', 'sinusitis'] });
}

/** The gzip size (gzip -9 of each body) of every script the portal page loads with an empty cache. */
async function portalJs(browser, baseURL) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  try {
    await page.goto(baseURL + PORTAL.path, { waitUntil: 'networkidle' });
    let gzipBytes = 0;
    let rawBytes = 0;
    for (const response of scripts) {
      const body = await response.body();
      rawBytes += body.length;
      gzipBytes += gzipSync(body, { level: 9 }).length;
    }
    return { scripts: scripts.length, rawKb: +(rawBytes / 1024).toFixed(1), gzipKb: +(gzipBytes / 1024).toFixed(1) };
  } finally {
    await context.close();
  }
}

/**
 * Loads the portal page with an empty cache under Lighthouse's mobile and desktop settings, three times each, and
 * keeps the median run by performance score; accessibility is axe (0 violations for 100), best practices the
 * console errors (0).
 */
export const portalVitals = {
  name: 'portalVitals',
  async run({ baseURL }) {
    const browser = await launchChromium();
    const out = { path: PORTAL.path };
    await publishPortal(baseURL);
    try {
      out.initialJs = await portalJs(browser, baseURL);
      for (const [name, profile] of Object.entries(PROFILES)) {
        const runs = [];
        for (let i = 0; i < 3; i++) runs.push(await measureOnce(browser, baseURL, PORTAL, profile));
        runs.sort((a, b) => a.performance - b.performance);
        const median = runs[1];
        out[name] = {
          ...median,
          runs: runs.map((r) => r.performance),
          budget: PORTAL.budgets[name],
          withinBudget:
            median.performance >= PORTAL.budgets[name] && median.axeViolations === 0 && median.consoleErrors === 0,
        };
      }
    } finally {
      await browser.close();
    }
    return out;
  },
};
