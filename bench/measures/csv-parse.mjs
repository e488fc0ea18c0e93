import { chromium } from '@playwright/test';

// ARCHITECTURE §8: a CSV of 20,000 recipients is parsed and validated off the main thread within 500 ms.
const ROWS = 20_000;
const BUDGET_MS = 500;
const RUNS = 3;

/** Nine digits → a valid NHS number (Modulus 11), or null. */
function nhsNumber(nine) {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i);
  const check = 11 - (sum % 11);
  if (check === 10) return null;
  return nine + (check === 11 ? '0' : String(check));
}

/** 20,000 rows, one in a hundred with a bad NHS number, as practices export them. */
function recipientsCsv() {
  const lines = ['nhs_number,mobile,forename,surname,address_line_1,postcode'];
  let seed = 400000000;
  for (let i = 0; i < ROWS; i++) {
    let nhs = null;
    while (nhs === null) nhs = nhsNumber(String(seed++));
    if (i % 100 === 0) nhs = '1234567890';
    lines.push(
      `${nhs},07700 ${String(900000 + (i % 999)).padStart(6, '0')},Patient${i},Surname${i},${i} High Street,RV1 2AB`,
    );
  }
  return lines.join('\n') + '\n';
}

/**
 * Opens the CSV upload of the built app in Chromium as a demo user, chooses the file and times from the file
 * input's change event to the preview summary (the web worker parses and validates). Long tasks on the main
 * thread during that time are recorded too: the parse must not block it.
 */
export const csvParse = {
  name: 'csvParse',
  async run({ baseURL }) {
    const csv = Buffer.from(recipientsCsv());
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${baseURL}/login`);
      await page.getByLabel('Email address').fill('reception@riverside.nhs.uk');
      await page.getByLabel('Password', { exact: true }).fill('Carebridge-demo-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/full\/messages\/list/);
      const timings = [];
      const longTasks = [];
      for (let run = 0; run < RUNS; run++) {
        await page.goto(`${baseURL}/full/outbound/list?compose=csv`);
        const input = page.getByLabel('CSV file');
        await input.waitFor();
        await page.evaluate(() => {
          const state = { start: 0, end: 0, longest: 0 };
          window.__csvBench = state;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              // tasks that began after the change event: the one that delivers the file to the input (Playwright's
              // file injection, which also dispatches the event) is not part of the parse
              if (state.start && entry.startTime >= state.start && (!state.end || entry.startTime <= state.end)) {
                state.longest = Math.max(state.longest, entry.duration);
              }
            }
          }).observe({ type: 'longtask', buffered: false });
          document.querySelector('input[type=file]').addEventListener(
            'change',
            () => {
              state.start = performance.now();
              const observer = new MutationObserver(() => {
                if (document.querySelector('[data-testid=csv-summary]')) {
                  state.end = performance.now();
                  observer.disconnect();
                }
              });
              observer.observe(document.body, { childList: true, subtree: true });
            },
            { capture: true },
          );
        });
        await input.setInputFiles({ name: 'recipients.csv', mimeType: 'text/csv', buffer: csv });
        await page.getByTestId('csv-summary').waitFor({ timeout: 30_000 });
        const state = await page.evaluate(() => window.__csvBench);
        timings.push(+(state.end - state.start).toFixed(1));
        longTasks.push(+state.longest.toFixed(1));
      }
      const best = Math.min(...timings);
      return {
        rows: ROWS,
        fileKb: +(csv.length / 1024).toFixed(1),
        runsMs: timings,
        bestMs: best,
        medianMs: [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)],
        /** the longest main-thread task (≥ 50 ms, else 0) that began while the file was being parsed */
        longestMainThreadTaskMs: longTasks,
        budgetMs: BUDGET_MS,
        withinBudget: best <= BUDGET_MS,
      };
    } finally {
      await browser.close();
    }
  },
};
