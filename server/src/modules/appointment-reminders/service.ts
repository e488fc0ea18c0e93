import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AppDeps, RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { sendAll, type OutgoingMessage } from '../../providers/messaging/provider.js';
import { requireStaffArea, type AreaCaller } from '../users/index.js';
import { organisations } from '../organisations/index.js';
import { consoleStanding, levelAllows, requireConsoleAccess } from '../console/index.js';
import {
  clinicalAppointments,
  clinicalPatients,
  clinicalStaff,
  normaliseNhsNumber,
  staffName,
  ukDaysBetween,
  ukWallTime,
} from '../clinical-system/index.js';
import { attachedTaskIds, enqueueAttachTask } from '../attach-tasks/index.js';
import { mobileArrivalLinkFor } from '../mobile-arrival/index.js';
import { arrivalLinkLine } from '@contracts/rules/mobile-arrival.js';
import { appointmentReminderSettings, appointmentReminders, type ReminderChannel } from './tables.js';
import {
  DEFAULT_REMINDER_TEXTS,
  REMINDER_DAYS,
  REMINDER_MESSAGES,
  normaliseDays,
  reminderSettingsErrors,
  reminderText,
  type ReminderSettingsInput,
} from './rules.js';

export type ReminderDeps = Pick<AppDeps, 'db' | 'clock' | 'messaging'> & {
  /** Where links in messages point (the mobile arrival link, issue 17); relative when absent. */
  config?: Pick<AppDeps['config'], 'publicUrl'>;
};
type ReminderRow = typeof appointmentReminders.$inferSelect;

/** How many reminders one pass hands to the provider. */
export const REMINDER_BATCH = 500;

export type ReminderCaller = AreaCaller & { canEdit: boolean };

/** Appointment reminder settings are a basic console area (README, spec §6). */
export const REMINDERS_AREA_LEVEL = 'basic' as const;

/**
 * The patients area (spec §2 patients menu, §6): a member whose role is not 'super'. Changing the settings and
 * cancelling reminders is a console call: canEdit says whether requireConsoleAccess would let it through.
 */
export async function requireReminderAccess(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  wcmsId: number,
): Promise<ReminderCaller> {
  const caller = await requireStaffArea(ctx, wcmsId, REMINDER_MESSAGES.noAccessToPage);
  const standing = await consoleStanding(ctx, wcmsId);
  const canEdit = standing !== null && standing.canOpen && levelAllows(standing.level, REMINDERS_AREA_LEVEL);
  return { ...caller, canEdit };
}

/** The console check of the changing calls (the one helper every console call uses). */
export async function requireReminderConsole(ctx: Pick<RequestContext, 'db' | 'user'>, wcmsId: number) {
  await requireConsoleAccess(ctx, wcmsId, REMINDERS_AREA_LEVEL);
  return requireReminderAccess(ctx, wcmsId);
}

function requireConsole(caller: ReminderCaller) {
  if (!caller.canEdit) throw new HttpProblem(403, REMINDER_MESSAGES.noConsoleAccess, 'FORBIDDEN');
}

async function settingsRow(db: ReminderDeps['db'], wcmsId: number) {
  const [row] = await db
    .select()
    .from(appointmentReminderSettings)
    .where(eq(appointmentReminderSettings.wcmsId, wcmsId));
  return row ?? null;
}

/** The settings as the API shows them (reminders off until saved; the clinical system type's default text). */
export async function getSettings(ctx: Pick<RequestContext, 'db'>, caller: ReminderCaller) {
  const row = await settingsRow(ctx.db, caller.wcmsId);
  const defaultText = DEFAULT_REMINDER_TEXTS[caller.clinicalSystem];
  return {
    enabled: row?.enabled ?? false,
    days_before: row?.daysBefore ?? [],
    sms_without_consent: row?.smsWithoutConsent ?? false,
    text: row?.text ?? defaultText,
    default_text: defaultText,
    can_edit: caller.canEdit,
  };
}

/**
 * Saves the settings (console access only, validated as the client does). Reminders not yet sent for days no
 * longer chosen, or all when turned off, are withdrawn: they were only planned.
 */
