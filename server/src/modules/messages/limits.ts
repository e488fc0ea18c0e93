import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { assignmentCounts, dailyLimits, requestTypes, type RequestType } from './tables.js';
import { TYPE_LABELS, ukDay } from './rules.js';

export const dailyLimitReached = (organisationName: string, type: RequestType, limit: number) =>
  new HttpProblem(
    409,
    `The daily limit of ${limit} ${TYPE_LABELS[type]} requests for ${organisationName} has been reached.`,
    'DAILY_LIMIT_REACHED',
  );

/**
 * Counts one request of a type against the organisation's daily limit for today (UK day) and returns the day; 409
 * when the limit is reached. A request is counted once: when it is created on a patient's behalf, or when it is
 * first taken or assigned out of Incoming requests. The increment is one conditional upsert, so concurrent
 * assignments cannot overshoot the limit. Without a limit the day is still counted (for reports).
 */
export async function countAgainstDailyLimit(
  db: Db,
  organisation: { wcmsId: number; organisationName: string },
  type: RequestType,
  now: Date,
): Promise<string> {
  const day = ukDay(now);
  const [limit] = await db
    .select({ dailyLimit: dailyLimits.dailyLimit })
    .from(dailyLimits)
    .where(and(eq(dailyLimits.wcmsId, organisation.wcmsId), eq(dailyLimits.requestType, type)))
    .limit(1);
  if (limit && limit.dailyLimit <= 0) throw dailyLimitReached(organisation.organisationName, type, limit.dailyLimit);
  const rows = await db
    .insert(assignmentCounts)
    .values({ wcmsId: organisation.wcmsId, requestType: type, day, count: 1 })
    .onConflictDoUpdate({
      target: [assignmentCounts.wcmsId, assignmentCounts.requestType, assignmentCounts.day],
      set: { count: sql`${assignmentCounts.count} + 1` },
      ...(limit ? { setWhere: sql`${assignmentCounts.count} < ${limit.dailyLimit}` } : {}),
    })
    .returning({ count: assignmentCounts.count });
  if (rows.length === 0) throw dailyLimitReached(organisation.organisationName, type, limit!.dailyLimit);
  return day;
}

/**
 * The organisation's daily limit per request type (null: none) and how many of each were counted today (UK day),
 * for the console area request limits and the workload dashboard.
 */
export async function organisationDailyLimits(
  db: Db,
  wcmsId: number,
  now: Date,
): Promise<{ requestType: RequestType; limit: number | null; usedToday: number }[]> {
  const [limits, counts] = await Promise.all([
    db.select().from(dailyLimits).where(eq(dailyLimits.wcmsId, wcmsId)),
    db
      .select()
      .from(assignmentCounts)
      .where(and(eq(assignmentCounts.wcmsId, wcmsId), eq(assignmentCounts.day, ukDay(now)))),
  ]);
  return requestTypes.map((requestType) => ({
    requestType,
    limit: limits.find((l) => l.requestType === requestType)?.dailyLimit ?? null,
    usedToday: counts.find((c) => c.requestType === requestType)?.count ?? 0,
  }));
}

/** Replaces the organisation's daily limits (the console checked them: whole numbers from 0, or null for none). */
export async function replaceDailyLimits(
  db: Db,
  wcmsId: number,
  limits: { requestType: RequestType; limit: number | null }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(dailyLimits).where(eq(dailyLimits.wcmsId, wcmsId));
    const rows = limits.flatMap((l) =>
      l.limit === null ? [] : [{ wcmsId, requestType: l.requestType, dailyLimit: l.limit }],
    );
    if (rows.length > 0) await tx.insert(dailyLimits).values(rows);
  });
}
