import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { sendAtProblem } from '@contracts/rules/time-entry.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { ensureIncomingGroup } from '../groups/index.js';
import { poolRecipients, publishNotifications, requests, requestThread } from '../messages/index.js';
import { organisations } from '../organisations/index.js';
import { confirmationFor } from '../service-hours/index.js';
import { enqueueAttachTask } from '../attach-tasks/index.js';
import type { OutboundCaller } from './access.js';
import { processOutbound, type DeliveryDeps } from './delivery.js';
import {
  csvCell,
  inRange,
  isValidSenderId,
  isWithinTwoYears,
  normaliseMobile,
  OUTBOUND_LIMITS,
  OUTBOUND_MESSAGES,
  validateRecipientRow,
  type RecipientRow,
} from './rules.js';
import {
  outboundPathways,
  outboundRecipients,
  outboundRequests,
  outboundTemplates,
  type OutboundChannel,
  type OutboundReminder,
  type RecipientState,
} from './tables.js';

type Ctx = Pick<RequestContext, 'db' | 'clock' | 'messaging' | 'config' | 'realtime'>;

export type OutboundState = 'pending' | 'queued' | 'sent' | 'delivered' | 'failed' | 'partial' | 'cancelled' | 'read';

export type NewOutbound = {
  channel: OutboundChannel;
  body?: string;
  template_id?: number | null;
  pathway_id?: number | null;
  sender_id?: string | null;
  response_requested?: boolean;
  preferences?: string[];
  send_at?: string | null;
  reminder?: OutboundReminder | null;
  fallback_hours?: number | null;
  source?: 'single' | 'csv';
  recipients: RecipientRow[];
};

/** Recipients above this many go out through the background worker rather than inside the request. */
const SEND_NOW_LIMIT = 100;
/** At most this many per-row problems are returned (the client shows its own full report). */
const MAX_ROW_ERRORS = 500;

export const notFound = () => new HttpProblem(404, OUTBOUND_MESSAGES.notFound, 'NOT_FOUND');

async function templateFor(ctx: Ctx, wcmsId: number, id: number) {
  const [row] = await ctx.db
    .select()
    .from(outboundTemplates)
    .where(
      and(eq(outboundTemplates.id, id), or(isNull(outboundTemplates.wcmsId), eq(outboundTemplates.wcmsId, wcmsId))),
    )
    .limit(1);
  return row ?? null;
}

