// Patient portal content (spec §3, §5): categories and services in order, pharmacy link conditions, and the page a
// patient sees.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  categoryErrors,
  PHARMACY_CONDITIONS,
  PORTAL_MESSAGES,
  serviceErrors,
  type PharmacyCondition,
  type PortalServiceInput,
  type PortalServiceType,
} from '@contracts/rules/portal.js';
import type { RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { organisations } from '../organisations/index.js';
import { portalCategories, portalPharmacyConditions, portalServices } from './tables.js';

type Ctx = Pick<RequestContext, 'db' | 'clock'>;
type Db = Pick<RequestContext, 'db'>;

export type PortalServiceView = {
  id: string;
  type: PortalServiceType;
  title: string;
  subtext: string;
  link: string | null;
  loggedInOnly: boolean;
  infoText: string;
};
export type PortalCategoryView = { id: string; title: string; services: PortalServiceView[] };
export type PortalSettingsView = {
  wcmsId: string;
  categories: PortalCategoryView[];
  pharmacyConditions: PharmacyCondition[];
};

const notFound = (what: 'Category' | 'Service') => new HttpProblem(404, `${what} not found`, 'NOT_FOUND');

/** The organisation's portal content, categories and services each in position order. */
export async function portalSettings(ctx: Db, wcmsId: number): Promise<PortalSettingsView> {
  const categories = await ctx.db
    .select()
    .from(portalCategories)
    .where(eq(portalCategories.wcmsId, wcmsId))
    .orderBy(asc(portalCategories.position), asc(portalCategories.id));
  const ids = categories.map((c) => c.id);
  const services =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(portalServices)
          .where(inArray(portalServices.categoryId, ids))
          .orderBy(asc(portalServices.position), asc(portalServices.id));
  const [conditions] = await ctx.db
    .select({ conditions: portalPharmacyConditions.conditions })
    .from(portalPharmacyConditions)
    .where(eq(portalPharmacyConditions.wcmsId, wcmsId));
  return {
    wcmsId: String(wcmsId),
    categories: categories.map((c) => ({
      id: String(c.id),
      title: c.title,
      services: services
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({
          id: String(s.id),
          type: s.type,
          title: s.title,
          subtext: s.subtext,
          link: s.link,
          loggedInOnly: s.loggedInOnly,
          infoText: s.infoText,
        })),
    })),
    // in the spec's order, whatever order they were chosen in
    pharmacyConditions: PHARMACY_CONDITIONS.filter((c) => (conditions?.conditions ?? []).includes(c)),
  };
}

async function ownCategory(ctx: Db, wcmsId: number, categoryId: number) {
  const [row] = await ctx.db
    .select()
    .from(portalCategories)
    .where(and(eq(portalCategories.id, categoryId), eq(portalCategories.wcmsId, wcmsId)));
  if (!row) throw notFound('Category');
  return row;
}

async function ownService(ctx: Db, wcmsId: number, serviceId: number) {
  const [row] = await ctx.db
    .select({ service: portalServices })
    .from(portalServices)
    .innerJoin(portalCategories, eq(portalCategories.id, portalServices.categoryId))
    .where(and(eq(portalServices.id, serviceId), eq(portalCategories.wcmsId, wcmsId)));
  if (!row) throw notFound('Service');
  return row.service;
}

function checkedTitle(title: string): string {
  const errors = categoryErrors(title);
  if (errors.title) throw validationFailed({ title: errors.title });
  return title.trim();
}

function checkedService(input: PortalServiceInput) {
  const errors = serviceErrors(input);
  if (Object.keys(errors).length > 0) throw validationFailed(errors as Record<string, string>);
  return {
    type: input.type as PortalServiceType,
    title: input.title.trim(),
    subtext: input.subtext.trim(),
    link: input.link.trim() || null,
    loggedInOnly: input.loggedInOnly,
    infoText: input.infoText.trim(),
  };
}

export async function createCategory(ctx: Ctx, wcmsId: number, userId: number, title: string) {
  const value = checkedTitle(title);
  const [last] = await ctx.db
    .select({ max: sql<number>`coalesce(max(${portalCategories.position}), 0)` })
    .from(portalCategories)
    .where(eq(portalCategories.wcmsId, wcmsId));
  await ctx.db.insert(portalCategories).values({
    wcmsId,
    title: value,
    position: Number(last?.max ?? 0) + 1,
    updatedAt: ctx.clock.now(),
    updatedBy: userId,
  });
  return portalSettings(ctx, wcmsId);
}

export async function renameCategory(ctx: Ctx, wcmsId: number, userId: number, categoryId: number, title: string) {
  const value = checkedTitle(title);
  await ownCategory(ctx, wcmsId, categoryId);
  await ctx.db
    .update(portalCategories)
    .set({ title: value, updatedAt: ctx.clock.now(), updatedBy: userId })
    .where(eq(portalCategories.id, categoryId));
  return portalSettings(ctx, wcmsId);
}

