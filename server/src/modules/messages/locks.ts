import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { users } from '../users/index.js';
import { requestLocks } from './tables.js';
import { REQUEST_MESSAGES } from './rules.js';

export type LockHolder = { userId: number; name: string; since: Date; expiresAt: Date };

/** The unexpired view lock of a request, if any. */
export async function lockHolder(db: Db, requestId: number, now: Date): Promise<LockHolder | null> {
  const [row] = await db
    .select({
      userId: requestLocks.userId,
      since: requestLocks.since,
      expiresAt: requestLocks.expiresAt,
      forename: users.forename,
      surname: users.surname,
    })
    .from(requestLocks)
    .innerJoin(users, eq(users.id, requestLocks.userId))
    .where(and(eq(requestLocks.requestId, requestId), gt(requestLocks.expiresAt, now)))
    .limit(1);
  return row
    ? { userId: row.userId, name: `${row.forename} ${row.surname}`, since: row.since, expiresAt: row.expiresAt }
    : null;
}

/** The holder in a 423's fields, so the client can offer to override (spec §4). */
function holderFields(holder: LockHolder): Record<string, string> {
  return {
    lock_user_id: String(holder.userId),
    lock_username: holder.name,
    lock_since: holder.since.toISOString(),
    lock_expires_at: holder.expiresAt.toISOString(),
  };
}

export const lockFailed = (holder: LockHolder | null) =>
  new HttpProblem(423, REQUEST_MESSAGES.lockFailed, 'REQUEST_LOCKED', holder ? holderFields(holder) : undefined);

/** 423 when someone else holds the request's view lock: only they may change it until it expires or is overridden. */
export async function assertNotLockedByOther(db: Db, requestId: number, userId: number, now: Date): Promise<void> {
  const holder = await lockHolder(db, requestId, now);
  if (holder && holder.userId !== userId) {
    throw new HttpProblem(
      423,
      `This request is locked by ${holder.name}, who is viewing it. Override the lock to make changes.`,
      'REQUEST_LOCKED',
      holderFields(holder),
    );
  }
}

/**
 * Takes or renews the view lock for keepSeconds. Without override it succeeds only when the request is unlocked,
 * the lock has expired or the caller already holds it (one atomic statement, so two viewers cannot both win);
 * with override it takes the lock from whoever holds it. since stays when the holder renews.
 */
export async function acquireLock(
  db: Db,
  requestId: number,
  userId: number,
  now: Date,
  keepSeconds: number,
  options: { override?: boolean } = {},
): Promise<boolean> {
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + keepSeconds * 1000);
  const renewing = sql`${requestLocks.userId} = ${userId} and ${requestLocks.expiresAt} > ${at}::timestamptz`;
  const rows = await db
    .insert(requestLocks)
    .values({ requestId, userId, since: now, expiresAt })
    .onConflictDoUpdate({
      target: requestLocks.requestId,
      set: {
        userId,
        expiresAt,
        since: sql`case when ${renewing} then ${requestLocks.since} else ${at}::timestamptz end`,
      },
      ...(options.override
        ? {}
        : { setWhere: sql`${requestLocks.userId} = ${userId} or ${requestLocks.expiresAt} <= ${at}::timestamptz` }),
    })
    .returning({ requestId: requestLocks.requestId });
  return rows.length > 0;
}

/** Gives up the caller's own lock; someone else's lock is left alone. */
export async function releaseLock(db: Db, requestId: number, userId: number): Promise<void> {
  await db.delete(requestLocks).where(and(eq(requestLocks.requestId, requestId), eq(requestLocks.userId, userId)));
}

/**
 * Gives up every view lock the user holds: on sign-out (and when their last socket goes), so a request is not
 * left showing as open by someone who has gone (the lease is only the fallback).
 */
export async function releaseLocksOf(db: Db, userId: number): Promise<void> {
  await db.delete(requestLocks).where(eq(requestLocks.userId, userId));
}