/** Validates and stores an outbound message, then sends it (or leaves it for the worker when scheduled or large). */
export async function createOutbound(ctx: Ctx, caller: OutboundCaller, input: NewOutbound) {
  const fields: Record<string, string> = {};
  const now = ctx.clock.now();
  let body = input.body?.trim() ?? '';
  let reminder = input.reminder ?? null;
  let templateId: number | null = null;
  let pathwayId: number | null = null;

  if (input.pathway_id !== undefined && input.pathway_id !== null) {
    const [pathway] = await ctx.db
      .select()
      .from(outboundPathways)
      .where(and(eq(outboundPathways.id, input.pathway_id), eq(outboundPathways.wcmsId, caller.wcmsId)))
      .limit(1);
    if (!pathway) fields.pathway_id = 'Choose a pathway.';
    else {
      pathwayId = pathway.id;
      if (!reminder && pathway.amount > 1) {
        reminder = { gap_days: pathway.intervalDays, occurrences: pathway.amount - 1 };
      }
      if (!body && pathway.templateId !== null)
        body = (await templateFor(ctx, caller.wcmsId, pathway.templateId))?.body ?? '';
    }
  }
  if (input.template_id !== undefined && input.template_id !== null) {
    const template = await templateFor(ctx, caller.wcmsId, input.template_id);
    if (!template) fields.template_id = 'Choose a template.';
    else {
      templateId = template.id;
      if (!body) body = template.body;
    }
  }
  if (!body) fields.body = OUTBOUND_MESSAGES.body;

  const senderId = input.sender_id?.trim() || null;
  if (senderId !== null && !isValidSenderId(senderId)) fields.sender_id = OUTBOUND_MESSAGES.senderId;

  const preferences = (input.preferences ?? []).map((p) => p.trim());
  preferences.forEach((p, i) => {
    if (!p) fields[`preferences.${i}`] = OUTBOUND_MESSAGES.preference;
    else if (p.length > OUTBOUND_LIMITS.preference) fields[`preferences.${i}`] = OUTBOUND_MESSAGES.preferenceLength;
  });

  const sendAt = input.send_at ? new Date(input.send_at) : now;
  const sendAtIssue = Number.isNaN(sendAt.getTime()) ? 'invalid' : input.send_at ? sendAtProblem(sendAt, now) : null;
  if (sendAtIssue === 'invalid') fields.send_at = OUTBOUND_MESSAGES.sendAtInvalid;
  else if (sendAtIssue === 'past') fields.send_at = OUTBOUND_MESSAGES.sendAtPast;
  else if (sendAtIssue === 'tooFar') fields.send_at = OUTBOUND_MESSAGES.dateAhead;
  const effectiveSendAt = sendAt.getTime() < now.getTime() ? now : sendAt;

  if (reminder) {
    if (!inRange(reminder.gap_days, 1, OUTBOUND_LIMITS.reminderMax))
      fields['reminder.gap_days'] = OUTBOUND_MESSAGES.reminderGap;
    if (!inRange(reminder.occurrences, 1, OUTBOUND_LIMITS.reminderMax)) {
      fields['reminder.occurrences'] = OUTBOUND_MESSAGES.reminderOccurrences;
    }
    if (!fields['reminder.gap_days'] && !fields['reminder.occurrences']) {
      const last = new Date(effectiveSendAt.getTime() + reminder.gap_days * reminder.occurrences * 86_400_000);
      if (!isWithinTwoYears(last, now)) fields['reminder.gap_days'] = OUTBOUND_MESSAGES.dateAhead;
    }
  }
  const fallbackHours = input.fallback_hours ?? null;
  if (
    fallbackHours !== null &&
    (input.channel !== 'nhs_app' || !OUTBOUND_LIMITS.fallbackHours.includes(fallbackHours))
  ) {
    fields.fallback_hours = OUTBOUND_MESSAGES.fallback;
  }

  if (input.recipients.length > OUTBOUND_LIMITS.csvRecipients) fields.recipients = OUTBOUND_MESSAGES.tooManyRecipients;
  else {
    let rowErrors = 0;
    input.recipients.forEach((row, i) => {
      if (rowErrors >= MAX_ROW_ERRORS) return;
      const errors = validateRecipientRow(row);
      for (const [field, message] of Object.entries(errors)) fields[`recipients.${i}.${field}`] = message;
      if (Object.keys(errors).length > 0) rowErrors++;
    });
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(outboundRequests)
      .values({
        wcmsId: caller.wcmsId,
        channel: input.channel,
        body,
        templateId,
        pathwayId,
        senderId: input.channel === 'sms' ? senderId : null,
        responseRequested: input.response_requested ?? false,
        preferences,
        reminder,
        fallbackHours,
        source: input.source ?? (input.recipients.length > 1 ? 'csv' : 'single'),
        sendAt: effectiveSendAt,
        createdAt: now,
        createdBy: caller.userId,
        createdByName: caller.name,
      })
      .returning({ id: outboundRequests.id });
    const rows = uniqueRecipients(input.recipients).map((r, i) => ({
      requestId: created!.id,
      row: i + 1,
      nhsNumber: r.nhs_number.replace(/\s+/g, ''),
      mobile: normaliseMobile(r.mobile)!,
      forename: r.forename.trim(),
      surname: r.surname.trim(),
      addressLines: [r.address_line_1, r.address_line_2, r.address_line_3].map((l) => l?.trim() ?? '').filter(Boolean),
      postcode: r.postcode?.trim() || null,
      channelUsed: input.channel,
      token: randomBytes(18).toString('base64url'),
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(outboundRecipients).values(rows.slice(i, i + 1000));
    return created!.id;
  });
  if (input.recipients.length <= SEND_NOW_LIMIT && effectiveSendAt.getTime() <= now.getTime()) {
    await processOutbound(ctx, { requestId: id });
  }
  return id;
}

/**
 * The recipients without repeats: a row with the same NHS number and mobile number as an earlier one is the same
 * patient asked for twice (a CSV with a repeated row), who is sent the message once.
 */
export function uniqueRecipients(rows: RecipientRow[]): RecipientRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.nhs_number.replace(/\s+/g, '')}|${normaliseMobile(r.mobile) ?? r.mobile}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type Counts = Record<'total' | Exclude<RecipientState, never>, number>;

/** An outbound message's overall delivery state (spec §4) from its recipients' states. */
export function overallState(cancelled: boolean, c: Counts): OutboundState {
  if (cancelled) return 'cancelled';
  if (c.failed > 0) return c.failed === c.total - c.cancelled ? 'failed' : 'partial';
  if (c.read > 0 && c.read === c.total - c.cancelled) return 'read';
  if (c.pending > 0) return 'pending';
  if (c.queued > 0) return 'queued';
  if (c.sent > 0) return 'sent';
  return c.read > 0 || c.delivered > 0 ? 'delivered' : 'pending';
}

const STATE_SQL = sql.raw(`case
  when q.cancelled_at is not null then 'cancelled'
  when c.failed > 0 and c.failed = c.total - c.cancelled then 'failed'
  when c.failed > 0 then 'partial'
  when c.read > 0 and c.read = c.total - c.cancelled then 'read'
  when c.pending > 0 then 'pending'
  when c.queued > 0 then 'queued'
  when c.sent > 0 then 'sent'
  when c.read > 0 or c.delivered > 0 then 'delivered'
  else 'pending' end`);

const COUNTS_SQL = sql.raw(`select request_id, count(*)::int as total,
  count(*) filter (where state = 'pending')::int as pending,
  count(*) filter (where state = 'queued')::int as queued,
  count(*) filter (where state = 'sent')::int as sent,
  count(*) filter (where state = 'delivered')::int as delivered,
  count(*) filter (where state = 'failed')::int as failed,
  count(*) filter (where state = 'cancelled')::int as cancelled,
  count(*) filter (where state = 'read')::int as read,
  min(row) as first_row
  from outbound_recipients`);

type ListRow = Counts & {
  id: number;
  channel: OutboundChannel;
  state: OutboundState;
  body: string;
  created_at: string | Date;
  send_at: string | Date;
  created_by_name: string;
  source: 'single' | 'csv';
  response_requested: boolean;
  pathway_name: string | null;
  first_recipient: string;
};

const iso = (value: string | Date) => new Date(value).toISOString();

function listItem(r: ListRow) {
  return {
    id: r.id,
    channel: r.channel,
    state: r.state,
    body: r.body,
    created_at: iso(r.created_at),
    send_at: iso(r.send_at),
    created_by: r.created_by_name,
    first_recipient: r.first_recipient,
    counts: {
      total: r.total,
      pending: r.pending,
      queued: r.queued,
      sent: r.sent,
      delivered: r.delivered,
      failed: r.failed,
      cancelled: r.cancelled,
      read: r.read,
    },
    source: r.source,
    response_requested: r.response_requested,
    pathway_name: r.pathway_name,
  };
}

async function selectRequests(
  ctx: Ctx,
  wcmsId: number,
  where: ReturnType<typeof sql>,
  limit: number,
  offset: number,
): Promise<{ rows: ListRow[]; total: number }> {
  const base = sql`with c as (${COUNTS_SQL} where request_id in (select id from outbound_requests where wcms_id = ${wcmsId}) group by request_id),
    s as (select q.*, c.total, c.pending, c.queued, c.sent, c.delivered, c.failed, c.cancelled, c.read, c.first_row,
      ${STATE_SQL} as state from outbound_requests q join c on c.request_id = q.id where q.wcms_id = ${wcmsId})`;
  const result = await ctx.db.execute(sql`${base}
    select s.id, s.channel, s.state, s.body, s.created_at, s.send_at, s.created_by_name, s.source, s.response_requested,
      s.total, s.pending, s.queued, s.sent, s.delivered, s.failed, s.cancelled, s.read,
      p.name as pathway_name,
      (select r.forename || ' ' || r.surname from outbound_recipients r where r.request_id = s.id and r.row = s.first_row) as first_recipient,
      count(*) over ()::int as full_count
    from s left join outbound_pathways p on p.id = s.pathway_id
    where ${where}
    order by s.created_at desc, s.id desc limit ${limit} offset ${offset}`);
  const rows = (result as unknown as { rows: (ListRow & { full_count: number })[] }).rows;
  return { rows, total: rows[0]?.full_count ?? 0 };
}

export type ListQuery = {
  state?: OutboundState;
  channel?: OutboundChannel;
  search?: string;
  page?: number;
  page_size?: number;
};

/** A page of the organisation's outbound messages, newest first, after bringing receipts up to date. */
export async function listOutbound(ctx: Ctx, caller: OutboundCaller, query: ListQuery) {
  await processOutbound(ctx);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  const conditions = [sql`true`];
  if (query.state) conditions.push(sql`s.state = ${query.state}`);
  if (query.channel) conditions.push(sql`s.channel = ${query.channel}`);
  const term = query.search?.trim() ?? '';
  if (term) {
    const digits = term.replace(/\s+/g, '');
    const mobile = normaliseMobile(term);
    conditions.push(sql`exists (select 1 from outbound_recipients r where r.request_id = s.id and (
      lower(r.forename) like ${term.toLowerCase() + '%'} or lower(r.surname) like ${term.toLowerCase() + '%'}
      or lower(r.forename || ' ' || r.surname) like ${term.toLowerCase() + '%'}
      or r.nhs_number = ${digits} or r.mobile = ${mobile ?? digits}))`);
  }
  const { rows, total } = await selectRequests(
    ctx,
    caller.wcmsId,
    sql.join(conditions, sql` and `),
    pageSize,
    (page - 1) * pageSize,
  );
  return { items: rows.map(listItem), total, page, page_size: pageSize };
}

const RECIPIENTS_PAGE = 200;

/** One outbound message with a page of its recipients. */
export async function outboundDetail(ctx: Ctx, caller: OutboundCaller, id: number, recipientsPage = 1) {
  const { rows } = await selectRequests(ctx, caller.wcmsId, sql`s.id = ${id}`, 1, 0);
  const row = rows[0];
  if (!row) throw notFound();
  const [request] = await ctx.db.select().from(outboundRequests).where(eq(outboundRequests.id, id)).limit(1);
  const recipients = await ctx.db
    .select()
    .from(outboundRecipients)
    .where(eq(outboundRecipients.requestId, id))
    .orderBy(asc(outboundRecipients.row))
    .limit(RECIPIENTS_PAGE)
    .offset((recipientsPage - 1) * RECIPIENTS_PAGE);
  const settled = await isSettled(ctx, id, request!.cancelledAt !== null);
  return {
    ...listItem(row),
    recipients: recipients.map((r) => ({
      id: r.id,
      name: `${r.forename} ${r.surname}`,
      nhs_number: r.nhsNumber,
      mobile: r.mobile,
      state: r.state,
      updated_at: r.updatedAt.toISOString(),
      failure_reason: r.failureReason,
      nhs_invalid: r.nhsInvalid,
      reminders_sent: r.remindersSent,
      channel_used: r.channelUsed,
    })),
    recipients_total: row.total,
    can_cancel: request!.cancelledAt === null && row.read === 0 && !settled,
    settled,
    sender_id: request!.senderId,
    reminder: request!.reminder,
    fallback_hours: request!.fallbackHours,
    preferences: request!.preferences,
    cancelled_at: request!.cancelledAt?.toISOString() ?? null,
  };
}

const FINAL_RECIPIENT_STATES = ['delivered', 'read', 'failed', 'cancelled'] as const;

/**
 * Nothing about the message will change any more: cancelled, or every recipient's state is final and no
 * reminder is due.
 */
async function isSettled(ctx: Ctx, id: number, cancelled: boolean): Promise<boolean> {
  if (cancelled) return true;
  const [open] = await ctx.db
    .select({ id: outboundRecipients.id })
    .from(outboundRecipients)
    .where(
      and(
        eq(outboundRecipients.requestId, id),
        or(
          notInArray(outboundRecipients.state, [...FINAL_RECIPIENT_STATES]),
          sql`${outboundRecipients.nextReminderAt} is not null`,
        ),
      ),
    )
    .limit(1);
  return !open;
}

/** Brings one message's receipts up to date and returns it. */
export async function getOutbound(ctx: Ctx, caller: OutboundCaller, id: number, recipientsPage?: number) {
  await assertOwned(ctx, caller, id);
  await processOutbound(ctx, { requestId: id });
  return outboundDetail(ctx, caller, id, recipientsPage);
}

async function assertOwned(ctx: Ctx, caller: OutboundCaller, id: number) {
  const [row] = await ctx.db
    .select({ id: outboundRequests.id, cancelledAt: outboundRequests.cancelledAt })
    .from(outboundRequests)
    .where(and(eq(outboundRequests.id, id), eq(outboundRequests.wcmsId, caller.wcmsId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** spec §4: cancel is refused once seen by the recipient or if already cancelled. */
export async function cancelOutbound(ctx: Ctx, caller: OutboundCaller, id: number) {
  await processOutbound(ctx, { requestId: id });
  await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select({ cancelledAt: outboundRequests.cancelledAt })
      .from(outboundRequests)
      .where(and(eq(outboundRequests.id, id), eq(outboundRequests.wcmsId, caller.wcmsId)))
      .for('update')
      .limit(1);
    if (!request) throw notFound();
    if (request.cancelledAt !== null)
      throw new HttpProblem(409, OUTBOUND_MESSAGES.alreadyCancelled, 'OUTBOUND_ALREADY_CANCELLED');
    const [seen] = await tx
      .select({ id: outboundRecipients.id })
      .from(outboundRecipients)
      .where(and(eq(outboundRecipients.requestId, id), sql`${outboundRecipients.readAt} is not null`))
      .limit(1);
    if (seen) throw new HttpProblem(409, OUTBOUND_MESSAGES.seen, 'OUTBOUND_SEEN');
    if (await isSettled({ ...ctx, db: tx as unknown as Ctx['db'] }, id, false)) {
      throw new HttpProblem(409, OUTBOUND_MESSAGES.settled, 'OUTBOUND_SETTLED');
    }
    const now = ctx.clock.now();
    await tx
      .update(outboundRequests)
      .set({ cancelledAt: now, cancelledBy: caller.userId })
      .where(eq(outboundRequests.id, id));
    await tx
      .update(outboundRecipients)
      .set({ state: 'cancelled', updatedAt: now })
      .where(and(eq(outboundRecipients.requestId, id), eq(outboundRecipients.state, 'pending')));
    await tx.update(outboundRecipients).set({ nextReminderAt: null }).where(eq(outboundRecipients.requestId, id));
  });
  return outboundDetail(ctx, caller, id);
}

/**
 * Sends the message again, as a new message with the same channel, text and sender id (no reminders), to the
 * recipients it failed for. Returns the new message's id.
 */
export async function resendToFailed(ctx: Ctx, caller: OutboundCaller, id: number): Promise<number> {
  await assertOwned(ctx, caller, id);
  await processOutbound(ctx, { requestId: id });
  const [request] = await ctx.db.select().from(outboundRequests).where(eq(outboundRequests.id, id)).limit(1);
  const failed = await ctx.db
    .select()
    .from(outboundRecipients)
    .where(and(eq(outboundRecipients.requestId, id), eq(outboundRecipients.state, 'failed')))
    .orderBy(asc(outboundRecipients.row));
  if (failed.length === 0) throw new HttpProblem(409, OUTBOUND_MESSAGES.noneFailed, 'OUTBOUND_NONE_FAILED');
  return createOutbound(ctx, caller, {
    channel: request!.channel,
    body: request!.body,
    sender_id: request!.senderId,
    response_requested: request!.responseRequested,
    preferences: request!.preferences,
    source: request!.source,
    recipients: failed.map((r) => ({
      nhs_number: r.nhsNumber,
      mobile: r.mobile,
      forename: r.forename,
      surname: r.surname,
      address_line_1: r.addressLines[0],
      address_line_2: r.addressLines[1],
      address_line_3: r.addressLines[2],
      postcode: r.postcode ?? undefined,
    })),
  });
}

/** The recipients as CSV, every cell neutralised against formula injection. */
export async function exportRecipientsCsv(ctx: Ctx, caller: OutboundCaller, id: number): Promise<string> {
  await assertOwned(ctx, caller, id);
  const rows = await ctx.db
    .select()
    .from(outboundRecipients)
    .where(eq(outboundRecipients.requestId, id))
    .orderBy(asc(outboundRecipients.row));
  const header = ['row', 'nhs_number', 'mobile', 'forename', 'surname', 'state', 'updated_at', 'failure_reason'];
  const lines = [header.join(',')];
  for (const r of rows) {
    lines.push(
      [r.row, r.nhsNumber, r.mobile, r.forename, r.surname, r.state, r.updatedAt.toISOString(), r.failureReason]
        .map(csvCell)
        .join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

// ---- templates and pathways ----

export async function listTemplates(ctx: Ctx, caller: OutboundCaller) {
  const rows = await ctx.db
    .select()
    .from(outboundTemplates)
    .where(or(isNull(outboundTemplates.wcmsId), eq(outboundTemplates.wcmsId, caller.wcmsId)))
    .orderBy(asc(outboundTemplates.name), asc(outboundTemplates.id));
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    body: t.body,
    kind: t.wcmsId === null ? ('message' as const) : ('organisation' as const),
  }));
}

export async function createTemplate(ctx: Ctx, caller: OutboundCaller, input: { name: string; body: string }) {
  const name = input.name.trim();
  const body = input.body.trim();
  const fields: Record<string, string> = {};
  if (!name) fields.name = OUTBOUND_MESSAGES.templateName;
  if (!body) fields.body = OUTBOUND_MESSAGES.body;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const [row] = await ctx.db.insert(outboundTemplates).values({ wcmsId: caller.wcmsId, name, body }).returning();
  return { id: row!.id, name: row!.name, body: row!.body, kind: 'organisation' as const };
}

const pathwayOut = (p: typeof outboundPathways.$inferSelect) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  amount: p.amount,
  interval_days: p.intervalDays,
  template_id: p.templateId,
});

export async function listPathways(ctx: Ctx, caller: OutboundCaller) {
  const rows = await ctx.db
    .select()
    .from(outboundPathways)
    .where(eq(outboundPathways.wcmsId, caller.wcmsId))
    .orderBy(asc(outboundPathways.name));
  return rows.map(pathwayOut);
}

type PathwayInput = {
  name: string;
  description?: string;
  amount: number;
  interval_days: number;
  template_id?: number | null;
};

/** spec §5 pathway rules: name required, max 64, unique (other than `exceptId`); description 128; gaps 1 to 99. */
async function checkedPathway(ctx: Ctx, caller: OutboundCaller, input: PathwayInput, exceptId?: number) {
  const name = input.name.trim();
  const description = input.description?.trim() ?? '';
  const fields: Record<string, string> = {};
  if (!name) fields.name = OUTBOUND_MESSAGES.pathwayName;
  else if (name.length > OUTBOUND_LIMITS.pathwayName) fields.name = OUTBOUND_MESSAGES.pathwayNameLength;
  else {
    const [taken] = await ctx.db
      .select({ id: outboundPathways.id })
      .from(outboundPathways)
      .where(
        and(
          eq(outboundPathways.wcmsId, caller.wcmsId),
          sql`lower(${outboundPathways.name}) = ${name.toLowerCase()}`,
          exceptId === undefined ? undefined : ne(outboundPathways.id, exceptId),
        ),
      )
      .limit(1);
    if (taken) fields.name = OUTBOUND_MESSAGES.pathwayNameTaken;
  }
  if (description.length > OUTBOUND_LIMITS.pathwayDescription)
    fields.description = OUTBOUND_MESSAGES.pathwayDescription;
  if (!inRange(input.amount, 1, OUTBOUND_LIMITS.pathwayGapMax)) fields.amount = OUTBOUND_MESSAGES.pathwayAmount;
  if (!inRange(input.interval_days, 1, OUTBOUND_LIMITS.pathwayGapMax)) {
    fields.interval_days = OUTBOUND_MESSAGES.pathwayInterval;
  }
  if (input.template_id !== undefined && input.template_id !== null) {
    if (!(await templateFor(ctx, caller.wcmsId, input.template_id))) fields.template_id = 'Choose a template.';
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return {
    name,
    description,
    amount: input.amount,
    intervalDays: input.interval_days,
    templateId: input.template_id ?? null,
  };
}

export async function createPathway(ctx: Ctx, caller: OutboundCaller, input: PathwayInput) {
  const values = await checkedPathway(ctx, caller, input);
  const [row] = await ctx.db
    .insert(outboundPathways)
    .values({ wcmsId: caller.wcmsId, ...values })
    .returning();
  return pathwayOut(row!);
}

const pathwayNotFound = () => new HttpProblem(404, 'Pathway not found', 'NOT_FOUND');
const templateNotFound = () => new HttpProblem(404, 'Template not found', 'NOT_FOUND');

export async function updatePathway(ctx: Ctx, caller: OutboundCaller, id: number, input: PathwayInput) {
  const values = await checkedPathway(ctx, caller, input, id);
  const [row] = await ctx.db
    .update(outboundPathways)
    .set(values)
    .where(and(eq(outboundPathways.id, id), eq(outboundPathways.wcmsId, caller.wcmsId)))
    .returning();
  if (!row) throw pathwayNotFound();
  return pathwayOut(row);
}

/** Deletes a pathway, unless a scheduled message (not cancelled, still to be sent to someone) uses it. */
export async function deletePathway(ctx: Ctx, caller: OutboundCaller, id: number) {
  const [pathway] = await ctx.db
    .select({ id: outboundPathways.id })
    .from(outboundPathways)
    .where(and(eq(outboundPathways.id, id), eq(outboundPathways.wcmsId, caller.wcmsId)));
  if (!pathway) throw pathwayNotFound();
  const [inUse] = await ctx.db
    .select({ count: sql<number>`count(distinct ${outboundRequests.id})::int` })
    .from(outboundRequests)
    .innerJoin(outboundRecipients, eq(outboundRecipients.requestId, outboundRequests.id))
    .where(
      and(
        eq(outboundRequests.pathwayId, id),
        isNull(outboundRequests.cancelledAt),
        eq(outboundRecipients.state, 'pending'),
      ),
    );
  const count = Number(inUse?.count ?? 0);
  if (count > 0) throw new HttpProblem(409, OUTBOUND_MESSAGES.pathwayInUse(count), 'PATHWAY_IN_USE');
  await ctx.db.delete(outboundPathways).where(eq(outboundPathways.id, id));
}

export async function updateTemplate(
  ctx: Ctx,
  caller: OutboundCaller,
  id: number,
  input: { name: string; body: string },
) {
  const name = input.name.trim();
  const body = input.body.trim();
  const fields: Record<string, string> = {};
  if (!name) fields.name = OUTBOUND_MESSAGES.templateName;
  if (!body) fields.body = OUTBOUND_MESSAGES.body;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  // built-in templates (wcms_id null) never match: they cannot be changed
  const [row] = await ctx.db
    .update(outboundTemplates)
    .set({ name, body })
    .where(and(eq(outboundTemplates.id, id), eq(outboundTemplates.wcmsId, caller.wcmsId)))
    .returning();
  if (!row) throw templateNotFound();
  return { id: row.id, name: row.name, body: row.body, kind: 'organisation' as const };
}

export async function deleteTemplate(ctx: Ctx, caller: OutboundCaller, id: number) {
  const deleted = await ctx.db
    .delete(outboundTemplates)
    .where(and(eq(outboundTemplates.id, id), eq(outboundTemplates.wcmsId, caller.wcmsId)))
    .returning({ id: outboundTemplates.id });
  if (deleted.length === 0) throw templateNotFound();
}

// ---- the patient's side (Carebridge Consult link) ----

async function recipientByToken(ctx: Ctx, token: string) {
  const [row] = await ctx.db
    .select({ recipient: outboundRecipients, request: outboundRequests, organisation: organisations.name })
    .from(outboundRecipients)
    .innerJoin(outboundRequests, eq(outboundRequests.id, outboundRecipients.requestId))
    .innerJoin(organisations, eq(organisations.wcmsId, outboundRequests.wcmsId))
    .where(eq(outboundRecipients.token, token))
    .limit(1);
  if (!row || row.recipient.dispatchedAt === null) throw notFound();
  return row;
}

const forPatient = (row: Awaited<ReturnType<typeof recipientByToken>>, replied: boolean) => ({
  organisation: row.organisation,
  body: row.request.cancelledAt ? OUTBOUND_MESSAGES.cancelledForPatient : row.request.body,
  response_requested: row.request.responseRequested && row.request.cancelledAt === null,
  replied,
  preferences: row.request.preferences,
});

/** The patient opens the message: it is now seen (read), so it can no longer be cancelled. */
export async function openForPatient(ctx: Ctx, token: string) {
  const row = await recipientByToken(ctx, token);
  if (row.recipient.readAt === null && row.request.cancelledAt === null) {
    const now = ctx.clock.now();
    await ctx.db
      .update(outboundRecipients)
      .set({ readAt: now, state: 'read', updatedAt: now })
      .where(eq(outboundRecipients.id, row.recipient.id));
  }
  return forPatient(row, row.recipient.repliedAt !== null);
}

/** The patient's reply: a new outbound response request in the organisation's Incoming requests. */
export async function replyForPatient(ctx: Ctx, token: string, input: { text: string; preference?: string }) {
  const row = await recipientByToken(ctx, token);
  const { request, recipient } = row;
  if (!request.responseRequested || request.cancelledAt !== null) {
    throw new HttpProblem(409, OUTBOUND_MESSAGES.notResponseRequest, 'NOT_RESPONSE_REQUEST');
  }
  if (recipient.repliedAt !== null) throw new HttpProblem(409, OUTBOUND_MESSAGES.alreadyReplied, 'ALREADY_REPLIED');
  const text = input.text.trim();
  if (!text) throw validationFailed({ text: 'Enter your reply.' });
  const preference = input.preference?.trim();
  if (preference && !request.preferences.includes(preference)) {
    throw validationFailed({ preference: 'Choose one of the options.' });
  }
  const now = ctx.clock.now();
  const incoming = await ensureIncomingGroup(ctx.db, request.wcmsId);
  const name = `${recipient.forename} ${recipient.surname}`;
  const created = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(requests)
      .values({
        wcmsId: request.wcmsId,
        type: 'outbound_response',
        status: 'new_request',
        priority: 'unprioritised',
        subject: `Reply to: ${request.body.slice(0, 80)}`,
        body: preference ? `${text}\n\nPreference: ${preference}` : text,
        receivedAt: now,
        updatedAt: now,
        poolId: incoming.id,
        patientName: name,
        patientTelephone: recipient.mobile,
        patientNhsNumber: recipient.nhsNumber,
        patientAddress: [...recipient.addressLines, recipient.postcode].filter(Boolean).join(', ') || null,
        unacknowledgedCount: 1,
      })
      .returning({ id: requests.id });
    await tx.insert(requestThread).values({
      requestId: inserted!.id,
      kind: 'patient_message',
      body: preference ? `${text}\n\nPreference: ${preference}` : text,
      authorName: name,
      createdAt: now,
      acknowledged: false,
    });
    await tx
      .update(outboundRecipients)
      .set({ repliedAt: now, readAt: recipient.readAt ?? now, state: 'read', nextReminderAt: null, updatedAt: now })
      .where(eq(outboundRecipients.id, recipient.id));
    return inserted!;
  });
  // spec §4 Attach tasks: the patient's submitted reply is attached to their record as a new record
  await enqueueAttachTask(
    ctx.db,
    {
      wcmsId: request.wcmsId,
      type: 'outbound_submit',
      messageIds: [created.id],
      outboundRequestId: request.id,
      createdBy: request.createdBy,
      message: {
        title: 'Reply to a message from the practice',
        heading: `Reply to: ${request.body.slice(0, 80)}`,
        detail: [
          `Message: ${request.body}`,
          `Reply: ${text}`,
          ...(preference ? [`Preference: ${preference}`] : []),
        ].join('\n'),
        nhsNumber: recipient.nhsNumber,
        dateAttached: now.toISOString(),
      },
    },
    ctx.clock,
  );
  const staff = await poolRecipients(ctx.db, request.wcmsId, incoming.id);
  await publishNotifications(
    ctx,
    staff.map((userId) => ({ wcmsId: request.wcmsId, userId, requestId: created.id })),
  );
  // the in-hours or out-of-hours confirmation on screen (modules/service-hours); the patient gave no email here
  const confirmation = await confirmationFor(ctx.db, request.wcmsId, now);
  return {
    ...forPatient(row, true),
    confirmation: { in_hours: confirmation.inHours, message: confirmation.screen, emailed: false },
  };
}

export type { DeliveryDeps };
