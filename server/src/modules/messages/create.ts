import type { RequestContext } from '../../context.js';
import { validationFailed } from '../../auth/problems.js';
import { ensureIncomingGroup } from '../groups/index.js';
import type { MessagesCaller } from './access.js';
import { countAgainstDailyLimit } from './limits.js';
import { poolRecipients, publishNotifications } from './notify.js';
import { requests, requestThread, type Answer, type Enquirer, type Priority } from './tables.js';
import { isValidNhsNumber, PRIORITY_LABELS } from './rules.js';

/** A request created by staff on a patient's behalf (PatientRequestCreate; total triage, spec §2 and §5). */
export type NewPatientRequest = {
  telephone: string;
  patient_nhs_number: string;
  enquiry_type: 'medical' | 'admin';
  medical_problem?: string;
  admin_query?: string;
  further_info?: string;
  /** The patient's preference (checked by total triage against the practice's list). */
  preference?: string;
  enquirer?: Enquirer;
  custom_answers?: Answer[];
  priority: Priority;
  ignore_care_navigation?: boolean;
  patient?: {
    name: string;
    born?: string | null;
    sex?: string | null;
    gender?: string | null;
    email?: string | null;
    address?: string | null;
  };
};

/**
 * Creates a new request in the organisation's Incoming requests group (spec §5 rules: medical problem or admin
 * query, a valid NHS number and telephone; the organisation's daily limit for the type) and tells the group's
 * members. Care navigation and the total triage gate come later and will route before the insert here.
 */
export async function createPatientRequest(
  ctx: Pick<RequestContext, 'db' | 'clock' | 'realtime'>,
  caller: MessagesCaller,
  input: NewPatientRequest,
  /** Total triage's decision (modules/total-triage): the care navigation route and the clinical record. */
  triage?: {
    route: { rule: string; poolId: number; poolName: string; priority: Priority; ignored: boolean } | null;
    priority: Priority;
    clinicalPatientId: string;
  },
): Promise<{ id: number; poolId: number; priority: Priority }> {
  const fields: Record<string, string> = {};
  const nhsNumber = input.patient_nhs_number.replace(/\s+/g, '');
  if (!isValidNhsNumber(nhsNumber)) fields.patient_nhs_number = 'Enter a valid NHS number.';
  const medicalProblem = input.medical_problem?.trim() ?? '';
  const adminQuery = input.admin_query?.trim() ?? '';
  if (input.enquiry_type === 'medical' && !medicalProblem) fields.medical_problem = 'Enter the medical problem.';
  if (input.enquiry_type === 'admin' && !adminQuery) fields.admin_query = 'Choose the admin query.';
  const answers = input.custom_answers ?? [];
  answers.forEach((a, i) => {
    if (!a.answer.trim()) fields[`custom_answers.${i}.answer`] = 'Answer this question.';
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  const now = ctx.clock.now();
  const incoming = await ensureIncomingGroup(ctx.db, caller.wcmsId);
  const route = triage?.route ?? null;
  const poolId = route && !route.ignored ? route.poolId : incoming.id;
  const priority = triage?.priority ?? input.priority;
  const subject = input.enquiry_type === 'medical' ? medicalProblem : adminQuery;
  const created = await ctx.db.transaction(async (tx) => {
    const countedOn = await countAgainstDailyLimit(tx, caller, input.enquiry_type, now);
    const [row] = await tx
      .insert(requests)
      .values({
        wcmsId: caller.wcmsId,
        type: input.enquiry_type,
        status: 'new_request',
        priority,
        subject,
        body: input.further_info?.trim() || null,
        answers: answers.length > 0 ? answers : null,
        receivedAt: now,
        updatedAt: now,
        poolId,
        patientName: input.patient?.name.trim() || `Patient ${nhsNumber}`,
        patientBorn: input.patient?.born ?? null,
        patientSex: input.patient?.sex ?? null,
        patientGender: input.patient?.gender ?? null,
        patientTelephone: input.telephone,
        patientEmail: input.patient?.email ?? null,
        patientAddress: input.patient?.address ?? null,
        patientNhsNumber: nhsNumber,
        enquirer: input.enquirer ?? null,
        ...(triage ? { identity: 'matched' as const, clinicalPatientId: triage.clinicalPatientId } : {}),
        careNavigation: route
          ? {
              pool_id: route.poolId,
              pool_name: route.poolName,
              priority: route.priority,
              ignored: route.ignored,
              // routed when created: the request view has no suggestion left to offer
              applied: !route.ignored,
            }
          : null,
        countedOn,
        createdBy: caller.userId,
      })
      .returning({ id: requests.id });
    await tx.insert(requestThread).values({
      requestId: row!.id,
      kind: 'note',
      body: `Request created by ${caller.name} on the patient's behalf (telephone ${input.telephone}).`,
      authorUserId: caller.userId,
      authorName: caller.name,
      createdAt: now,
    });
    // the patient's preference (console area total-triage), checked by total triage
    if (input.preference?.trim()) {
      await tx.insert(requestThread).values({
        requestId: row!.id,
        kind: 'note',
        body: `Patient preference: ${input.preference.trim()}`,
        authorUserId: caller.userId,
        authorName: caller.name,
        createdAt: now,
      });
    }
    if (route) {
      const where = `${route.poolName} with priority ${PRIORITY_LABELS[route.priority]}`;
      await tx.insert(requestThread).values({
        requestId: row!.id,
        kind: 'note',
        body: route.ignored
          ? `Care navigation rule "${route.rule}" suggested ${where}; ${caller.name} chose to ignore it.`
          : `Care navigation rule "${route.rule}" routed this request to ${where}.`,
        authorUserId: null,
        authorName: 'Care navigation',
        createdAt: now,
      });
    }
    return row!;
  });
  const recipients = await poolRecipients(ctx.db, caller.wcmsId, poolId);
  await publishNotifications(
    ctx,
    recipients.map((userId) => ({ wcmsId: caller.wcmsId, userId, requestId: created.id })),
    caller.userId,
  );
  return { id: created.id, poolId, priority };
}
