// What the arrivals console's settings share: errors, name rules, ownership and code checks, the practice's sites and
// how many devices each screen has registered.
import { and, eq, ne, sql } from 'drizzle-orm';
import { ARRIVAL_LIMITS as L, ARRIVAL_MESSAGES as M, type ArrivalMessageKey } from '@contracts/rules/arrivals.js';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { clinicalSessions } from '../clinical-system/index.js';
import {
  arrivalDevices,
  type staffSchedules,
  type touchscreens,
  type tvNewsItems,
  type tvScreens,
  type waitingAreas,
} from './tables.js';

const NOT_FOUND = 'Not found';
export const notFound = () => new HttpProblem(404, NOT_FOUND, 'NOT_FOUND');
export const fail = (fields: Record<string, ArrivalMessageKey>) =>
  validationFailed(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, M[v]])));

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function nameError(name: string): ArrivalMessageKey | null {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  if (trimmed.length > L.nameMax) return 'nameTooLong';
  return null;
}

export const staffName = (s: { title: string | null; forename: string; surname: string }) =>
  [s.title, s.forename, s.surname].filter(Boolean).join(' ');

export type OwnedTable =
  typeof waitingAreas | typeof staffSchedules | typeof touchscreens | typeof tvScreens | typeof tvNewsItems;

export async function ownRow(db: Db, table: OwnedTable, wcmsId: number, id: number) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.wcmsId, wcmsId)))
    .limit(1);
  if (!row) throw notFound();
}

export async function codeTaken(
  db: Db,
  table: typeof touchscreens | typeof tvScreens,
  wcmsId: number,
  code: string,
  id: number | null,
) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.wcmsId, wcmsId), eq(table.code, code), id === null ? undefined : ne(table.id, id)))
    .limit(1);
  return row !== undefined;
}

/** The practice's sites: the locations of the clinical system's sessions (a touchscreen stands in one). */
export async function practiceLocations(db: Db, wcmsId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ location: clinicalSessions.location })
    .from(clinicalSessions)
    .where(and(eq(clinicalSessions.wcmsId, wcmsId), sql`${clinicalSessions.location} is not null`));
  return rows.map((r) => r.location!).sort((a, b) => a.localeCompare(b));
}

export async function deviceCounts(db: Db, wcmsId: number) {
  const rows = await db
    .select({
      touchscreenId: arrivalDevices.touchscreenId,
      tvScreenId: arrivalDevices.tvScreenId,
      n: sql<number>`count(*)::int`,
    })
    .from(arrivalDevices)
    .where(eq(arrivalDevices.wcmsId, wcmsId))
    .groupBy(arrivalDevices.touchscreenId, arrivalDevices.tvScreenId);
  const touchscreen = new Map<number, number>();
  const tv = new Map<number, number>();
  for (const r of rows) {
    if (r.touchscreenId) touchscreen.set(r.touchscreenId, r.n);
    if (r.tvScreenId) tv.set(r.tvScreenId, r.n);
  }
  return { touchscreen, tv };
}
