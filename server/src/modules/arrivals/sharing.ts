// A touchscreen shared with other organisations (spec §3 Touchscreen: sharing code, shared-with list; §5 sharing code
// exactly 10 digits): the owning practice generates a sharing code, another practice's manager enters it to join,
// and the owner sees (and can remove) the organisations it is shared with. The kiosk then finds appointments among
// the owner's and the sharing organisations' (devices.ts), and each arrival goes to the patient's own organisation.
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ARRIVAL_MESSAGES as M, isSharingCode } from '@contracts/rules/arrivals.js';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { organisations } from '../organisations/index.js';
import { touchscreenShares, touchscreens } from './tables.js';

const notFound = () => new HttpProblem(404, 'Not found', 'NOT_FOUND');

export type TouchscreenShareView = { organisationId: string; organisationName: string };

/** The shared-with lists of these touchscreens (organisation name order). */
export async function sharedWithOf(db: Db, touchscreenIds: number[]): Promise<Map<number, TouchscreenShareView[]>> {
  const lists = new Map<number, TouchscreenShareView[]>();
  if (touchscreenIds.length === 0) return lists;
  const rows = await db
    .select({ touchscreenId: touchscreenShares.touchscreenId, wcmsId: organisations.wcmsId, name: organisations.name })
    .from(touchscreenShares)
    .innerJoin(organisations, eq(organisations.wcmsId, touchscreenShares.wcmsId))
    .where(inArray(touchscreenShares.touchscreenId, touchscreenIds))
    .orderBy(asc(organisations.name));
  for (const r of rows) {
    const list = lists.get(r.touchscreenId) ?? [];
    list.push({ organisationId: String(r.wcmsId), organisationName: r.name });
    lists.set(r.touchscreenId, list);
  }
  return lists;
}

/** The organisations whose patients check in at this touchscreen: its owner first, then those sharing it. */
export async function checkInOrganisations(db: Db, touchscreen: { id: number; wcmsId: number }): Promise<number[]> {
  const rows = await db
    .select({ wcmsId: touchscreenShares.wcmsId })
    .from(touchscreenShares)
    .where(eq(touchscreenShares.touchscreenId, touchscreen.id));
  return [touchscreen.wcmsId, ...rows.map((r) => r.wcmsId).filter((w) => w !== touchscreen.wcmsId)];
}

/** 10 random digits (no leading zero, so it reads the same as a number). */
const newCode = () => String(randomInt(1_000_000_000, 10_000_000_000));

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The owner generates (or regenerates) its touchscreen's sharing code. A new code stops the old one from joining;
 * organisations already on the shared-with list stay until the owner removes them.
 */
export async function generateSharingCode(db: Db, wcmsId: number, touchscreenId: number): Promise<void> {
  const [own] = await db
    .select({ id: touchscreens.id })
    .from(touchscreens)
    .where(and(eq(touchscreens.id, touchscreenId), eq(touchscreens.wcmsId, wcmsId)))
    .limit(1);
  if (!own) throw notFound();
  // 10 random digits, unique across organisations (a clash, one in billions, draws again)
  for (let attempt = 0; ; attempt++) {
    try {
      await db.update(touchscreens).set({ sharingCode: newCode() }).where(eq(touchscreens.id, touchscreenId));
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * Another organisation joins a touchscreen with its sharing code (its own console access checked by the caller). The
 * code is the only way to a touchscreen of another organisation: a wrong code learns nothing but that it is wrong.
 */
export async function joinSharedTouchscreen(db: Db, wcmsId: number, userId: number | null, given: string, now: Date) {
  const code = given.replace(/\s+/g, '');
  if (!isSharingCode(code)) throw validationFailed({ sharingCode: M.sharingCodeInvalid });
  const [screen] = await db
    .select({ id: touchscreens.id, wcmsId: touchscreens.wcmsId })
    .from(touchscreens)
    .where(eq(touchscreens.sharingCode, code))
    .limit(1);
  if (!screen) throw validationFailed({ sharingCode: M.sharingCodeUnknown });
  if (screen.wcmsId === wcmsId) throw validationFailed({ sharingCode: M.sharingCodeOwn });
  await db
    .insert(touchscreenShares)
    .values({ touchscreenId: screen.id, wcmsId, joinedAt: now, joinedBy: userId })
    .onConflictDoNothing();
  const joined = (await sharedTouchscreensOf(db, wcmsId)).find((s) => s.id === String(screen.id));
  return joined!;
}

/** The owner removes an organisation from its touchscreen's shared-with list: that organisation's check-ins stop at once. */
export async function removeTouchscreenShare(db: Db, wcmsId: number, touchscreenId: number, sharedWcmsId: number) {
  const [own] = await db
    .select({ id: touchscreens.id })
    .from(touchscreens)
    .where(and(eq(touchscreens.id, touchscreenId), eq(touchscreens.wcmsId, wcmsId)))
    .limit(1);
  if (!own) throw notFound();
  const removed = await db
    .delete(touchscreenShares)
    .where(and(eq(touchscreenShares.touchscreenId, touchscreenId), eq(touchscreenShares.wcmsId, sharedWcmsId)))
    .returning({ id: touchscreenShares.id });
  if (removed.length === 0) throw notFound();
}

/** Touchscreens of other organisations that this organisation has joined (what its patients can check in at). */
export async function sharedTouchscreensOf(db: Db, wcmsId: number) {
  const rows = await db
    .select({ id: touchscreens.id, name: touchscreens.name, organisationName: organisations.name })
    .from(touchscreenShares)
    .innerJoin(touchscreens, eq(touchscreens.id, touchscreenShares.touchscreenId))
    .innerJoin(organisations, eq(organisations.wcmsId, touchscreens.wcmsId))
    .where(eq(touchscreenShares.wcmsId, wcmsId))
    .orderBy(asc(organisations.name), asc(touchscreens.name));
  return rows.map((r) => ({ id: String(r.id), name: r.name, organisationName: r.organisationName }));
}
