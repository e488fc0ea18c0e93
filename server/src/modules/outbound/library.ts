import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { inRange, OUTBOUND_LIMITS, OUTBOUND_MESSAGES } from './rules.js';
import { outboundPathways, outboundRecipients, outboundRequests, outboundTemplates } from './tables.js';
import { type OutboundCaller, type OutboundContext as Ctx } from './access.js';

// Outbound templates and pathways (spec §5): the organisation's library the composer picks from.

/** One of the organisation's templates, or a shared one (no organisation); null when there is none. */
export async function templateFor(ctx: Ctx, wcmsId: number, id: number) {
  const [row] = await ctx.db
    .select()
    .from(outboundTemplates)
    .where(
      and(eq(outboundTemplates.id, id), or(isNull(outboundTemplates.wcmsId), eq(outboundTemplates.wcmsId, wcmsId))),
    )
    .limit(1);
  return row ?? null;
}

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
