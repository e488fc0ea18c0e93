import { chromium } from '@playwright/test';

// ARCHITECTURE §8: the inbox with 10,000 requests loaded renders at most 60 rows into the DOM (virtualised).
const BUDGET_ROWS = 60;
const LOADED = 10_000;

/**
 * Signs in as the demo clinician in Chromium, then answers the inbox list call with one page of 10,000 requests
 * (copies of the real first row with their own ids) and counts the rows in the DOM at the top, in the middle and
 * at the end of the list, with the time from navigation to the first row.
 */
export const inboxDom = {
  name: 'inboxDom',
  async run({ baseURL }) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${baseURL}/login`);
      await page.getByLabel('Email address').fill('clinician@riverside.nhs.uk');
      await page.getByLabel('Password', { exact: true }).fill('Carebridge-demo-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/full\/messages\/list/);
      await page.getByTestId('request-row').first().waitFor();

      await page.route(/\/api\/my\/messages\/wcms_id\/\d+(\?.*)?$/, async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        const [first] = body._embedded.messages;
        const messages = Array.from({ length: LOADED }, (_, i) => ({
          ...first,
          id: 1_000_000 + i,
          reference: `RQ-${1_000_000 + i}`,
          subject: `${first.subject} ${i + 1}`,
        }));
        await route.fulfill({
          response,
          json: { ...body, _embedded: { ...body._embedded, messages }, page_size: LOADED, total_items: LOADED },
        });
      });
      const started = Date.now();
      await page.reload();
      const rows = page.getByTestId('request-row');
      await rows.first().waitFor();
      const firstRowMs = Date.now() - started;
      const region = page.getByRole('region', { name: 'Requests', exact: false }).filter({ has: rows }).first();
      const counts = {};
      for (const [label, fraction] of [
        ['top', 0],
        ['middle', 0.5],
        ['end', 1],
      ]) {
        await region.evaluate((el, f) => {
          el.scrollTop = (el.scrollHeight - el.clientHeight) * f;
        }, fraction);
        await page.waitForTimeout(200);
        counts[label] = await rows.count();
      }
      const setSize = await rows.first().evaluate((el) => el.closest('li')?.getAttribute('aria-setsize'));
      const most = Math.max(...Object.values(counts));
      return {
        loaded: Number(setSize),
        domRows: counts,
        firstRowMs,
        budgetRows: BUDGET_ROWS,
        withinBudget: Number(setSize) === LOADED && most <= BUDGET_ROWS,
      };
    } finally {
      await browser.close();
    }
  },
};
