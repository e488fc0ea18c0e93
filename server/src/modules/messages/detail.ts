import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../users/index.js';
import { groups } from '../groups/index.js';
import type { MessagesCaller } from './access.js';
import { requestAttachments, requestLocks, requestReadings, requestReads, requests, requestThread } from './tables.js';
import { requestNotFound } from './rules.js';
import { translationEnabled } from '../request-workflow/index.js';

const assignee = alias(users, 'assignee');
const completer = alias(users, 'completer');
const lockUser = alias(users, 'lock_user');

export type LockHolderBody = { user_id: number; username: string; since: string; expires_at: string };

/** The request as the request view shows it (RequestDetail); 404 when it is not the organisation's. */
export async function loadDetail(db: Db, caller: MessagesCaller, id: number, now: Date) {
  const [row] = await db
    .select({
      request: requests,
      poolName: groups.name,
      assigneeForename: assignee.forename,
      assigneeSurname: assignee.surname,
      completerForename: completer.forename,
      completerSurname: completer.surname,
      lockUserId: requestLocks.userId,
      lockSince: requestLocks.since,
      lockExpiresAt: requestLocks.expiresAt,
      lockForename: lockUser.forename,
      lockSurname: lockUser.surname,
      readAt: requestReads.readAt,
    })
    .from(requests)
    .innerJoin(groups, eq(groups.id, requests.poolId))
    .leftJoin(assignee, eq(assignee.id, requests.assignedUserId))
    .leftJoin(completer, eq(completer.id, requests.completedBy))
    .leftJoin(requestLocks, and(eq(requestLocks.requestId, requests.id), gt(requestLocks.expiresAt, now)))
    .leftJoin(lockUser, eq(lockUser.id, requestLocks.userId))
    .leftJoin(requestReads, and(eq(requestReads.requestId, requests.id), eq(requestReads.userId, caller.userId)))
    .where(and(eq(requests.id, id), eq(requests.wcmsId, caller.wcmsId)))
    .limit(1);
  if (!row) throw requestNotFound();
  const [thread, attachments, readings] = await Promise.all([
    db
      .select()
      .from(requestThread)
      .where(eq(requestThread.requestId, id))
      .orderBy(asc(requestThread.createdAt), asc(requestThread.id)),
    db
      .select({
        id: requestAttachments.id,
        name: requestAttachments.name,
        mimeType: requestAttachments.mimeType,
        size: requestAttachments.size,
        direction: requestAttachments.direction,
        createdAt: requestAttachments.createdAt,
      })
      .from(requestAttachments)
      .where(eq(requestAttachments.requestId, id))
      .orderBy(asc(requestAttachments.createdAt), asc(requestAttachments.id)),
    db
      .select()
      .from(requestReadings)
      .where(eq(requestReadings.requestId, id))
      .orderBy(asc(requestReadings.recordedAt), asc(requestReadings.id)),
  ]);
  const r = row.request;
  const lock: LockHolderBody | null =
    row.lockUserId !== null
      ? {
          user_id: row.lockUserId,
          username: `${row.lockForename} ${row.lockSurname}`,
          since: row.lockSince!.toISOString(),
          expires_at: row.lockExpiresAt!.toISOString(),
        }
      : null;
  return {
    id: r.id,
    wcms_id: r.wcmsId,
    reference: r.reference,
    type: r.type,
    status: r.status,
    priority: r.priority,
    subject: r.subject,
    body: r.body,
    answers: r.answers ?? [],
    received_at: r.receivedAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    unread: row.readAt === null,
    pool_id: r.poolId,
    pool_name: row.poolName,
    assignee:
      r.assignedUserId !== null
        ? {
            kind: 'colleague' as const,
            id: r.assignedUserId,
            name: `${row.assigneeForename} ${row.assigneeSurname}`,
          }
        : { kind: 'group' as const, id: r.poolId, name: row.poolName },
    outcome: r.outcome,
    consultation_method: r.consultationMethod,
    patient: {
      name: r.patientName,
      born: r.patientBorn,
      sex: r.patientSex,
      gender: r.patientGender,
      telephone: r.patientTelephone,
      email: r.patientEmail,
      address: r.patientAddress,
      nhs_number: r.patientNhsNumber,
      chi_number: r.patientChiNumber,
    },
    identity: r.identity,
    clinical_patient_id: r.clinicalPatientId,
    enquirer: r.enquirer ?? null,
    lock,
    // console area translation off: the English text only, no translation toggle (spec §3 'translation enabled')
    translation: r.translation && (await translationEnabled(db, r.wcmsId)) ? r.translation : null,
    care_navigation: r.careNavigation ?? null,
    fft_state: r.fftState,
    unacknowledged_count: r.unacknowledgedCount,
    completed_at: r.completedAt?.toISOString() ?? null,
    completed_by: r.completedBy !== null ? `${row.completerForename} ${row.completerSurname}` : null,
    thread: thread.map((e) => ({
      id: e.id,
      kind: e.kind,
      body: e.body,
      created_at: e.createdAt.toISOString(),
      author_name: e.authorName,
      ...(e.kind === 'patient_message' ? { acknowledged: e.acknowledged ?? false } : {}),
    })),
    attachments: attachments.map((a) => ({
      id: a.id,
      name: a.name,
      mime_type: a.mimeType,
      size: a.size,
      direction: a.direction,
      created_at: a.createdAt.toISOString(),
    })),
    readings: readings.map((x) => ({
      id: x.id,
      kind: x.kind,
      value: x.value,
      unit: x.unit,
      code: x.code,
      recorded_at: x.recordedAt.toISOString(),
    })),
  };
}

export type RequestDetailBody = Awaited<ReturnType<typeof loadDetail>>;

/** Marks the request read for the user (opening it does this). */
export async function markRead(db: Db, userId: number, requestId: number, now: Date): Promise<void> {
  await db
    .insert(requestReads)
    .values({ userId, requestId, readAt: now })
    .onConflictDoUpdate({ target: [requestReads.userId, requestReads.requestId], set: { readAt: now } });
}

export async function markUnread(db: Db, userId: number, requestId: number): Promise<void> {
  await db.delete(requestReads).where(and(eq(requestReads.userId, userId), eq(requestReads.requestId, requestId)));
}

/** The request's id and reference when it belongs to the organisation; 404 otherwise. */
export async function findRequest(db: Db, wcmsId: number, id: number) {
  const [row] = await db
    .select({ id: requests.id, reference: requests.reference, status: requests.status })
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.wcmsId, wcmsId)))
    .limit(1);
  if (!row) throw requestNotFound();
  return row;
}
