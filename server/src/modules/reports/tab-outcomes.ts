import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Period } from './period.js';
import { figuresOf, ROLLUP, rows, tableOf } from './query.js';
import { REQUEST_TYPES, type TabParts } from './types.js';

/** Outcomes and consultation methods of the requests completed in the period, by type: all from the rollup. */
export async function outcomes(db: Db, w: number, c: Period, p: Period): Promise<TabParts> {
  const completed = (q: Period) =>
    rows<{ type: string; label: string; extra: string; n: number }>(
      db,
      sql`select d.type, d.label, d.extra, sum(d.n)::int as n from ${ROLLUP(w, 'completed', q)}
        group by 1, 2, 3 having sum(d.n) <> 0`,
    );
  const methods = (q: Period) =>
    rows(
      db,
      sql`select d.label, sum(d.n)::int as value from ${ROLLUP(w, 'completed_method', q)} group by 1 having sum(d.n) <> 0`,
    );
  const [now, before, methodsNow, methodsBefore] = await Promise.all([
    completed(c),
    completed(p),
    methods(c),
    methods(p),
  ]);
  const sum = (list: typeof now, keep: (r: (typeof now)[number]) => boolean = () => true) =>
    list.reduce((s, r) => s + (keep(r) ? Number(r.n) : 0), 0);
  const figs = figuresOf(
    { completed: 'count', withOutcome: 'count' },
    { completed: sum(now), withOutcome: sum(now, (r) => r.extra !== 'null') },
    { completed: sum(before), withOutcome: sum(before, (r) => r.extra !== 'null') },
  );
  const by = (list: typeof now, label: (r: (typeof now)[number]) => string) =>
    list.map((r) => ({ label: label(r), value: Number(r.n) }));
  return {
    figures: figs,
    tables: [
      tableOf(
        c,
        p,
        { key: 'byOutcome', kind: 'category' },
        by(now, (r) => r.label),
        by(before, (r) => r.label),
      ),
      tableOf(c, p, { key: 'byMethod', kind: 'category' }, methodsNow, methodsBefore),
      tableOf(
        c,
        p,
        { key: 'byType', kind: 'category', order: REQUEST_TYPES },
        by(now, (r) => r.type),
        by(before, (r) => r.type),
      ),
      tableOf(
        c,
        p,
        { key: 'byTypeAndOutcome', kind: 'category', limit: 30 },
        by(now, (r) => `${r.type} / ${r.label}`),
        by(before, (r) => `${r.type} / ${r.label}`),
      ),
    ],
  };
}
