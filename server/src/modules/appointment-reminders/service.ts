import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { requireStaffArea, type AreaCaller } from '../users/index.js';
import { consoleStanding, levelAllows, requireConsoleAccess } from '../console/index.js';
import { normaliseNhsNumber, ukWallTime } from '../clinical-system/index.js';
import { attachedTaskIds } from '../attach-tasks/index.js';
import { appointmentReminderSettings, appointmentReminders } from './tables.js';
import {
  DEFAULT_REMINDER_TEXTS,
  REMINDER_MESSAGES,
  normaliseDays,
  reminderSettingsErrors,
  type ReminderSettingsInput,
} from './rules.js';
import { syncReceipts, type ReminderDeps, type ReminderRow } from './delivery.js';

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
