import { and, asc, eq, notInArray, or, sql } from 'drizzle-orm';
import type { ApiSchema, QueryParams } from '../../rest/types.js';
import { HttpProblem } from '../../errors.js';
import { processOutbound } from './delivery.js';
import { csvCell, normaliseMobile, OUTBOUND_MESSAGES } from './rules.js';
import { outboundRecipients, outboundRequests, type OutboundChannel, type RecipientState } from './tables.js';
import { assertOwned, notFound, type OutboundCaller, type OutboundContext as Ctx } from './access.js';

// The organisation's outbound messages: the list, one message with its recipients, cancelling, the recipients CSV.

export type OutboundState = 'pending' | 'queued' | 'sent' | 'delivered' | 'failed' | 'partial' | 'cancelled' | 'read';

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

function listItem(r: ListRow): ApiSchema<'OutboundListItem'> {
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

export type ListQuery = QueryParams<'listOutbound'>;

/** A page of the organisation's outbound messages, newest first, after bringing receipts up to date. */
export async function listOutbound(
  ctx: Ctx,
  caller: OutboundCaller,
  query: ListQuery,
): Promise<ApiSchema<'OutboundPage'>> {
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
export async function outboundDetail(
  ctx: Ctx,
  caller: OutboundCaller,
  id: number,
  recipientsPage = 1,
): Promise<ApiSchema<'OutboundDetail'>> {
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
export async function getOutbound(
  ctx: Ctx,
  caller: OutboundCaller,
  id: number,
  recipientsPage?: number,
): Promise<ApiSchema<'OutboundDetail'>> {
  await assertOwned(ctx, caller, id);
  await processOutbound(ctx, { requestId: id });
  return outboundDetail(ctx, caller, id, recipientsPage);
}

/** spec §4: cancel is refused once seen by the recipient or if already cancelled. */
export async function cancelOutbound(
  ctx: Ctx,
  caller: OutboundCaller,
  id: number,
): Promise<ApiSchema<'OutboundDetail'>> {
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
