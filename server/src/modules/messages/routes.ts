import { and, asc, eq, ne } from 'drizzle-orm';
import type { RestHandlers } from '../../rest/types.js';
import { HttpProblem } from '../../errors.js';
import { memberships, users } from '../users/index.js';
import { listGroups } from '../groups/index.js';
import { requireMessagesAccess } from './access.js';
import { listRequests } from './list.js';
import { findRequest, loadDetail, markRead, markUnread } from './detail.js';
import { performAction } from './actions.js';
import { acquireLock, lockFailed, lockHolder, releaseLock } from './locks.js';
import {
  addAttachment,
  checkUploadContent,
  checkUploadType,
  fileTooLarge,
  MAX_ATTACHMENT_BYTES,
  readAttachment,
} from './attachments.js';
import { readUploadedFile } from './multipart.js';
import { createPatientRequest } from './create.js';
import { checkTriageRequest, patientSnapshot } from '../total-triage/index.js';
import { confirmationFor, sendConfirmationEmail } from '../service-hours/index.js';
import { requestReads } from './tables.js';
import { consultationMethods, organisationOutcomes } from './outcomes.js';

export const messageRoutes: RestHandlers = {
  // spec §7 GET my/messages/wcms_id/{wcmsId}: the inbox
  listMyMessages: async ({ params, query, ctx }) => {
    const caller = await requireMessagesAccess(ctx, params.wcms_id);
    return { status: 200, body: await listRequests(ctx, caller, query) };
  },

  // spec §7 GET my/messages/wcms_id/{wcmsId}/{id}: opening a request marks it read for the caller
  getMyMessage: async ({ params, ctx }) => {
    const caller = await requireMessagesAccess(ctx, params.wcms_id);
    const now = ctx.clock.now();
    await findRequest(ctx.db, caller.wcmsId, params.id);
    await markRead(ctx.db, caller.userId, params.id, now);
    return { status: 200, body: await loadDetail(ctx.db, caller, params.id, now) };
  },

  // spec §7 PUT my/messages/wcms_id/{wcmsId}/{id}: one request action
  updateMyMessage: async ({ params, body, ctx }) => {
    const caller = await requireMessagesAccess(ctx, params.wcms_id);
    await performAction(ctx, caller, params.id, body);
    return { status: 200, body: await loadDetail(ctx.db, caller, params.id, ctx.clock.now()) };
  },

  listMessageAssignees: async ({ params, ctx }) => {
    const caller = await requireMessagesAccess(ctx, params.wcms_id);
    const [groupRows, colleagues] = await Promise.all([
      listGroups(ctx.db, caller.wcmsId),
      ctx.db
        .select({
          id: users.id,
          forename: users.forename,
          surname: users.surname,
          displayName: memberships.displayName,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(
            eq(memberships.wcmsId, caller.wcmsId),
            ne(memberships.role, 'super'),
            eq(users.serviceAccess, true),
            // console Staff 'can accept requests' (spec §3, §6)
            eq(memberships.canAcceptRequests, true),
          ),
        )
        .orderBy(asc(users.surname), asc(users.forename), asc(users.id)),
    ]);
    return {
      status: 200,
      body: {
        groups: groupRows.map((g) => ({ id: g.id, name: g.name, kind: g.kind })),
        colleagues: colleagues.map((c) => ({ id: c.id, name: c.displayName ?? `${c.forename} ${c.surname}` })),
      },
    };
  },

  listRequestOutcomes: async ({ params, ctx }) => {
    const caller = await requireMessagesAccess(ctx, params.wcms_id);
    return {
      status: 200,
      body: {
        outcomes: await organisationOutcomes(ctx.db, caller.wcmsId),
        consultation_methods: [...consultationMethods],
      },
    };
  },

  uploadMessageAttachment: async ({ params, ctx, request }) => {
    const caller = await requireMessagesAccess(ctx, params.wcms_id);
    await findRequest(ctx.db, caller.wcmsId, params.id);
    // name and type are checked before the file is read, and no more than 10 MB of it is ever held (spec §5)
    const upload = await readUploadedFile(request, {
      field: 'file',
      maxBytes: MAX_ATTACHMENT_BYTES,
      accept: checkUploadType,
      tooLarge: (accepted) => fileTooLarge(accepted.name),
    });
    if (!upload) {
      throw new HttpProblem(400, 'Choose a file to attach.', 'VALIDATION_FAILED', { file: 'Choose a file to attach.' });
    }
    checkUploadContent(upload.accepted, upload.data);
    return {
      status: 201,
      body: await addAttachment(ctx, caller, params.id, { ...upload.accepted, data: upload.data }),
    };
  },

  downloadMessageAttachment: async ({ params, ctx }) => {
    const caller = await requireMessagesAccess(ctx, params.wcms_id);
    const file = await readAttachment(ctx, caller, params.id, params.attachment_id);
    return { status: 200, file: { data: file.content, contentType: file.mimeType, filename: file.name } };
  },

  // spec §7 PUT ops-users-messages/{id}: the caller's view lock and read flag
  updateOpsUserMessage: async ({ params, body, ctx }) => {
    const caller = await requireMessagesAccess(ctx, body.wcms_id);
    const request = await findRequest(ctx.db, caller.wcmsId, params.id);
    const now = ctx.clock.now();
    const keep = ctx.config.keepLockTime;
    switch (body.action) {
      case 'lock':
      case 'override_lock': {
        const override = body.action === 'override_lock';
        // a lock let go of between the attempt and the look-up gets one more try
        for (let attempt = 0; !(await acquireLock(ctx.db, request.id, caller.userId, now, keep, { override }));) {
          const holder = await lockHolder(ctx.db, request.id, now);
          if (holder || ++attempt > 1) throw lockFailed(holder);
        }
        break;
      }
      case 'unlock':
        await releaseLock(ctx.db, request.id, caller.userId);
        break;
      case 'read':
        await markRead(ctx.db, caller.userId, request.id, now);
        break;
      case 'unread':
        await markUnread(ctx.db, caller.userId, request.id);
        break;
    }
    const [holder, [read]] = await Promise.all([
      lockHolder(ctx.db, request.id, now),
      ctx.db
        .select({ readAt: requestReads.readAt })
        .from(requestReads)
        .where(and(eq(requestReads.userId, caller.userId), eq(requestReads.requestId, request.id))),
    ]);
    return {
      status: 200,
      body: {
        message_id: request.id,
        user_id: caller.userId,
        read: read !== undefined,
        locked: holder?.userId === caller.userId,
        lock: holder
          ? {
              user_id: holder.userId,
              username: holder.name,
              since: holder.since.toISOString(),
              expires_at: holder.expiresAt.toISOString(),
            }
          : null,
      },
    };
  },

  // spec §7 POST messages/wcms_id/{wcmsId}: a request on a patient's behalf
  createMessage: async ({ params, body, ctx }) => {
    const caller = await requireMessagesAccess(ctx, params.wcms_id);
    const input = body;
    // total triage (modules/total-triage): the feature flag, every spec §5 rule, the clinical record, care navigation
    const decision = await checkTriageRequest(ctx.db, params.wcms_id, input, ctx.clock.now());
    const created = await createPatientRequest(
      ctx,
      caller,
      { ...input, patient: patientSnapshot(decision.patient) },
      { route: decision.route, priority: decision.priority, clinicalPatientId: decision.patient.id },
    );
    const routed = decision.route && !decision.route.ignored ? decision.route.rule : null;
    // the in-hours or out-of-hours confirmation (modules/service-hours): on screen, and by email to the patient
    const confirmation = await confirmationFor(ctx.db, params.wcms_id, ctx.clock.now());
    let emailed = false;
    try {
      emailed = await sendConfirmationEmail(ctx, params.wcms_id, decision.patient.primaryEmail, confirmation);
    } catch (error) {
      // the request stands even when the email cannot go
      ctx.log.warn({ err: error, requestId: created.id }, 'confirmation email not sent');
    }
    return {
      status: 201,
      body: {
        id: created.id,
        pool_id: created.poolId,
        priority: created.priority,
        care_navigation_rule: routed,
        confirmation: { in_hours: confirmation.inHours, message: confirmation.screen, emailed },
      },
    };
  },
};
