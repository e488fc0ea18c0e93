import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { organisations, type ClinicalSystemId } from '../organisations/index.js';
import { requestAttachments, requestReadings, requests } from '../messages/index.js';
import { raiseClinicianNotification, type NotificationsContext } from '../notifications/index.js';
import { coversUnattached, unattachedCovers } from '../groups/index.js';
import {
  attachTaskFiles,
  attachTasks,
  type AttachTaskState,
  type AttachTaskType,
  type QueuedCode,
  type QueuedPayload,
} from './tables.js';

export type AttachTaskRow = typeof attachTasks.$inferSelect;

/** Failed attempts before a task is set to manual (spec §4: final failure). */
export const MAX_ATTACH_ATTEMPTS = 3;

/** spec §9: the unattached-items queue is capped at 150. */
export const UNATTACHED_ITEMS_LIMIT = 150;

/** Task states still waiting for the desktop client (failed ones stay queued and are retried, spec §4). */
export const PENDING_STATES: AttachTaskState[] = ['queued', 'failed'];

export const ATTACH_TASK_MESSAGES = {
  notFound: 'Attach task not found',
  nothingToSend: 'This request has nothing to send to the clinical system',
  noUnattached: 'There is no unattached item for this request',
  noRetryTasks: 'There are no queued attach tasks for this request',
  onlyRetry: 'Only requests can be queued for the clinical system here',
  failed: (title: string, reason: string) =>
    `Unable to send "${title}" to the clinical system: ${reason}. It stays queued and will be retried.`,
  finalFailure: (title: string, reason: string) =>
    `"${title}" could not be sent to the clinical system and was set to manual: ${reason}`,
  notManual: 'This item is no longer waiting to be sent: it may have been sent or removed already',
  notCover: 'Only staff who cover the Unattached items group can send unattached items',
} as const;

/** What enqueueAttachTask needs (C/D wire outbound and video records to it). */
export type EnqueueAttachTaskInput = {
  wcmsId: number;
  type: AttachTaskType;
  /** The requests, outbound messages or video appointments the record is about. */
  messageIds: number[];
  message: QueuedPayload;
  attachments?: { name: string; content: Buffer; primary?: boolean }[];
  createdBy?: number | null;
  patientId?: string | null;
  clientId?: string | null;
  vixieVersion?: number | null;
  versionNumber?: number;
  /** Defaults to the organisation's clinical system. */
  clinicalSystem?: ClinicalSystemId;
  outboundRequestId?: number | null;
};

