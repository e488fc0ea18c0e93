import { and, eq, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import type { ApiSchema } from '../../rest/types.js';
import type { Db } from '../../db/client.js';
import { CLINICAL_MESSAGES, getPatientById } from '../clinical-system/index.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { memberships, users } from '../users/index.js';
import { groups } from '../groups/index.js';
import type { MessagesCaller } from './access.js';
import { assertNotLockedByOther } from './locks.js';
import { countAgainstDailyLimit } from './limits.js';
import { translationEnabled } from '../request-workflow/index.js';
import { assertKnownOutcome, CONSULTATION_METHOD_LABELS, type ConsultationMethod } from './outcomes.js';
import { findRequest, markUnread } from './detail.js';
import { poolRecipients, publishNotifications, requestCompleted, type PendingNotification } from './notify.js';
import { requestReads, requests, requestThread, type RequestStatus, type ThreadKind } from './tables.js';
import {
  alreadyCompleted,
  PRIORITY_LABELS,
  reopenFailed,
  REQUEST_MESSAGES,
  requestNotFound,
  STATUS_LABELS,
  takeFailed,
  VOUCH_LABELS,
} from './rules.js';

/** The body of PUT my/messages/wcms_id/{wcms_id}/{id}, as the contract gives it (RequestAction in openapi/api.yaml). */
export type RequestAction = ApiSchema<'RequestAction'>;

export type ActionsContext = Pick<RequestContext, 'db' | 'clock' | 'realtime'>;

type Row = typeof requests.$inferSelect;
type Changes = Partial<typeof requests.$inferInsert>;
type Entry = { kind: ThreadKind; body: string };

/** Everything one action decided, applied in one transaction by performAction. */
type Plan = { changes: Changes; entries: Entry[]; notify: PendingNotification[]; unreadFor: number[] };

const statusChange = (from: RequestStatus, to: RequestStatus): Entry => ({
  kind: 'status_change',
  body: `Status changed from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}.`,
});

/** Taking or assigning a new request triages it. */
function triage(row: Row, plan: Plan) {
  if (row.status === 'new_request') {
    plan.changes.status = 'triaged';
    plan.entries.push(statusChange('new_request', 'triaged'));
  }
}

const assigneeUnavailable = (what: 'group' | 'colleague') =>
  new HttpProblem(
    422,
    `This ${what} is no longer available. Choose another group or colleague.`,
    'ASSIGNEE_UNAVAILABLE',
  );

async function unacknowledgedCount(db: Db, requestId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requestThread)
    .where(
      and(
        eq(requestThread.requestId, requestId),
        eq(requestThread.kind, 'patient_message'),
        eq(requestThread.acknowledged, false),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Performs one request action with the rules of spec §4 and §8: the request is row-locked for the transaction, a
 * view lock held by someone else refuses it (423), every change bumps updated_at and writes a thread entry, and
 * realtime notifications go out once it is committed.
 */
export async function performAction(
  ctx: ActionsContext,
  caller: MessagesCaller,
  requestId: number,
  action: RequestAction,
): Promise<void> {
  const now = ctx.clock.now();
  if (action.action === 'mark_unread') {
    await findRequest(ctx.db, caller.wcmsId, requestId);
    await markUnread(ctx.db, caller.userId, requestId);
    return;
  }
  const notify = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(requests)
      .where(and(eq(requests.id, requestId), eq(requests.wcmsId, caller.wcmsId)))
      .for('update');
    if (!row) throw requestNotFound();
    // a note changes nothing another viewer is working on: it is never blocked by their lock
    if (action.action !== 'note') await assertNotLockedByOther(tx, row.id, caller.userId, now);
    const plan: Plan = { changes: {}, entries: [], notify: [], unreadFor: [] };
    await decide(tx, caller, row, action, plan, now);
    if (plan.entries.length === 0 && Object.keys(plan.changes).length === 0) return [];
    await tx
      .update(requests)
      .set({ ...plan.changes, updatedAt: now })
      .where(eq(requests.id, row.id));
    // spec §3 FFT: completing a request of a chosen type schedules its patient's invitation (the fft module listens)
    if (plan.changes.status === 'completed') await requestCompleted.emit(tx, row, now);
    if (plan.entries.length > 0) {
      await tx.insert(requestThread).values(
        // one action's entries share its time; the thread is read in (created_at, id) order
        plan.entries.map((e) => ({
          requestId: row.id,
          kind: e.kind,
          body: e.body,
          authorUserId: caller.userId,
          authorName: caller.name,
          createdAt: now,
        })),
      );
    }
    for (const userId of plan.unreadFor) {
      await tx.delete(requestReads).where(and(eq(requestReads.userId, userId), eq(requestReads.requestId, row.id)));
    }
    return plan.notify;
  });
  await publishNotifications(ctx, notify, caller.userId, [requestId]);
}

/** Moves an open request to one of the organisation's active groups (assign, and an applied care navigation). */
async function assignToGroup(
  db: Db,
  caller: MessagesCaller,
  row: Row,
  groupId: number,
  plan: Plan,
  now: Date,
): Promise<boolean> {
  const { changes, entries } = plan;
  const [group] = await db
    .select()
    .from(groups)
    .where(
      and(
        eq(groups.id, groupId),
        eq(groups.wcmsId, caller.wcmsId),
        eq(groups.active, true),
        // Unattached items is covered, never assigned requests
        ne(groups.kind, 'unattached'),
      ),
    );
  if (!group) throw assigneeUnavailable('group');
  if (row.poolId === group.id && row.assignedUserId === null) return false;
  if (row.countedOn === null && group.kind !== 'incoming') {
    changes.countedOn = await countAgainstDailyLimit(db, caller, row.type, now);
  }
  changes.poolId = group.id;
  changes.assignedUserId = null;
  entries.push({ kind: 'assignment', body: `Assigned to ${group.name} by ${caller.name}.` });
  const recipients = await poolRecipients(db, caller.wcmsId, group.id);
  plan.notify.push(...recipients.map((userId) => ({ wcmsId: caller.wcmsId, userId, requestId: row.id })));
  plan.unreadFor.push(...recipients.filter((id) => id !== caller.userId));
  return true;
}

async function decide(db: Db, caller: MessagesCaller, row: Row, action: RequestAction, plan: Plan, now: Date) {
  const { changes, entries } = plan;
  const open = row.status !== 'completed';
  switch (action.action) {
    case 'take': {
      if (row.assignedUserId === caller.userId && open) return;
      // a completed request, or one a colleague has taken meanwhile (assign moves it between colleagues on purpose)
      if (!open || row.assignedUserId !== null) throw takeFailed(row.reference);
      if (row.countedOn === null) changes.countedOn = await countAgainstDailyLimit(db, caller, row.type, now);
      changes.assignedUserId = caller.userId;
      entries.push({ kind: 'assignment', body: `Taken by ${caller.name}.` });
      triage(row, plan);
      return;
    }
    case 'reopen': {
      if (open) throw reopenFailed(row.reference);
      changes.status = 'triaged';
      changes.completedAt = null;
      changes.completedBy = null;
      entries.push({ kind: 'reopen', body: `Re-opened by ${caller.name}. Status changed from Completed to Triaged.` });
      return;
    }
    case 'complete': {
      if (!open) throw alreadyCompleted();
      if ((await unacknowledgedCount(db, row.id)) > 0) {
        throw new HttpProblem(409, REQUEST_MESSAGES.unacknowledged, 'UNACKNOWLEDGED_MESSAGES');
      }
      const outcome = action.outcome?.trim();
      if (outcome !== undefined) await assertKnownOutcome(db, caller.wcmsId, outcome);
      changes.status = 'completed';
      changes.completedAt = now;
      changes.completedBy = caller.userId;
      if (outcome) changes.outcome = outcome;
      if (action.consultation_method) changes.consultationMethod = action.consultation_method;
      const method = action.consultation_method
        ? ` Consultation method: ${CONSULTATION_METHOD_LABELS[action.consultation_method as ConsultationMethod]}.`
        : '';
      entries.push({
        ...statusChange(row.status, 'completed'),
        body: statusChange(row.status, 'completed').body + (outcome ? ` Outcome: ${outcome}.` : '') + method,
      });
      return;
    }
    case 'acknowledge_all':
    case 'acknowledge': {
      const acknowledged = await db
        .update(requestThread)
        .set({ acknowledged: true, acknowledgedAt: now, acknowledgedBy: caller.userId })
        .where(
          and(
            eq(requestThread.requestId, row.id),
            eq(requestThread.kind, 'patient_message'),
            eq(requestThread.acknowledged, false),
            action.action === 'acknowledge' ? eq(requestThread.id, action.entry_id) : undefined,
          ),
        )
        .returning({ id: requestThread.id });
      if (action.action === 'acknowledge' && acknowledged.length === 0) {
        const [entry] = await db
          .select({ kind: requestThread.kind })
          .from(requestThread)
          .where(and(eq(requestThread.id, action.entry_id), eq(requestThread.requestId, row.id)));
        if (entry?.kind !== 'patient_message') {
          throw new HttpProblem(404, 'That message from the patient was not found', 'NOT_FOUND');
        }
      }
      if (acknowledged.length === 0) return;
      const remaining = await unacknowledgedCount(db, row.id);
      changes.unacknowledgedCount = remaining;
      entries.push({
        kind: 'note',
        body:
          acknowledged.length === 1
            ? 'Acknowledged a message from the patient.'
            : `Acknowledged ${acknowledged.length} messages from the patient.`,
      });
      if (remaining === 0 && row.status === 'new_response') {
        changes.status = 'triaged';
        entries.push(statusChange('new_response', 'triaged'));
      }
      return;
    }
    case 'assign': {
      if (!open) throw alreadyCompleted();
      if (action.assignee_kind === 'group') {
        if (!(await assignToGroup(db, caller, row, action.assignee_id, plan, now))) return;
      } else {
        const [colleague] = await db
          .select({ id: users.id, forename: users.forename, surname: users.surname })
          .from(users)
          .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.wcmsId, caller.wcmsId)))
          .where(
            and(
              eq(users.id, action.assignee_id),
              eq(users.serviceAccess, true),
              ne(memberships.role, 'super'),
              // console Staff 'can accept requests' (spec §3, §6)
              eq(memberships.canAcceptRequests, true),
            ),
          );
        if (!colleague) throw assigneeUnavailable('colleague');
        if (row.assignedUserId === colleague.id) return;
        if (row.countedOn === null) changes.countedOn = await countAgainstDailyLimit(db, caller, row.type, now);
        changes.assignedUserId = colleague.id;
        entries.push({
          kind: 'assignment',
          body: `Assigned to ${colleague.forename} ${colleague.surname} by ${caller.name}.`,
        });
        plan.notify.push({ wcmsId: caller.wcmsId, userId: colleague.id, requestId: row.id });
        if (colleague.id !== caller.userId) plan.unreadFor.push(colleague.id);
      }
      triage(row, plan);
      return;
    }
    case 'priority': {
      if (!open) throw alreadyCompleted();
      if (row.priority === action.priority) return;
      changes.priority = action.priority;
      const reason = action.reason?.trim();
      entries.push({
        kind: 'priority_change',
        body:
          `Priority changed from ${PRIORITY_LABELS[row.priority]} to ${PRIORITY_LABELS[action.priority]}.` +
          (reason ? ` Reason: ${reason}` : ''),
      });
      return;
    }
    case 'note': {
      const body = action.body.trim();
      if (!body) throw validationFailed({ body: 'Enter a note.' });
      entries.push({ kind: 'note', body });
      return;
    }
    case 'outcome': {
      const outcome = action.outcome.trim();
      await assertKnownOutcome(db, caller.wcmsId, outcome);
      changes.outcome = outcome;
      if (action.consultation_method) changes.consultationMethod = action.consultation_method;
      entries.push({ kind: 'note', body: `Outcome recorded: ${outcome}.` });
      return;
    }
    case 'status': {
      if (!open) throw alreadyCompleted();
      if (row.status === action.status) return;
      changes.status = action.status;
      entries.push(statusChange(row.status, action.status));
      return;
    }
    case 'link_patient': {
      if (!row.patientNhsNumber) {
        throw new HttpProblem(422, 'This patient has no NHS number, so they cannot be linked.', 'NO_NHS_NUMBER');
      }
      if (row.clinicalPatientId === action.clinical_patient_id) return;
      // the record must be the organisation's, and the same person: its NHS number matches the request's
      const record = await getPatientById(db, row.wcmsId, action.clinical_patient_id);
      if (!record) throw new HttpProblem(422, CLINICAL_MESSAGES.patientNotFound, 'PATIENT_NOT_FOUND');
      if (record.nhsNumber !== row.patientNhsNumber.replace(/\s+/g, '')) {
        throw new HttpProblem(422, "This record's NHS number does not match the request", 'NO_MATCH');
      }
      changes.clinicalPatientId = action.clinical_patient_id;
      changes.identity =
        row.identity === 'verified' || row.identity === 'matched_and_verified' ? 'matched_and_verified' : 'matched';
      entries.push({ kind: 'note', body: `Linked to the patient's record in the clinical system by ${caller.name}.` });
      return;
    }
    case 'unlink_patient': {
      if (row.clinicalPatientId === null) {
        throw new HttpProblem(409, 'This request is not linked to a patient record.', 'NOT_LINKED');
      }
      changes.clinicalPatientId = null;
      changes.identity = row.identity === 'matched_and_verified' ? 'verified' : 'unmatched';
      entries.push({ kind: 'note', body: `Unlinked from the patient's record by ${caller.name}.` });
      return;
    }
    case 'translation': {
      if (!row.translation || !(await translationEnabled(db, row.wcmsId))) {
        throw new HttpProblem(409, 'This request has no translation.', 'NO_TRANSLATION');
      }
      if (row.translation.enabled === action.enabled) return;
      changes.translation = { ...row.translation, enabled: action.enabled };
      return;
    }
    case 'care_navigation': {
      const suggestion = row.careNavigation;
      if (!suggestion || suggestion.ignored || suggestion.applied) {
        throw new HttpProblem(409, 'There is no care navigation suggestion waiting on this request.', 'NO_SUGGESTION');
      }
      if (action.decision === 'ignore') {
        changes.careNavigation = { ...suggestion, ignored: true };
        entries.push({
          kind: 'note',
          body: `Care navigation suggestion (${suggestion.pool_name}, ${PRIORITY_LABELS[suggestion.priority]}) ignored by ${caller.name}.`,
        });
        return;
      }
      if (!open) throw alreadyCompleted();
      await assignToGroup(db, caller, row, suggestion.pool_id, plan, now);
      if (row.priority !== suggestion.priority) {
        changes.priority = suggestion.priority;
        entries.push({
          kind: 'priority_change',
          body: `Priority changed from ${PRIORITY_LABELS[row.priority]} to ${PRIORITY_LABELS[suggestion.priority]}. Reason: care navigation.`,
        });
      }
      changes.careNavigation = { ...suggestion, applied: true };
      triage(row, plan);
      return;
    }
    case 'vouch': {
      const other = action.other_text?.trim();
      if (action.how === 'other' && !other) {
        throw validationFailed({ other_text: 'Please specify how you vouched for this patient' });
      }
      if (row.identity === 'verified' || row.identity === 'matched_and_verified') {
        throw new HttpProblem(409, "This patient's identity has already been verified.", 'ALREADY_VERIFIED');
      }
      changes.identity = row.identity === 'unmatched' ? 'verified' : 'matched_and_verified';
      const how = action.how === 'other' ? other : VOUCH_LABELS[action.how];
      entries.push({
        kind: 'note',
        body: `Identity vouched for by ${caller.name}: ${how}${other && action.how !== 'other' ? ` (${other})` : ''}.`,
      });
      return;
    }
  }
}
