// Prints bench/results.json as the Markdown table the README shows: `node bench/report.mjs`.
import { readFile } from 'node:fs/promises';

const r = JSON.parse(await readFile('bench/results.json', 'utf8'));
const ok = (flag) => (flag === true ? 'yes' : flag === false ? '**no**' : '–');
const rows = [];
for (const [path, m] of Object.entries(r.initialJs ?? {})) {
  if (path === 'reportsRouteJs') continue;
  rows.push([
    `initial JS ${path}`,
    `${m.gzipKb} KB gzip (${m.scripts} scripts)`,
    `${m.budgetKb} KB`,
    ok(m.withinBudget),
  ]);
  if (m.compression)
    rows.push([
      `JS/CSS sent uncompressed, ${path}`,
      String(m.compression.uncompressed.length),
      '0',
      ok(m.compression.withinBudget),
    ]);
}
for (const [path, profiles] of Object.entries(r.webVitals ?? {})) {
  for (const [name, v] of Object.entries(profiles)) {
    rows.push([
      `Lighthouse-equivalent ${name} ${path}`,
      `${v.performance} (LCP ${v.lcpMs} ms, TBT ${v.tbtMs} ms, CLS ${v.cls}; axe ${v.axeViolations})`,
      `≥ ${v.budget}`,
      ok(v.withinBudget),
    ]);
  }
}
const api = r.inboxApi ?? {};
const line = (label, m) =>
  m &&
  !m.skipped &&
  rows.push([
    label,
    `p50 ${m.p50Ms} ms, p95 ${m.p95Ms} ms, p99 ${m.p99Ms} ms`,
    `p95 ${m.budgetMs} ms`,
    ok(m.withinBudget),
  ]);
line('inbox API, PGlite, one at a time', api.pglite?.serial);
line('inbox API, PostgreSQL, one at a time', api.postgres?.serial);
line('inbox API, PostgreSQL, 50 users, 0.5–1.5 s think time', api.postgres?.thinkTime);
const b2b = api.postgres?.backToBack;
if (b2b)
  rows.push([
    'inbox API, PostgreSQL, 50 users back to back (saturation, informational)',
    `${b2b.requestsPerSecond} calls/s; p50 ${b2b.p50Ms} ms, p95 ${b2b.p95Ms} ms`,
    '–',
    '–',
  ]);
for (const [db, m] of [
  ['PGlite', api.pglite?.perCall],
  ['PostgreSQL', api.postgres?.perCall],
]) {
  if (!m) continue;
  const extra = m.queriesPerCall === undefined ? '' : `, ${m.queriesPerCall} queries, ${m.buffersPerCall} buffers`;
  rows.push([`inbox API per call, ${db}`, `server CPU ${m.serverCpuMsPerCall} ms${extra}`, '–', '–']);
}
const s = r.serverProcess;
if (s) {
  rows.push([
    'server start (migrated database)',
    `${s.start.ms} ms`,
    `${s.start.budgetMs} ms`,
    ok(s.start.withinBudget),
  ]);
  rows.push(['server idle RSS', `${s.idleRss.mb} MB`, `${s.idleRss.budgetMb} MB`, ok(s.idleRss.withinBudget)]);
}
if (r.inboxDom)
  rows.push([
    'inbox DOM rows, 10,000 loaded',
    String(r.inboxDom.domRows.end),
    `${r.inboxDom.budgetRows}`,
    ok(r.inboxDom.withinBudget),
  ]);
if (r.inboxDom?.visibleRows)
  rows.push([
    'inbox rows visible at 1366×768',
    String(r.inboxDom.visibleRows.rows),
    `≥ ${r.inboxDom.visibleRows.min}`,
    ok(r.inboxDom.visibleRows.withinBudget),
  ]);
if (r.inboxDom?.clickToDetail)
  rows.push([
    'request click → detail painted, 10,000 loaded',
    `p95 ${r.inboxDom.clickToDetail.p95Ms} ms`,
    `${r.inboxDom.clickToDetail.budgetMs} ms`,
    ok(r.inboxDom.clickToDetail.withinBudget),
  ]);
if (r.csvParse)
  rows.push([
    'CSV of 20,000 rows in a worker',
    `median ${r.csvParse.medianMs} ms`,
    `${r.csvParse.budgetMs} ms`,
    ok(r.csvParse.withinBudget),
  ]);
const reportsJs = r.initialJs?.reportsRouteJs;
if (reportsJs)
  rows.push([
    "reports route's JS in other routes' initial JS",
    `${Object.values(reportsJs.inOtherRoutes).flat().length} of ${reportsJs.reportsScripts.length} scripts (${reportsJs.reportsGzipKb} KB gzip), checked: ${reportsJs.checkedRoutes.join(', ')}`,
    '0',
    ok(reportsJs.withinBudget),
  ]);
for (const [tab, m] of Object.entries(r.reportTabs?.perTab ?? {}))
  rows.push([
    `report tab ${tab}, ${r.reportTabs.requests.toLocaleString('en-GB')} requests over 12 months, PGlite`,
    `p50 ${m.p50Ms} ms, p95 ${m.p95Ms} ms (${r.reportTabs.rounds} varied ranges)`,
    `p95 ${r.reportTabs.budgetMs} ms`,
    ok(m.withinBudget),
  ]);
console.log('| measure | result | budget | within |\n|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