/** The row of a newly queued task. */
function taskRow(
  input: EnqueueAttachTaskInput,
  clinicalSystem: ClinicalSystemId,
  now: Date,
): typeof attachTasks.$inferInsert {
  return {
    wcmsId: input.wcmsId,
    messageIds: input.messageIds,
    type: input.type,
    versionNumber: input.versionNumber ?? 1,
    patientId: input.patientId ?? null,
    clientId: input.clientId ?? null,
    vixieVersion: input.vixieVersion ?? null,
    clinicalSystem,
    payload: input.message,
    outboundRequestId: input.outboundRequestId ?? null,
    createdBy: input.createdBy ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Queues a record for the desktop client to attach to the clinical system (spec §4 Attach tasks). outbound,
 * video_call and outbound_submit tasks are attached as new records; retry tasks re-attach a request.
 */
export async function enqueueAttachTask(
  db: Db,
  input: EnqueueAttachTaskInput,
  clock: Clock = { now: () => new Date() },
): Promise<AttachTaskRow> {
  const now = clock.now();
  let clinicalSystem = input.clinicalSystem;
  if (!clinicalSystem) {
    const [org] = await db
      .select({ clinicalSystem: organisations.clinicalSystem })
      .from(organisations)
      .where(eq(organisations.wcmsId, input.wcmsId));
    if (!org) throw new HttpProblem(404, 'Organisation not found', 'NOT_FOUND');
    clinicalSystem = org.clinicalSystem;
  }
  return db.transaction(async (tx) => {
    const [task] = await tx
      .insert(attachTasks)
      .values(taskRow(input, clinicalSystem, now))
      .returning();
    if (input.attachments?.length) {
      await tx.insert(attachTaskFiles).values(
        input.attachments.map((a) => ({
          taskId: task!.id,
          name: a.name,
          content: a.content,
          primary: a.primary ?? false,
        })),
      );
    }
    return task!;
  });
}

/** Clinical systems an organisation can have no desktop attach for: nothing is queued for them. */
const NO_CLINICAL_SYSTEM: ClinicalSystemId[] = ['na', 'unknown'];

/**
 * Queues many records at once, without files (an outbound batch: up to 2,000 a pass, 20,000 an upload), each under
 * its organisation's clinical system; organisations without one get none. Returns how many were queued.
 */
export async function enqueueAttachTasks(
  db: Db,
  inputs: Omit<EnqueueAttachTaskInput, 'attachments' | 'clinicalSystem'>[],
  clock: Clock = { now: () => new Date() },
): Promise<number> {
  if (inputs.length === 0) return 0;
  const orgs = await db
    .select({ wcmsId: organisations.wcmsId, clinicalSystem: organisations.clinicalSystem })
    .from(organisations)
    .where(inArray(organisations.wcmsId, [...new Set(inputs.map((i) => i.wcmsId))]));
  const systems = new Map(orgs.map((o) => [o.wcmsId, o.clinicalSystem]));
  const now = clock.now();
  const rows = inputs.flatMap((input) => {
    const clinicalSystem = systems.get(input.wcmsId);
    if (!clinicalSystem || NO_CLINICAL_SYSTEM.includes(clinicalSystem)) return [];
    return [taskRow(input, clinicalSystem, now)];
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(attachTasks).values(rows.slice(i, i + 1000));
  return rows.length;
}

// Default codes for readings (SNOMED CT), with the units of spec §3.
const READING_CODES: Record<string, { value: string; term: string }> = {
  blood_pressure: { value: '75367002', term: 'Blood pressure' },
  weight: { value: '27113001', term: 'Body weight' },
  height: { value: '50373000', term: 'Body height measure' },
  gad7: { value: '445455005', term: 'GAD-7 total score' },
  phq9: { value: '720433000', term: 'PHQ-9 total score' },
  act: { value: '443084009', term: 'Asthma control test score' },
};

/** The record a request becomes in the clinical system: its text, its readings as codes and its files. */
export async function requestRecord(db: Db, wcmsId: number, requestId: number) {
  const [request] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.wcmsId, wcmsId)));
  if (!request) return null;
  const readings = await db.select().from(requestReadings).where(eq(requestReadings.requestId, requestId));
  const files = await db
    .select({ name: requestAttachments.name, content: requestAttachments.content })
    .from(requestAttachments)
    .where(eq(requestAttachments.requestId, requestId))
    .orderBy(asc(requestAttachments.id));
  const lines = [request.body ?? '', ...(request.answers ?? []).map((a) => `${a.question}: ${a.answer}`)];
  const codes: QueuedCode[] = readings.map((r) => {
    const known = READING_CODES[r.kind]!;
    return {
      scheme: 'SNOMED',
      value: r.code ?? known.value,
      term: known.term,
      dataValue: { value: r.value, uom: r.unit ?? null },
      isFreeText: false,
    };
  });
  const payload: QueuedPayload = {
    title: `Online consultation ${request.reference}`,
    heading: request.subject,
    detail: lines.filter(Boolean).join('\n'),
    nhsNumber: request.patientNhsNumber,
    dateAttached: request.receivedAt.toISOString(),
    dateCompleted: request.completedAt?.toISOString() ?? null,
    codes,
    urls: [],
  };
  return {
    request,
    payload,
    attachments: files.map((f, i) => ({ name: f.name, content: f.content, primary: i === 0 })),
  };
}

/** Queues requests to be sent to the clinical system when no desktop host is present (type retry). */
export async function queueRequestsForClinical(
  db: Db,
  clock: Clock,
  caller: { userId: number; wcmsId: number },
  requestIds: number[],
  meta: { vixieVersion?: number | null; clientId?: string | null; versionNumber?: number } = {},
): Promise<AttachTaskRow[]> {
  const tasks: AttachTaskRow[] = [];
  for (const id of requestIds) {
    const record = await requestRecord(db, caller.wcmsId, id);
    if (!record) throw new HttpProblem(404, 'Request not found', 'NOT_FOUND');
    // a request whose attach was set to manual is sent again only by a cover of Unattached items (spec §4), with
    // what it holds now; the manual task leaves the unattached items queue
    const manual = await listTasks(db, caller.wcmsId, { messageIds: [id], type: 'retry', states: ['final_failure'] });
    if (manual.length > 0) {
      if (!(await coversUnattached(db, caller.wcmsId, caller.userId))) {
        throw new HttpProblem(403, ATTACH_TASK_MESSAGES.notCover, 'FORBIDDEN');
      }
      await removeMessageTasks(db, clock, caller.wcmsId, id, ['final_failure'], ATTACH_TASK_MESSAGES.noUnattached);
    }
    tasks.push(
      await enqueueAttachTask(
        db,
        {
          wcmsId: caller.wcmsId,
          type: 'retry',
          messageIds: [id],
          message: record.payload,
          attachments: record.attachments,
          createdBy: caller.userId,
          patientId: record.request.clinicalPatientId,
          vixieVersion: meta.vixieVersion ?? null,
          clientId: meta.clientId ?? null,
          ...(meta.versionNumber !== undefined ? { versionNumber: meta.versionNumber } : {}),
        },
        clock,
      ),
    );
  }
  return tasks;
}

export type TaskFilter = {
  messageIds?: number[];
  type?: AttachTaskType;
  patientId?: string;
  clientId?: string;
  clinicalSystem?: ClinicalSystemId;
  states?: AttachTaskState[];
};

export async function listTasks(db: Db, wcmsId: number, filter: TaskFilter = {}): Promise<AttachTaskRow[]> {
  const conditions = [eq(attachTasks.wcmsId, wcmsId)];
  if (filter.messageIds?.length) {
    conditions.push(
      sql`${attachTasks.messageIds} && ${sql.raw(`ARRAY[${filter.messageIds.map(Number).join(',')}]::integer[]`)}`,
    );
  }
  if (filter.type) conditions.push(eq(attachTasks.type, filter.type));
  if (filter.patientId) conditions.push(eq(attachTasks.patientId, filter.patientId));
  if (filter.clinicalSystem) conditions.push(eq(attachTasks.clinicalSystem, filter.clinicalSystem));
  if (filter.states?.length) conditions.push(inArray(attachTasks.state, filter.states));
  return db
    .select()
    .from(attachTasks)
    .where(and(...conditions))
    .orderBy(asc(attachTasks.createdAt), asc(attachTasks.id))
    .limit(500);
}

export async function taskFiles(db: Db, taskIds: number[]) {
  if (taskIds.length === 0) return [];
  return db
    .select({
      id: attachTaskFiles.id,
      taskId: attachTaskFiles.taskId,
      name: attachTaskFiles.name,
      primary: attachTaskFiles.primary,
    })
    .from(attachTaskFiles)
    .where(inArray(attachTaskFiles.taskId, taskIds))
    .orderBy(asc(attachTaskFiles.id));
}

export async function findTask(db: Db, wcmsId: number, id: number): Promise<AttachTaskRow> {
  const [task] = await db
    .select()
    .from(attachTasks)
    .where(and(eq(attachTasks.id, id), eq(attachTasks.wcmsId, wcmsId)));
  if (!task) throw new HttpProblem(404, ATTACH_TASK_MESSAGES.notFound, 'NOT_FOUND');
  return task;
}

/**
 * Records the outcome of an attempt (spec §4): success completes the task; a failure keeps it queued with its
 * reason (nhs_invalid for outbound tasks) until the last attempt sets it to manual (final_failure). The person who
 * queued it is told through a clinician notification.
 */
export async function reportTaskOutcome(
  ctx: NotificationsContext,
  wcmsId: number,
  id: number,
  outcome: { success: boolean; reason?: string; nhsInvalid?: boolean; codedAttachedToPcs?: boolean },
): Promise<AttachTaskRow> {
  const task = await findTask(ctx.db, wcmsId, id);
  if (task.state === 'success' || task.state === 'removed' || task.state === 'final_failure') {
    throw new HttpProblem(409, `This attach task is already ${task.state.replace('_', ' ')}`, 'TASK_CLOSED');
  }
  const now = ctx.clock.now();
  if (outcome.success) {
    const [row] = await ctx.db
      .update(attachTasks)
      .set({
        state: 'success',
        lastError: null,
        codedAttachedToPcs: outcome.codedAttachedToPcs ?? task.codedAttachedToPcs,
        updatedAt: now,
      })
      .where(eq(attachTasks.id, id))
      .returning();
    return row!;
  }
  const attempts = task.attempts + 1;
  const reason = outcome.reason?.trim() || 'Unknown error from Clinical System';
  const state: AttachTaskState = attempts >= MAX_ATTACH_ATTEMPTS ? 'final_failure' : 'failed';
  const [row] = await ctx.db
    .update(attachTasks)
    .set({
      state,
      attempts,
      lastError: reason,
      nhsInvalid: task.type === 'outbound' ? (outcome.nhsInvalid ?? false) : false,
      updatedAt: now,
    })
    .where(eq(attachTasks.id, id))
    .returning();
  // the person who queued it hears of every failure; after the last attempt, so does every cover of the Unattached
  // items group, any of whom may now send it (spec §4)
  const recipients = new Set<number>(task.createdBy === null ? [] : [task.createdBy]);
  if (state === 'final_failure') for (const id of await unattachedCovers(ctx.db, wcmsId)) recipients.add(id);
  const title = task.payload.title;
  for (const userId of recipients) {
    await raiseClinicianNotification(ctx, {
      wcmsId,
      userId,
      attachTaskId: task.id,
      messageId: task.type === 'retry' ? (task.messageIds[0] ?? null) : null,
      outboundRequestId: task.outboundRequestId,
      subject: task.payload.heading ?? title,
      body:
        state === 'final_failure'
          ? ATTACH_TASK_MESSAGES.finalFailure(title, reason)
          : ATTACH_TASK_MESSAGES.failed(title, reason),
    });
  }
  return row!;
}

/**
 * A cover of the Unattached items group sends a task that was set to manual (spec §4): it is queued again with fresh
 * attempts under the sender, so the next desktop client to run attaches it and the sender hears of any failure.
 * Only a task still in final failure can be sent (a second sender finds it already queued).
 */
export async function sendManualTask(db: Db, clock: Clock, wcmsId: number, id: number, senderId: number) {
  await findTask(db, wcmsId, id);
  const [row] = await db
    .update(attachTasks)
    .set({ state: 'queued', attempts: 0, lastError: null, createdBy: senderId, updatedAt: clock.now() })
    .where(and(eq(attachTasks.id, id), eq(attachTasks.state, 'final_failure')))
    .returning();
  if (!row) throw new HttpProblem(409, ATTACH_TASK_MESSAGES.notManual, 'TASK_CLOSED');
  return row;
}

/** A user removes a task from the queue (spec §4: removed by a user). */
export async function removeTask(db: Db, clock: Clock, wcmsId: number, id: number, codedAttachedToPcs?: boolean) {
  const task = await findTask(db, wcmsId, id);
  const [row] = await db
    .update(attachTasks)
    .set({
      state: 'removed',
      codedAttachedToPcs: codedAttachedToPcs ?? task.codedAttachedToPcs,
      updatedAt: clock.now(),
    })
    .where(eq(attachTasks.id, id))
    .returning();
  return row!;
}

/**
 * Removes a request's tasks (type retry) in some states; 404 when there are none. Only retry tasks: the message ids of
 * outbound and video tasks are recipients and appointments, whose numbers can equal a request's.
 */
export async function removeMessageTasks(
  db: Db,
  clock: Clock,
  wcmsId: number,
  messageId: number,
  states: AttachTaskState[],
  notFoundMessage: string,
) {
  const rows = await db
    .update(attachTasks)
    .set({ state: 'removed', updatedAt: clock.now() })
    .where(
      and(
        eq(attachTasks.wcmsId, wcmsId),
        eq(attachTasks.type, 'retry'),
        sql`${messageId} = any(${attachTasks.messageIds})`,
        inArray(attachTasks.state, states),
      ),
    )
    .returning({ id: attachTasks.id });
  if (rows.length === 0) throw new HttpProblem(404, notFoundMessage, 'NOT_FOUND');
  return rows;
}

/** The unattached-items queue (spec §2 super user pages): final failures, newest first, at most 150. */
export async function listUnattached(db: Db, wcmsId: number) {
  return db
    .select()
    .from(attachTasks)
    .where(and(eq(attachTasks.wcmsId, wcmsId), eq(attachTasks.state, 'final_failure')))
    .orderBy(desc(attachTasks.updatedAt), desc(attachTasks.id))
    .limit(UNATTACHED_ITEMS_LIMIT);
}

/** Which of the given tasks have been attached (state success), for areas that show "attached to clinical". */
export async function attachedTaskIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: attachTasks.id })
    .from(attachTasks)
    .where(and(inArray(attachTasks.id, ids), eq(attachTasks.state, 'success')));
  return new Set(rows.map((r) => r.id));
}

export async function getTaskFile(db: Db, wcmsId: number, type: AttachTaskType, id: number) {
  const [row] = await db
    .select({ id: attachTaskFiles.id, name: attachTaskFiles.name, content: attachTaskFiles.content })
    .from(attachTaskFiles)
    .innerJoin(attachTasks, eq(attachTasks.id, attachTaskFiles.taskId))
    .where(and(eq(attachTaskFiles.id, id), eq(attachTasks.wcmsId, wcmsId), eq(attachTasks.type, type)));
  return row ?? null;
}
