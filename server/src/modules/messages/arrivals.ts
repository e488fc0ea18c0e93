import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groups } from '../groups/index.js';
import { requests } from './tables.js';

/**
 * How many requests the organisation received in (after, upTo] that are in its Incoming requests group: what the
 * practice's email notification counts (modules/email-notifications).
 */
export async function countArrivedInIncoming(db: Db, wcmsId: number, after: Date, upTo: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requests)
    .innerJoin(groups, and(eq(groups.id, requests.poolId), eq(groups.kind, 'incoming')))
    .where(and(eq(requests.wcmsId, wcmsId), gt(requests.receivedAt, after), lte(requests.receivedAt, upTo)));
  return row?.n ?? 0;
}
