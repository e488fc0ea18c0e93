// Message templates (spec §2): a staff member's personal ones and an organisation's, offered in the composers.
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { templateErrors, TEMPLATE_MESSAGES } from '@contracts/rules/templates.js';
import type { RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { messageTemplates } from './tables.js';

export type TemplateOwner = { kind: 'personal'; userId: number } | { kind: 'organisation'; wcmsId: number };
export type TemplateView = {
  id: string;
  scope: 'personal' | 'organisation';
  name: string;
  text: string;
  updatedAt: string;
};
type Ctx = Pick<RequestContext, 'db' | 'clock'>;

export const TEMPLATE_NOT_FOUND = 'Template not found';

const ownerWhere = (owner: TemplateOwner): SQL =>
  owner.kind === 'personal'
    ? and(eq(messageTemplates.ownerUserId, owner.userId), isNull(messageTemplates.wcmsId))!
    : and(eq(messageTemplates.wcmsId, owner.wcmsId), isNull(messageTemplates.ownerUserId))!;

function view(row: typeof messageTemplates.$inferSelect): TemplateView {
  return {
    id: String(row.id),
    scope: row.ownerUserId === null ? 'organisation' : 'personal',
    name: row.name,
    text: row.text,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's templates by name (without regard to case). */
export async function listTemplates(ctx: Pick<RequestContext, 'db'>, owner: TemplateOwner): Promise<TemplateView[]> {
  const rows = await ctx.db
    .select()
    .from(messageTemplates)
    .where(ownerWhere(owner))
    .orderBy(asc(sql`lower(${messageTemplates.name})`), asc(messageTemplates.id));
  return rows.map(view);
}

function checked(input: { name: string; text: string }): { name: string; text: string } {
  const errors = templateErrors(input);
  if (Object.keys(errors).length > 0) throw validationFailed(errors as Record<string, string>);
  return { name: input.name.trim(), text: input.text.trim() };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ name: TEMPLATE_MESSAGES.nameTaken });
    throw error;
  }
}

export async function createTemplate(
  ctx: Ctx,
  owner: TemplateOwner,
  byUserId: number,
  input: { name: string; text: string },
): Promise<TemplateView> {
  const values = checked(input);
  const [row] = await guardUnique(() =>
    ctx.db
      .insert(messageTemplates)
      .values({
        ...values,
        ownerUserId: owner.kind === 'personal' ? owner.userId : null,
        wcmsId: owner.kind === 'organisation' ? owner.wcmsId : null,
        updatedAt: ctx.clock.now(),
        updatedBy: byUserId,
      })
      .returning(),
  );
  return view(row!);
}

export async function updateTemplate(
  ctx: Ctx,
  owner: TemplateOwner,
  byUserId: number,
  id: number,
  input: { name: string; text: string },
): Promise<TemplateView> {
  const values = checked(input);
  const [row] = await guardUnique(() =>
    ctx.db
      .update(messageTemplates)
      .set({ ...values, updatedAt: ctx.clock.now(), updatedBy: byUserId })
      .where(and(eq(messageTemplates.id, id), ownerWhere(owner)))
      .returning(),
  );
  // another owner's template is not found, so nobody learns which ids exist
  if (!row) throw new HttpProblem(404, TEMPLATE_NOT_FOUND, 'NOT_FOUND');
  return view(row);
}

export async function deleteTemplate(ctx: Pick<RequestContext, 'db'>, owner: TemplateOwner, id: number) {
  const deleted = await ctx.db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.id, id), ownerWhere(owner)))
    .returning({ id: messageTemplates.id });
  if (deleted.length === 0) throw new HttpProblem(404, TEMPLATE_NOT_FOUND, 'NOT_FOUND');
  return true;
}
