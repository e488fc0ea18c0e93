import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { startCounterVacuum } from './inbox-vacuum.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date('2026-03-02T09:00:00Z')) });
});
afterAll(async () => t.close());

async function counters() {
  const result = await t.database.db.execute(
    sql`select (pg_relation_size('request_open_counts') / 8192)::int as pages, (select coalesce(sum(open_count), 0)::int from request_open_counts) as open`,
  );
  return (result as unknown as { rows: { pages: number; open: number }[] }).rows[0]!;
}

describe('the inbox counters vacuum', () => {
  it.skipIf(onPostgres)(
    'gathers counters spread by a bulk change on its first pass (PGlite), keeping every count',
    async () => {
      // one transaction moving every counter row many times over, as a bulk load of requests does
      await t.database.db.transaction(async (tx) => {
        for (let i = 0; i < 200; i++) await tx.execute(sql`update request_open_counts set open_count = open_count`);
      });
      const spread = await counters();
      expect(spread.pages).toBeGreaterThan(1);

      vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
      try {
        startCounterVacuum(t.app, { db: t.database.db, config: t.config });
        vi.advanceTimersByTime(5_000);
      } finally {
        vi.useRealTimers();
      }
      await vi.waitFor(async () => expect((await counters()).pages).toBe(1), { timeout: 10_000, interval: 100 });
      expect((await counters()).open).toBe(spread.open);
    },
  );

  it('leaves PostgreSQL to autovacuum', async () => {
    const app = Fastify();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      startCounterVacuum(app, { db: t.database.db, config: { ...t.config, databaseUrl: 'postgres://db.invalid/x' } });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    await app.close();
  });
});
