import { initialJs } from './initial-js.mjs';
import { inboxApi } from './inbox-api.mjs';
import { inboxDom } from './inbox-dom.mjs';
import { csvParse } from './csv-parse.mjs';
import { staffTable } from './staff-table.mjs';

/** Every measure `npm run bench` runs, in order. */
export const measures = [initialJs, inboxApi, inboxDom, csvParse, staffTable];
