// The console settings of patient call screens (spec §5): TV screens and their news items.
import { asc, eq } from 'drizzle-orm';
import { ARRIVAL_LIMITS as L, isFourDigitCode, type ArrivalMessageKey } from '@contracts/rules/arrivals.js';
import { isRealIsoDate } from '@contracts/rules/uk-time.js';
import type { Db } from '../../db/client.js';
import { tvNewsItems, tvScreens, type NotificationSound, type PatientNameFormat } from './tables.js';
import {
  codeTaken,
  deviceCounts,
  fail,
  isUniqueViolation,
  nameError,
  ownRow,
  practiceLocations,
} from './console-common.js';

const nameFormatOut = (f: PatientNameFormat): 'full_name' | 'forename_initial' =>
  f === 'full-name' ? 'full_name' : 'forename_initial';
const nameFormatIn = (f: string): PatientNameFormat => (f === 'full_name' ? 'full-name' : 'forename-initial');

const tvView = (s: typeof tvScreens.$inferSelect, devices: number) => ({
  id: String(s.id),
  name: s.name,
  code: s.code,
  notificationSound: s.notificationSound,
  announce: s.announce,
  nameFormat: nameFormatOut(s.nameFormat),
  devices,
});

const newsView = (n: typeof tvNewsItems.$inferSelect) => ({
  id: String(n.id),
  text: n.text,
  expiresOn: n.expiresOn,
  screenIds: n.screenIds.map(String),
});

export async function listCallScreenSettings(db: Db, wcmsId: number) {
  const [screens, news, devices] = await Promise.all([
    db.select().from(tvScreens).where(eq(tvScreens.wcmsId, wcmsId)).orderBy(asc(tvScreens.name)),
    db.select().from(tvNewsItems).where(eq(tvNewsItems.wcmsId, wcmsId)).orderBy(asc(tvNewsItems.id)),
    deviceCounts(db, wcmsId),
  ]);
  return {
    locations: await practiceLocations(db, wcmsId),
    screens: screens.map((s) => tvView(s, devices.tv.get(s.id) ?? 0)),
    newsItems: news.map(newsView),
  };
}

export type TvScreenInput = {
  name: string;
  code: string;
  notificationSound: NotificationSound;
  announce: boolean;
  nameFormat: string;
};

export async function saveTvScreen(db: Db, wcmsId: number, id: number | null, input: TvScreenInput) {
  if (id !== null) await ownRow(db, tvScreens, wcmsId, id);
  const errors: Record<string, ArrivalMessageKey> = {};
  const n = nameError(input.name);
  if (n) errors.name = n;
  const code = input.code.trim();
  if (!isFourDigitCode(code)) errors.code = 'codeInvalid';
  else if (await codeTaken(db, tvScreens, wcmsId, code, id)) errors.code = 'codeTaken';
  if (Object.keys(errors).length > 0) throw fail(errors);
  const values = {
    name: input.name.trim(),
    code,
    notificationSound: input.notificationSound,
    announce: input.announce,
    nameFormat: nameFormatIn(input.nameFormat),
  };
  try {
    const [row] =
      id === null
        ? await db
            .insert(tvScreens)
            .values({ wcmsId, ...values })
            .returning()
        : await db.update(tvScreens).set(values).where(eq(tvScreens.id, id)).returning();
    const devices = await deviceCounts(db, wcmsId);
    return tvView(row!, devices.tv.get(row!.id) ?? 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw fail({ code: 'codeTaken' });
    throw error;
  }
}

export async function deleteTvScreen(db: Db, wcmsId: number, id: number) {
  await ownRow(db, tvScreens, wcmsId, id);
  await db.delete(tvScreens).where(eq(tvScreens.id, id));
  return String(id);
}

export async function saveNewsItem(
  db: Db,
  wcmsId: number,
  id: number | null,
  input: { text: string; expiresOn?: string | null; screenIds: number[] },
) {
  if (id !== null) await ownRow(db, tvNewsItems, wcmsId, id);
  const errors: Record<string, ArrivalMessageKey> = {};
  const text = input.text.trim();
  if (!text) errors.text = 'newsTextRequired';
  else if (text.length > L.newsTextMax) errors.text = 'newsTextTooLong';
  const expiresOn = input.expiresOn?.trim() || null;
  if (expiresOn && !isRealIsoDate(expiresOn)) errors.expiresOn = 'expiryInvalid';
  const screenIds = [...new Set(input.screenIds)];
  if (screenIds.length > 0) {
    const own = await db.select({ id: tvScreens.id }).from(tvScreens).where(eq(tvScreens.wcmsId, wcmsId));
    const ids = new Set(own.map((o) => o.id));
    if (screenIds.some((s) => !ids.has(s))) errors.screenIds = 'screensInvalid';
  }
  if (Object.keys(errors).length > 0) throw fail(errors);
  const values = { text, expiresOn, screenIds };
  const [row] =
    id === null
      ? await db
          .insert(tvNewsItems)
          .values({ wcmsId, ...values })
          .returning()
      : await db.update(tvNewsItems).set(values).where(eq(tvNewsItems.id, id)).returning();
  return newsView(row!);
}

export async function deleteNewsItem(db: Db, wcmsId: number, id: number) {
  await ownRow(db, tvNewsItems, wcmsId, id);
  await db.delete(tvNewsItems).where(eq(tvNewsItems.id, id));
  return String(id);
}
