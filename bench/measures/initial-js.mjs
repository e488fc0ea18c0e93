import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

// ARCHITECTURE §8 budgets, KB of gzip JS loaded before the page is usable.
const ROUTES = [{ path: '/login', budgetKb: 120 }];

/** Loads each route in Chromium and adds up the gzip size of every script it fetched. */
export const initialJs = {
  name: 'initialJs',
  async run({ baseURL }) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const out = {};
    try {
      for (const route of ROUTES) {
        const page = await browser.newPage();
        const scripts = [];
        page.on('response', async (response) => {
          if (response.request().resourceType() === 'script') scripts.push(response);
        });
        await page.goto(baseURL + route.path, { waitUntil: 'networkidle' });
        let gzipBytes = 0;
        let rawBytes = 0;
        for (const response of scripts) {
          const body = await response.body();
          rawBytes += body.length;
          gzipBytes += gzipSync(body, { level: 9 }).length;
        }
        out[route.path] = {
          scripts: scripts.length,
          rawKb: +(rawBytes / 1024).toFixed(1),
          gzipKb: +(gzipBytes / 1024).toFixed(1),
          budgetKb: route.budgetKb,
          withinBudget: gzipBytes / 1024 <= route.budgetKb,
        };
        await page.close();
      }
    } finally {
      await browser.close();
    }
    return out;
  },
};
