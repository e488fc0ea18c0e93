import type { RestHandlers } from '../../rest/types.js';
import { HttpProblem } from '../../errors.js';
import { requireAttachTaskAccess } from './resolvers.js';
import {
  ATTACH_TASK_MESSAGES,
  getTaskFile,
  listTasks,
  queueRequestsForClinical,
  removeTask,
  reportTaskOutcome,
  type AttachTaskRow,
} from './service.js';

const body = (t: AttachTaskRow) => ({
  id: t.id,
  wcms_id: t.wcmsId,
  message_ids: t.messageIds,
  type: t.type,
  version_number: t.versionNumber,
  patient_id: t.patientId,
  client_id: t.clientId,
  vixie_version: t.vixieVersion,
  clinical_system: t.clinicalSystem,
  coded_attached_to_pcs: t.codedAttachedToPcs,
  state: t.state,
  attempts: t.attempts,
  last_error: t.lastError,
  nhs_invalid: t.nhsInvalid,
});

export const attachTaskRoutes: RestHandlers = {
  listAttachTasks: async ({ params, query, ctx }) => {
    await requireAttachTaskAccess(ctx, params.wcms_id);
    const tasks = await listTasks(ctx.db, params.wcms_id, {
      ...(query.message_ids ? { messageIds: query.message_ids.split(',').map(Number) } : {}),
      ...(query.type ? { type: query.type } : {}),
      ...(query.patient_id ? { patientId: query.patient_id } : {}),
      ...(query.clinical_system ? { clinicalSystem: query.clinical_system } : {}),
    });
    return { status: 200, body: { _embedded: { attach_tasks: tasks.map(body) } } };
  },
  // Queues requests for the clinical system when no desktop host can attach them now (send to clinical).
  createAttachTask: async ({ params, body: input, ctx }) => {
    const user = await requireAttachTaskAccess(ctx, params.wcms_id);
    if (input.type !== 'retry') throw new HttpProblem(400, ATTACH_TASK_MESSAGES.onlyRetry, 'VALIDATION_FAILED');
    const tasks = await queueRequestsForClinical(
      ctx.db,
      ctx.clock,
      { userId: user.userId, wcmsId: params.wcms_id },
      [...new Set(input.message_ids)],
      {
        vixieVersion: input.vixie_version ?? null,
        clientId: input.client_id ?? null,
        ...(input.version_number !== undefined ? { versionNumber: input.version_number } : {}),
      },
    );
    return { status: 201, body: { id: tasks[0]!.id } };
  },
  updateAttachTask: async ({ params, body: outcome, ctx }) => {
    await requireAttachTaskAccess(ctx, params.wcms_id);
    const task = await reportTaskOutcome(ctx, params.wcms_id, params.id, {
      success: outcome.success,
      ...(outcome.reason !== undefined ? { reason: outcome.reason } : {}),
      ...(outcome.nhs_invalid !== undefined ? { nhsInvalid: outcome.nhs_invalid } : {}),
      ...(outcome.coded_attached_to_pcs !== undefined ? { codedAttachedToPcs: outcome.coded_attached_to_pcs } : {}),
    });
    return { status: 200, body: { id: task.id } };
  },
  deleteAttachTask: async ({ params, query, ctx }) => {
    await requireAttachTaskAccess(ctx, params.wcms_id);
    const task = await removeTask(ctx.db, ctx.clock, params.wcms_id, params.id, query.coded_attached_to_pcs);
    return { status: 200, body: { id: task.id } };
  },
  getTaskAttachment: async ({ params, ctx }) => {
    await requireAttachTaskAccess(ctx, params.wcms_id);
    const file = await getTaskFile(ctx.db, params.wcms_id, params.type, params.id);
    if (!file) throw new HttpProblem(404, 'Attachment not found', 'NOT_FOUND');
    return { status: 200, body: { id: file.id, name: file.name, content: file.content.toString('base64') } };
  },
};
