import { initialJs } from './initial-js.mjs';
import { webVitals } from './web-vitals.mjs';
import { serverProcess } from './server-process.mjs';
import { inboxApi } from './inbox-api.mjs';
import { inboxDom } from './inbox-dom.mjs';
import { csvParse } from './csv-parse.mjs';
import { staffTable } from './staff-table.mjs';
import { reportTabs } from './report-tabs.mjs';
import { arrivals } from './arrivals.mjs';

/** Every measure `npm run bench` runs, in order (`npm run bench -- initialJs webVitals` runs only those). */
export const measures = [
  initialJs,
  webVitals,
  serverProcess,
  inboxApi,
  inboxDom,
  csvParse,
  staffTable,
  reportTabs,
  arrivals,
];
