import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/test-app.js';
import type { Database } from '../../db/client.js';
import { requests, requestThread } from './tables.js';
import { bringDemoRequestsForward, DEMO_REQUESTS_NOW } from './demo-requests.js';

/** issue 21: `npm start` dates the demo requests from its first start, so the inbox looks like a working practice. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const DAY = 86_400_000;

describe('the demo requests dated from the first start', () => {
  it('moves the demo requests and their threads on by whole days: the newest today, none in the future', async () => {
    const { db } = database;
    const before = await db
      .select({ id: requests.id, receivedAt: requests.receivedAt })
      .from(requests)
      .where(inArray(requests.id, [1, 2, 3]));
    const [thread] = await db
      .select({ createdAt: sql<Date>`max(${requestThread.createdAt})` })
      .from(requestThread)
      .where(eq(requestThread.requestId, 1));
    // a request that is not one of the demo's (created after seeding) stays where it is
    const copy: Record<string, unknown> = { ...(await db.select().from(requests).where(eq(requests.id, 1)))[0]! };
    delete copy.id;
    delete copy.reference;
    const [other] = await db
      .insert(requests)
      .values(copy as typeof requests.$inferInsert)
      .returning({ id: requests.id, receivedAt: requests.receivedAt });

    const now = new Date('2026-11-26T10:15:00Z');
    const days = await bringDemoRequestsForward(db, now);
    expect(days).toBe(Math.floor((now.getTime() - DEMO_REQUESTS_NOW.getTime()) / DAY));

    const after = await db
      .select({ id: requests.id, receivedAt: requests.receivedAt })
      .from(requests)
      .where(inArray(requests.id, [1, 2, 3]));
    for (const row of after) {
      const was = before.find((b) => b.id === row.id)!.receivedAt;
      expect(row.receivedAt.getTime() - was.getTime()).toBe(days * DAY);
    }
    const newest = after.find((r) => r.id === 1)!.receivedAt;
    expect(newest.toISOString().slice(0, 10)).toBe('2026-11-26');
    expect(newest.getTime()).toBeLessThanOrEqual(now.getTime());
    const [movedThread] = await db
      .select({ createdAt: sql<Date>`max(${requestThread.createdAt})` })
      .from(requestThread)
      .where(eq(requestThread.requestId, 1));
    expect(new Date(movedThread!.createdAt).getTime() - new Date(thread!.createdAt).getTime()).toBe(days * DAY);
    const [untouched] = await db
      .select({ receivedAt: requests.receivedAt })
      .from(requests)
      .where(eq(requests.id, other!.id));
    expect(untouched!.receivedAt).toEqual(other!.receivedAt);
  });

  it('leaves them as written when the start is not after the day they were written for', async () => {
    expect(await bringDemoRequestsForward(database.db, DEMO_REQUESTS_NOW)).toBe(0);
  });
});