export async function saveSettings(
  ctx: Pick<RequestContext, 'db' | 'clock'>,
  caller: ReminderCaller,
  input: ReminderSettingsInput,
) {
  requireConsole(caller);
  const errors = reminderSettingsErrors(input);
  if (Object.keys(errors).length > 0) {
    throw new HttpProblem(400, Object.values(errors)[0]!, 'VALIDATION_FAILED', errors);
  }
  const days = normaliseDays(input.days_before);
  const trimmed = input.text.trim();
  const text = trimmed === DEFAULT_REMINDER_TEXTS[caller.clinicalSystem] ? null : trimmed;
  const now = ctx.clock.now();
  const values = {
    enabled: input.enabled,
    daysBefore: days,
    smsWithoutConsent: input.sms_without_consent,
    text,
    updatedAt: now,
    updatedBy: caller.userId,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(appointmentReminderSettings)
      .values({ wcmsId: caller.wcmsId, ...values })
      .onConflictDoUpdate({ target: appointmentReminderSettings.wcmsId, set: values });
    const keep = input.enabled ? days : [];
    await tx
      .delete(appointmentReminders)
      .where(
        and(
          eq(appointmentReminders.wcmsId, caller.wcmsId),
          eq(appointmentReminders.state, 'pending'),
          keep.length === 0
            ? undefined
            : sql`not (${appointmentReminders.daysBefore} = any(${sql.raw(`array[${keep.join(',')}]::int[]`)}))`,
        ),
      );
  });
  return getSettings(ctx, caller);
}