export async function deleteCategory(ctx: Ctx, wcmsId: number, categoryId: number) {
  await ownCategory(ctx, wcmsId, categoryId);
  await ctx.db.delete(portalCategories).where(eq(portalCategories.id, categoryId));
  return portalSettings(ctx, wcmsId);
}

/** Swaps a row's position with its neighbour's (renumbering first, so positions are always 1..n). */
async function move<T extends { id: number }>(
  rows: T[],
  id: number,
  direction: 'up' | 'down',
  save: (id: number, position: number) => Promise<unknown>,
) {
  const order = rows.map((r) => r.id);
  const at = order.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return;
  [order[at], order[to]] = [order[to]!, order[at]!];
  for (const [index, rowId] of order.entries()) await save(rowId, index + 1);
}

export async function moveCategory(ctx: Ctx, wcmsId: number, categoryId: number, direction: 'up' | 'down') {
  await ownCategory(ctx, wcmsId, categoryId);
  const rows = await ctx.db
    .select({ id: portalCategories.id })
    .from(portalCategories)
    .where(eq(portalCategories.wcmsId, wcmsId))
    .orderBy(asc(portalCategories.position), asc(portalCategories.id));
  await ctx.db.transaction(async (tx) =>
    move(rows, categoryId, direction, (id, position) =>
      tx.update(portalCategories).set({ position }).where(eq(portalCategories.id, id)),
    ),
  );
  return portalSettings(ctx, wcmsId);
}

export async function createService(ctx: Ctx, wcmsId: number, categoryId: number, input: PortalServiceInput) {
  const values = checkedService(input);
  await ownCategory(ctx, wcmsId, categoryId);
  const [last] = await ctx.db
    .select({ max: sql<number>`coalesce(max(${portalServices.position}), 0)` })
    .from(portalServices)
    .where(eq(portalServices.categoryId, categoryId));
  await ctx.db
    .insert(portalServices)
    .values({ ...values, categoryId, position: Number(last?.max ?? 0) + 1, updatedAt: ctx.clock.now() });
  return portalSettings(ctx, wcmsId);
}

export async function updateService(ctx: Ctx, wcmsId: number, serviceId: number, input: PortalServiceInput) {
  const values = checkedService(input);
  await ownService(ctx, wcmsId, serviceId);
  await ctx.db
    .update(portalServices)
    .set({ ...values, updatedAt: ctx.clock.now() })
    .where(eq(portalServices.id, serviceId));
  return portalSettings(ctx, wcmsId);
}

export async function deleteService(ctx: Ctx, wcmsId: number, serviceId: number) {
  await ownService(ctx, wcmsId, serviceId);
  await ctx.db.delete(portalServices).where(eq(portalServices.id, serviceId));
  return portalSettings(ctx, wcmsId);
}

export async function moveService(ctx: Ctx, wcmsId: number, serviceId: number, direction: 'up' | 'down') {
  const service = await ownService(ctx, wcmsId, serviceId);
  const rows = await ctx.db
    .select({ id: portalServices.id })
    .from(portalServices)
    .where(eq(portalServices.categoryId, service.categoryId))
    .orderBy(asc(portalServices.position), asc(portalServices.id));
  await ctx.db.transaction(async (tx) =>
    move(rows, serviceId, direction, (id, position) =>
      tx.update(portalServices).set({ position }).where(eq(portalServices.id, id)),
    ),
  );
  return portalSettings(ctx, wcmsId);
}

export async function setPharmacyConditions(ctx: Ctx, wcmsId: number, userId: number, conditions: string[]) {
  const chosen = PHARMACY_CONDITIONS.filter((c) => conditions.includes(c));
  // spec §5: pharmacy condition required
  if (chosen.length === 0) throw validationFailed({ conditions: PORTAL_MESSAGES.conditionRequired });
  const now = ctx.clock.now();
  await ctx.db
    .insert(portalPharmacyConditions)
    .values({ wcmsId, conditions: chosen, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({
      target: portalPharmacyConditions.wcmsId,
      set: { conditions: chosen, updatedAt: now, updatedBy: userId },
    });
  return portalSettings(ctx, wcmsId);
}

/** The page a guest sees: logged-in only services are left out (and counted), empty categories too. */
export async function guestPortal(ctx: Db, wcmsId: number, pharmacyBookingUrl: string | null) {
  const [organisation] = await ctx.db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.wcmsId, wcmsId));
  if (!organisation) throw new HttpProblem(404, 'Practice not found', 'NOT_FOUND');
  const settings = await portalSettings(ctx, wcmsId);
  let hidden = 0;
  const categories = settings.categories
    .map((c) => {
      const visible = c.services.filter((s) => !s.loggedInOnly);
      hidden += c.services.length - visible.length;
      return { ...c, services: visible };
    })
    .filter((c) => c.services.length > 0);
  return {
    wcmsId: String(wcmsId),
    practiceName: organisation.name,
    categories,
    hiddenForGuests: hidden,
    pharmacyConditions: settings.pharmacyConditions,
    pharmacyBookingUrl: settings.pharmacyConditions.length > 0 ? pharmacyBookingUrl : null,
  };
}
