import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import type { RequestContext } from '../../context.js';
import { forbidden, HttpProblem } from '../../errors.js';
import { ipInRanges } from '../../security/ip-range.js';
import { coversUnattached } from '../groups/index.js';
import { canActFor, parseId, requireUser, roleIn } from '../users/index.js';
import {
  ATTACH_TASK_MESSAGES,
  listTasks,
  listUnattached,
  PENDING_STATES,
  removeMessageTasks,
  sendManualTask,
  taskFiles,
  type AttachTaskRow,
} from './service.js';

/**
 * The desktop host's attach task calls: a member of the organisation, or a super user acting for it, who (spec §6)
 * does so from the VPN only: the tasks hold patients' records and files, reached otherwise only through the
 * VPN-required unattached items queue.
 */
export async function requireAttachTaskAccess(
  ctx: Pick<RequestContext, 'db' | 'user' | 'ip' | 'config'>,
  wcmsId: number,
) {
  const user = requireUser(ctx.user);
  const role = await roleIn(ctx.db, user, wcmsId);
  if (role === null) throw forbidden();
  if (role === 'super' && user.isSuperUser && !ipInRanges(ctx.ip, ctx.config.vpnRanges)) {
    throw new HttpProblem(403, VPN_REQUIRED, 'VPN_REQUIRED');
  }
  return user;
}

/**
 * spec §6: the unattached-items queue page and its removals are for super users only, and the page needs the VPN:
 * a super user acting for an organisation from outside the VPN ranges is refused ('VPN required', spec §8).
 */
export function requireSuperUser(ctx: Pick<RequestContext, 'user' | 'ip' | 'config'>) {
  const user = requireUser(ctx.user);
  if (!user.isSuperUser) throw forbidden('You do not have access to this page');
  if (!ipInRanges(ctx.ip, ctx.config.vpnRanges)) throw new HttpProblem(403, VPN_REQUIRED, 'VPN_REQUIRED');
  return user;
}

/** spec §8 'VPN required'. */
export const VPN_REQUIRED = 'VPN required';

/** Whether the caller may act for the organisation and covers its Unattached items group (spec §4). */
async function isUnattachedCover(ctx: Pick<RequestContext, 'db' | 'user'>, wcmsId: number) {
  const user = requireUser(ctx.user);
  return (await canActFor(ctx.db, user, wcmsId)) && (await coversUnattached(ctx.db, wcmsId, user.userId));
}

const code = (c: NonNullable<AttachTaskRow['payload']['codes']>[number]) => ({
  scheme: c.scheme,
  value: c.value,
  term: c.term ?? null,
  descriptionId: c.descriptionId ?? null,
  dataValue: c.dataValue ? { value: c.dataValue.value, uom: c.dataValue.uom ?? null } : null,
  description: c.description ?? null,
  notes: c.notes ?? null,
  isFreeText: c.isFreeText ?? false,
});

function queuedMessage(task: AttachTaskRow, files: { id: number; taskId: number; name: string; primary: boolean }[]) {
  const codes = (task.payload.codes ?? []).map(code);
  return {
    entity_id: String(task.messageIds[0] ?? task.id),
    id: String(task.id),
    wcms_id: String(task.wcmsId),
    patient_id: task.patientId,
    nhs_number: task.payload.nhsNumber ?? null,
    title: task.payload.title,
    heading: task.payload.heading ?? null,
    date_attached: task.payload.dateAttached ?? null,
    date_completed: task.payload.dateCompleted ?? null,
    staff_id: task.payload.staffId ?? null,
    staff_guid: task.payload.staffGuid ?? null,
    urls: (task.payload.urls ?? []).map((u) => ({ url: u.url, comments: u.comments ?? null })),
    attachments: files
      .filter((f) => f.taskId === task.id)
      .map((f) => ({ id: String(f.id), name: f.name, primary: f.primary })),
    report_file: task.payload.reportFile ?? null,
    code: codes[0] ?? null,
    additional_codes: codes.slice(1),
    detail: task.payload.detail ?? null,
    clinical_system: task.clinicalSystem,
    vixie_version: task.vixieVersion,
    type: task.type,
  };
}

export const attachTaskResolvers: Resolvers = {
  Query: {
    // spec §7 getTasks: the queued messages the desktop client should attach (failed ones are retried)
    getTasks: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      await requireAttachTaskAccess(ctx, wcmsId);
      const tasks = await listTasks(ctx.db, wcmsId, {
        states: PENDING_STATES,
        ...(args.patientId ? { patientId: args.patientId } : {}),
        ...(args.clinicalSystem ? { clinicalSystem: args.clinicalSystem } : {}),
      });
      const files = await taskFiles(
        ctx.db,
        tasks.map((t) => t.id),
      );
      return { _embedded: { queued_messages: tasks.map((t) => queuedMessage(t, files)) } };
    },
    canSendUnattached: async (_parent, args, ctx) => isUnattachedCover(ctx, parseId(args.wcmsId, 'wcmsId')),
    unattachedItems: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      // a cover of the organisation's Unattached items group sees its own queue; anyone else must be a super user
      // on the VPN
      if (!(await isUnattachedCover(ctx, wcmsId))) requireSuperUser(ctx);
      return (await listUnattached(ctx.db, wcmsId)).map((t) => ({
        taskId: String(t.id),
        messageId: String(t.messageIds[0] ?? t.id),
        wcmsId: String(t.wcmsId),
        type: t.type,
        title: t.payload.heading ? `${t.payload.title}: ${t.payload.heading}` : t.payload.title,
        attempts: t.attempts,
        lastError: t.lastError,
        nhsInvalid: t.nhsInvalid,
        failedAt: t.updatedAt.toISOString(),
      }));
    },
  },
  Mutation: {
    sendUnattachedItem: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      const taskId = parseId(args.taskId, 'taskId');
      if (!(await isUnattachedCover(ctx, wcmsId))) throw forbidden(ATTACH_TASK_MESSAGES.notCover);
      const task = await sendManualTask(ctx.db, ctx.clock, wcmsId, taskId, requireUser(ctx.user).userId);
      return queuedMessage(task, await taskFiles(ctx.db, [task.id]));
    },
    deleteRetryTasks: async (_parent, args, ctx) => {
      requireSuperUser(ctx);
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      const messageId = parseId(args.messageId, 'messageId');
      await removeMessageTasks(ctx.db, ctx.clock, wcmsId, messageId, PENDING_STATES, ATTACH_TASK_MESSAGES.noRetryTasks);
      return { entityId: String(messageId), wcmsId: String(wcmsId) };
    },
    deleteUnattachedRequest: async (_parent, args, ctx) => {
      requireSuperUser(ctx);
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      const messageId = parseId(args.messageId, 'messageId');
      await removeMessageTasks(
        ctx.db,
        ctx.clock,
        wcmsId,
        messageId,
        ['final_failure'],
        ATTACH_TASK_MESSAGES.noUnattached,
      );
      return { entityId: String(messageId), wcmsId: String(wcmsId) };
    },
  },
};
