import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { validationFailed } from '../../auth/problems.js';
import { requestWorkflowSettings } from './tables.js';
import { DEFAULT_ADMIN_QUERY_TYPES, DEFAULT_OUTCOMES, REQUEST_WORKFLOW_MESSAGES, textListErrors } from './rules.js';

type Row = typeof requestWorkflowSettings.$inferSelect;

async function settingsRow(db: Db, wcmsId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(requestWorkflowSettings)
    .where(eq(requestWorkflowSettings.wcmsId, wcmsId))
    .limit(1);
  return row;
}

async function upsert(
  db: Db,
  wcmsId: number,
  values: Partial<Pick<Row, 'outcomes' | 'adminQueryTypes' | 'translationEnabled'>>,
  by: { userId: number; now: Date },
): Promise<void> {
  const set = { ...values, updatedAt: by.now, updatedBy: by.userId };
  await db
    .insert(requestWorkflowSettings)
    .values({ wcmsId, ...set })
    .onConflictDoUpdate({ target: requestWorkflowSettings.wcmsId, set });
}

/** The outcomes the Complete dialog offers (the defaults until the console gives the organisation its own). */
export async function organisationOutcomes(db: Db, wcmsId: number): Promise<string[]> {
  return [...((await settingsRow(db, wcmsId))?.outcomes ?? DEFAULT_OUTCOMES)];
}

/** The admin query types the create-request wizard offers and total triage accepts. */
export async function organisationAdminQueryTypes(db: Db, wcmsId: number): Promise<string[]> {
  return [...((await settingsRow(db, wcmsId))?.adminQueryTypes ?? DEFAULT_ADMIN_QUERY_TYPES)];
}

/** Whether the request view offers translations of what patients wrote (spec §3 'translation enabled'). */
export async function translationEnabled(db: Db, wcmsId: number): Promise<boolean> {
  return (await settingsRow(db, wcmsId))?.translationEnabled ?? true;
}

const trimmed = (entries: readonly string[]) => entries.map((e) => e.trim());

/** Replaces the outcome list (add, rename, reorder, remove) after the rules of spec §5. */
export async function saveOutcomes(
  db: Db,
  wcmsId: number,
  entries: readonly string[],
  by: { userId: number; now: Date },
): Promise<string[]> {
  const errors = textListErrors(entries, REQUEST_WORKFLOW_MESSAGES.outcomes);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  await upsert(db, wcmsId, { outcomes: trimmed(entries) }, by);
  return organisationOutcomes(db, wcmsId);
}

/** Replaces the admin query type list after the rules of spec §5. */
export async function saveAdminQueryTypes(
  db: Db,
  wcmsId: number,
  entries: readonly string[],
  by: { userId: number; now: Date },
): Promise<string[]> {
  const errors = textListErrors(entries, REQUEST_WORKFLOW_MESSAGES.adminQueryTypes);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  await upsert(db, wcmsId, { adminQueryTypes: trimmed(entries) }, by);
  return organisationAdminQueryTypes(db, wcmsId);
}

export async function saveTranslationEnabled(
  db: Db,
  wcmsId: number,
  enabled: boolean,
  by: { userId: number; now: Date },
): Promise<boolean> {
  await upsert(db, wcmsId, { translationEnabled: enabled }, by);
  return translationEnabled(db, wcmsId);
}