function logEntry(row: ReminderRow, attached: Set<number>) {
  const delay =
    row.fallbackAt && row.sentAt ? Math.round((row.fallbackAt.getTime() - row.sentAt.getTime()) / 60_000) : null;
  return {
    id: row.id,
    time: (row.sentAt ?? row.sendAt).toISOString(),
    patient_name: row.patientName,
    channel: row.channel,
    state: row.state,
    delivered: row.state === 'delivered',
    nhs_number: row.nhsNumber,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    mobile: row.mobile,
    attached: row.attachTaskId !== null && attached.has(row.attachTaskId),
    cancelled: row.state === 'cancelled',
    fallback_channel: row.fallbackChannel,
    fallback_delay_minutes: delay,
    appointment_id: row.appointmentId,
    appointment_at: row.appointmentAt.toISOString(),
    days_before: row.daysBefore,
    failure_reason: row.failureReason,
    can_cancel: row.state === 'pending',
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a UK calendar day (YYYY-MM-DD) starts; null when it is not a real date. */
function ukDay(value: string): Date | null {
  if (!ISO_DAY.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return ukWallTime(y, m, d, 0, 0);
}

function nextUkDay(value: string): Date {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return ukWallTime(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0, 0);
}

/** The log, newest first: entries whose time falls on the UK days from..to (inclusive), optionally one patient's. */
export async function listReminders(
  ctx: ReminderDeps,
  caller: ReminderCaller,
  query: { from?: string; to?: string; nhs_number?: string; page?: number; page_size?: number },
) {
  const fields: Record<string, string> = {};
  const from = query.from ? ukDay(query.from) : null;
  const to = query.to ? ukDay(query.to) : null;
  if (query.from && !from) fields.from = REMINDER_MESSAGES.invalidDate;
  if (query.to && !to) fields.to = REMINDER_MESSAGES.invalidDate;
  if (from && to && from > to) fields.from = REMINDER_MESSAGES.dateOrder;
  const nhsNumber = query.nhs_number ? normaliseNhsNumber(query.nhs_number) : undefined;
  if (nhsNumber !== undefined && !/^\d{10}$/.test(nhsNumber)) fields.nhs_number = REMINDER_MESSAGES.invalidNhsNumber;
  if (Object.keys(fields).length > 0) {
    throw new HttpProblem(400, Object.values(fields)[0]!, 'VALIDATION_FAILED', fields);
  }
  // what staff see is current: receipts first (the worker does the same every few seconds)
  await syncReceipts(ctx);
  const time = sql`coalesce(${appointmentReminders.sentAt}, ${appointmentReminders.sendAt})`;
  const where = and(
    eq(appointmentReminders.wcmsId, caller.wcmsId),
    from ? gte(time, from) : undefined,
    to && query.to ? lt(time, nextUkDay(query.to)) : undefined,
    nhsNumber ? eq(appointmentReminders.nhsNumber, nhsNumber) : undefined,
  );
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(appointmentReminders)
    .where(where);
  const rows = await ctx.db
    .select()
    .from(appointmentReminders)
    .where(where)
    .orderBy(desc(time), desc(appointmentReminders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const attached = await attachedTaskIds(
    ctx.db,
    rows.flatMap((r) => (r.attachTaskId === null ? [] : [r.attachTaskId])),
  );
  return { items: rows.map((r) => logEntry(r, attached)), total, page, page_size: pageSize };
}

/** Cancels a reminder not yet sent (console access; 409 once it has gone or was cancelled). */
export async function cancelReminder(ctx: ReminderDeps, caller: ReminderCaller, id: number) {
  requireConsole(caller);
  const now = ctx.clock.now();
  const [cancelled] = await ctx.db
    .update(appointmentReminders)
    .set({ state: 'cancelled', cancelledAt: now, cancelledBy: caller.userId, updatedAt: now })
    .where(
      and(
        eq(appointmentReminders.id, id),
        eq(appointmentReminders.wcmsId, caller.wcmsId),
        eq(appointmentReminders.state, 'pending'),
      ),
    )
    .returning();
  if (cancelled) return logEntry(cancelled, new Set());
  const [row] = await ctx.db
    .select({ state: appointmentReminders.state })
    .from(appointmentReminders)
    .where(and(eq(appointmentReminders.id, id), eq(appointmentReminders.wcmsId, caller.wcmsId)));
  if (!row) throw new HttpProblem(404, REMINDER_MESSAGES.notFound, 'NOT_FOUND');
  if (row.state === 'cancelled') throw new HttpProblem(409, REMINDER_MESSAGES.alreadyCancelled, 'CONFLICT');
  throw new HttpProblem(409, REMINDER_MESSAGES.alreadySent, 'CONFLICT');
}

/**
 * Plans reminders: for each organisation with reminders on, every booked appointment up to 7 UK days ahead gets one
 * log entry per chosen N, due from the start of the UK day N days before the appointment (so an appointment
 * exactly N days ahead is due now, later ones wait as pending). The unique key keeps this idempotent when passes
 * or nodes overlap; entries whose appointment was cancelled or rebooked before they went are withdrawn.
 */
async function planReminders(deps: ReminderDeps) {
  const now = deps.clock.now();
  const days = ukDaysBetween(now, new Date(now.getTime() + (REMINDER_DAYS.max + 1) * 86_400_000)).slice(
    0,
    REMINDER_DAYS.max + 1,
  );
  await deps.db.execute(sql`delete from appointment_reminders r where r.state = 'pending' and not exists (
    select 1 from clinical_appointments a where a.id = r.appointment_id and a.patient_id = r.patient_id
    and a.status = 'Booked')`);
  const settings = await deps.db
    .select({ wcmsId: appointmentReminderSettings.wcmsId, daysBefore: appointmentReminderSettings.daysBefore })
    .from(appointmentReminderSettings)
    .where(eq(appointmentReminderSettings.enabled, true));
  if (settings.length === 0 || days.length < 2) return;
  const daysByOrg = new Map(settings.map((s) => [s.wcmsId, s.daysBefore]));
  const booked = await deps.db
    .select({
      id: clinicalAppointments.id,
      wcmsId: clinicalAppointments.wcmsId,
      startTime: clinicalAppointments.startTime,
      patientId: clinicalAppointments.patientId,
      forename: clinicalPatients.forename,
      surname: clinicalPatients.surname,
      nhsNumber: clinicalPatients.nhsNumber,
      mobile: clinicalPatients.mobilePhone,
    })
    .from(clinicalAppointments)
    .innerJoin(clinicalPatients, eq(clinicalPatients.id, clinicalAppointments.patientId))
    .where(
      and(
        inArray(clinicalAppointments.wcmsId, [...daysByOrg.keys()]),
        eq(clinicalAppointments.status, 'Booked'),
        gte(clinicalAppointments.startTime, days[1]!.start),
        lt(clinicalAppointments.startTime, days.at(-1)!.end),
      ),
    );
  const rows: (typeof appointmentReminders.$inferInsert)[] = [];
  for (const appointment of booked) {
    const k = days.findIndex((d) => appointment.startTime >= d.start && appointment.startTime < d.end);
    if (k < 1) continue;
    for (const n of daysByOrg.get(appointment.wcmsId) ?? []) {
      if (n > k) continue;
      rows.push({
        wcmsId: appointment.wcmsId,
        appointmentId: appointment.id,
        appointmentAt: appointment.startTime,
        daysBefore: n,
        patientId: appointment.patientId!,
        patientName: `${appointment.forename} ${appointment.surname}`,
        nhsNumber: appointment.nhsNumber,
        mobile: appointment.mobile?.replace(/\s+/g, '') ?? null,
        sendAt: days[k - n]!.start,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    await deps.db
      .insert(appointmentReminders)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}

type Plan =
  | { kind: 'send'; channel: ReminderChannel; recipient: string; body: string }
  | { kind: 'fail'; reason: string; body: string };

/** NHS App when the patient has it, else SMS if they consented (or the settings allow SMS without consent). */
function choose(
  patient: { nhsApp: boolean; smsConsent: boolean; nhsNumber: string | null; mobile: string | null },
  smsWithoutConsent: boolean,
  avoidNhsApp: boolean,
): { channel: ReminderChannel; recipient: string } | { reason: string } {
  if (!avoidNhsApp && patient.nhsApp && patient.nhsNumber) return { channel: 'nhs_app', recipient: patient.nhsNumber };
  if (!patient.mobile) return { reason: REMINDER_MESSAGES.noContact };
  if (!patient.smsConsent && !smsWithoutConsent) return { reason: REMINDER_MESSAGES.noConsent };
  return { channel: 'sms', recipient: patient.mobile };
}

type ClaimContext = {
  wcmsId: number;
  practice: string;
  clinicalSystem: keyof typeof DEFAULT_REMINDER_TEXTS;
  text: string | null;
  smsWithoutConsent: boolean;
};

async function contextsFor(deps: ReminderDeps, wcmsIds: number[]): Promise<Map<number, ClaimContext>> {
  const rows = await deps.db
    .select({
      wcmsId: organisations.wcmsId,
      practice: organisations.name,
      clinicalSystem: organisations.clinicalSystem,
      text: appointmentReminderSettings.text,
      smsWithoutConsent: appointmentReminderSettings.smsWithoutConsent,
    })
    .from(organisations)
    .leftJoin(appointmentReminderSettings, eq(appointmentReminderSettings.wcmsId, organisations.wcmsId))
    .where(inArray(organisations.wcmsId, wcmsIds));
  return new Map(rows.map((r) => [r.wcmsId, { ...r, smsWithoutConsent: r.smsWithoutConsent ?? false }]));
}

async function patientsFor(deps: ReminderDeps, ids: string[]) {
  const rows = await deps.db
    .select({
      id: clinicalPatients.id,
      nhsApp: clinicalPatients.nhsApp,
      smsConsent: clinicalPatients.smsConsent,
      nhsNumber: clinicalPatients.nhsNumber,
      mobile: clinicalPatients.mobilePhone,
    })
    .from(clinicalPatients)
    .where(inArray(clinicalPatients.id, ids));
  return new Map(rows.map((r) => [r.id, { ...r, mobile: r.mobile?.replace(/\s+/g, '') ?? null }]));
}

async function cliniciansFor(deps: ReminderDeps, appointmentIds: number[]) {
  const rows = await deps.db
    .select({
      id: clinicalAppointments.id,
      title: clinicalStaff.title,
      forename: clinicalStaff.forename,
      surname: clinicalStaff.surname,
    })
    .from(clinicalAppointments)
    .innerJoin(clinicalStaff, eq(clinicalStaff.id, clinicalAppointments.consultingStaffId))
    .where(inArray(clinicalAppointments.id, appointmentIds));
  return new Map(rows.map((r) => [r.id, staffName(r)]));
}

/** Hands due reminders to the provider: claimed first (SKIP LOCKED), so two passes or nodes never send one twice. */
async function dispatchDue(deps: ReminderDeps) {
  const now = deps.clock.now();
  const due = sql`select r.id from appointment_reminders r
    join appointment_reminder_settings s on s.wcms_id = r.wcms_id and s.enabled
    where r.state = 'pending' and r.send_at <= ${now} and r.appointment_at > ${now}
    and r.days_before = any(s.days_before)
    order by r.id limit ${REMINDER_BATCH} for update of r skip locked`;
  const claimed = await deps.db
    .update(appointmentReminders)
    .set({ state: 'queued', sentAt: now, updatedAt: now })
    .where(sql`${appointmentReminders.id} in (${due})`)
    .returning();
  if (claimed.length === 0) return;
  const contexts = await contextsFor(deps, [...new Set(claimed.map((c) => c.wcmsId))]);
  const patients = await patientsFor(deps, [...new Set(claimed.map((c) => c.patientId))]);
  const clinicians = await cliniciansFor(
    deps,
    claimed.map((c) => c.appointmentId),
  );
  const plans: Plan[] = [];
  for (const row of claimed) {
    const org = contexts.get(row.wcmsId)!;
    let body = reminderText(org.text ?? DEFAULT_REMINDER_TEXTS[org.clinicalSystem], {
      practice: org.practice,
      appointmentAt: row.appointmentAt,
      clinician: clinicians.get(row.appointmentId) ?? null,
    });
    // issue 17: with mobile arrival on, the reminder carries the appointment's one-time arrival link
    const arrivalLink = await mobileArrivalLinkFor(
      { db: deps.db, clock: deps.clock, publicUrl: deps.config?.publicUrl ?? '' },
      { wcmsId: row.wcmsId, appointmentId: row.appointmentId, patientId: row.patientId },
    );
    if (arrivalLink) body = `${body}\n${arrivalLinkLine(arrivalLink)}`;
    const patient = patients.get(row.patientId) ?? {
      nhsApp: false,
      smsConsent: false,
      nhsNumber: row.nhsNumber,
      mobile: row.mobile,
    };
    const choice = choose(patient, org.smsWithoutConsent, false);
    plans.push('reason' in choice ? { kind: 'fail', reason: choice.reason, body } : { kind: 'send', ...choice, body });
  }
  await handOver(deps, claimed, plans, false);
}

/** Sends the planned messages and records the outcome of each claimed reminder. */
async function handOver(deps: ReminderDeps, claimed: ReminderRow[], plans: Plan[], fallback: boolean) {
  const now = deps.clock.now();
  const sending = claimed.flatMap((row, i) => {
    const plan = plans[i]!;
    return plan.kind === 'send' ? [{ row, plan }] : [];
  });
  for (const [i, row] of claimed.entries()) {
    const plan = plans[i]!;
    if (plan.kind === 'fail') {
      await deps.db
        .update(appointmentReminders)
        .set({ state: 'failed', failureReason: plan.reason, body: plan.body, updatedAt: now })
        .where(eq(appointmentReminders.id, row.id));
    }
  }
  if (sending.length === 0) return;
  const messages: OutgoingMessage[] = sending.map(({ row, plan }) => ({
    channel: plan.channel,
    recipient: plan.recipient,
    body: plan.body,
    wcmsId: row.wcmsId,
    reference: `appointment-reminder-${row.id}`,
  }));
  let sent: { id: string }[];
  try {
    sent = await sendAll(deps.messaging, messages);
  } catch (error) {
    const reason = REMINDER_MESSAGES.providerFailed(error instanceof Error ? error.message : String(error));
    await deps.db
      .update(appointmentReminders)
      .set({ state: 'failed', failureReason: reason, updatedAt: now })
      .where(
        inArray(
          appointmentReminders.id,
          sending.map((s) => s.row.id),
        ),
      );
    return;
  }
  for (const [i, { row, plan }] of sending.entries()) {
    await deps.db
      .update(appointmentReminders)
      .set(
        fallback
          ? {
              state: 'queued',
              fallbackChannel: plan.channel,
              fallbackAt: now,
              outboxMessageId: sent[i]!.id,
              failureReason: null,
              mobile: plan.recipient,
              updatedAt: now,
            }
          : { channel: plan.channel, body: plan.body, outboxMessageId: sent[i]!.id, updatedAt: now },
      )
      .where(eq(appointmentReminders.id, row.id));
  }
}

/**
 * Follows the provider's receipts into the log; an NHS App reminder that could not be delivered goes again by
 * SMS at once when the consent rule allows (fallback method and delay are recorded). A delivered reminder is
 * queued to be attached to the patient's record (spec §4 attach tasks, type outbound).
 */
export async function syncReceipts(deps: ReminderDeps) {
  await deps.messaging.refreshReceipts?.();
  const deliveryStates = deps.messaging.deliveryStates?.bind(deps.messaging);
  if (!deliveryStates) return;
  const inFlight = await deps.db
    .select()
    .from(appointmentReminders)
    .where(
      and(
        inArray(appointmentReminders.state, ['queued', 'sent']),
        sql`${appointmentReminders.outboxMessageId} is not null`,
      ),
    );
  if (inFlight.length === 0) return;
  const receipts = new Map((await deliveryStates(inFlight.map((r) => r.outboxMessageId!))).map((s) => [s.id, s]));
  const fallbacks: ReminderRow[] = [];
  for (const row of inFlight) {
    const receipt = receipts.get(row.outboxMessageId!);
    if (!receipt) continue;
    const state = receipt.status === 'pending' ? 'queued' : receipt.status;
    if (state === row.state) continue;
    if (state === 'failed' && row.channel === 'nhs_app' && row.fallbackChannel === null) {
      fallbacks.push(row);
      continue;
    }
    // only the node that moves it on records the change (and queues its attach task)
    const [moved] = await deps.db
      .update(appointmentReminders)
      .set({
        state,
        failureReason: state === 'failed' ? receipt.reason : null,
        deliveredAt: state === 'delivered' ? receipt.updatedAt : null,
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(appointmentReminders.id, row.id), eq(appointmentReminders.state, row.state)))
      .returning();
    if (moved && state === 'delivered') await queueAttach(deps, moved);
  }
  if (fallbacks.length > 0) await sendFallbacks(deps, fallbacks);
}

async function sendFallbacks(deps: ReminderDeps, rows: ReminderRow[]) {
  // claim: only reminders still waiting on their NHS App message, so a second node skips them
  const claimed: ReminderRow[] = [];
  for (const row of rows) {
    const [taken] = await deps.db
      .update(appointmentReminders)
      .set({ fallbackChannel: 'sms', updatedAt: deps.clock.now() })
      .where(
        and(
          eq(appointmentReminders.id, row.id),
          sql`${appointmentReminders.fallbackChannel} is null`,
          inArray(appointmentReminders.state, ['queued', 'sent']),
        ),
      )
      .returning();
    if (taken) claimed.push(taken);
  }
  if (claimed.length === 0) return;
  const contexts = await contextsFor(deps, [...new Set(claimed.map((c) => c.wcmsId))]);
  const patients = await patientsFor(deps, [...new Set(claimed.map((c) => c.patientId))]);
  const plans = claimed.map((row): Plan => {
    const patient = patients.get(row.patientId) ?? {
      nhsApp: false,
      smsConsent: false,
      nhsNumber: row.nhsNumber,
      mobile: row.mobile,
    };
    const choice = choose(patient, contexts.get(row.wcmsId)?.smsWithoutConsent ?? false, true);
    return 'reason' in choice
      ? { kind: 'fail', reason: choice.reason, body: row.body ?? '' }
      : { kind: 'send', ...choice, body: row.body ?? '' };
  });
  // a fallback that cannot go leaves no fallback recorded: the reminder failed on the NHS App
  for (const [i, row] of claimed.entries()) {
    if (plans[i]!.kind === 'fail') {
      await deps.db
        .update(appointmentReminders)
        .set({ fallbackChannel: null })
        .where(eq(appointmentReminders.id, row.id));
    }
  }
  await handOver(deps, claimed, plans, true);
}

async function queueAttach(deps: ReminderDeps, row: ReminderRow) {
  const task = await enqueueAttachTask(
    deps.db,
    {
      wcmsId: row.wcmsId,
      type: 'outbound',
      messageIds: [row.id],
      message: {
        title: 'Appointment reminder sent',
        heading: `Appointment reminder (${row.fallbackChannel ? 'SMS' : row.channel === 'nhs_app' ? 'NHS App' : 'SMS'})`,
        detail: row.body,
        nhsNumber: row.nhsNumber,
        dateAttached: deps.clock.now().toISOString(),
      },
      patientId: row.patientId,
    },
    deps.clock,
  );
  await deps.db.update(appointmentReminders).set({ attachTaskId: task.id }).where(eq(appointmentReminders.id, row.id));
}

/** One pass: plan reminders, send those due, follow receipts. Run by the worker every few seconds. */
export async function processReminders(deps: ReminderDeps) {
  await planReminders(deps);
  await dispatchDue(deps);
  await syncReceipts(deps);
}
