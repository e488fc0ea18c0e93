import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinicalAppointments, clinicalBookDays, clinicalSessions } from './tables.js';

/** A weekly session as slots are cut from it (its location plays no part). */
export type SessionRow = Omit<typeof clinicalSessions.$inferSelect, 'location'>;
export type SlotRow = typeof clinicalAppointments.$inferInsert & { wcmsId: number; startTime: Date; duration: number };

const UK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

type UkParts = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };
const WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

function ukParts(at: Date): UkParts {
  const parts = Object.fromEntries(UK.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAY[parts.weekday!] ?? 0,
  };
}

/** The instant of a UK wall-clock time (Europe/London, so GMT or BST) on a calendar day. */
export function ukWallTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // the offset of London at that moment; a second pass settles the days the clocks change
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const p = ukParts(new Date(guess));
    const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - guess;
    guess = asUtc - offset;
  }
  return new Date(guess);
}

const DAY = 86_400_000;

/** The slots the weekly sessions make between from (inclusive) and to (exclusive), in start-time order. */
export function slotsBetween(sessions: SessionRow[], from: Date, to: Date): SlotRow[] {
  const slots: SlotRow[] = [];
  const first = ukParts(from);
  // walk the UK calendar days from the day of `from` until past `to`
  for (let noon = Date.UTC(first.year, first.month - 1, first.day, 12); noon < to.getTime() + DAY; noon += DAY) {
    const day = new Date(noon);
    const y = day.getUTCFullYear();
    const m = day.getUTCMonth() + 1;
    const d = day.getUTCDate();
    const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
    for (const session of sessions) {
      if (session.weekday !== weekday) continue;
      const [sh, sm] = session.start.split(':').map(Number) as [number, number];
      const [eh, em] = session.end.split(':').map(Number) as [number, number];
      for (let minute = sh * 60 + sm; minute + session.slotMinutes <= eh * 60 + em; minute += session.slotMinutes) {
        const startTime = ukWallTime(y, m, d, Math.floor(minute / 60), minute % 60);
        if (startTime < from || startTime >= to) continue;
        slots.push({
          wcmsId: session.wcmsId,
          sessionId: session.id,
          startTime,
          duration: session.slotMinutes,
          slotTypeId: session.slotTypeId,
          consultingStaffId: session.staffId,
          status: 'Available',
        });
      }
    }
  }
  return slots.sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.sessionId - b.sessionId);
}

/** Midnight (UK) at the start of the UK calendar day holding `at`, and its day as YYYY-MM-DD. */
export function ukDayStart(at: Date): { start: Date; day: string } {
  const p = ukParts(at);
  const day = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return { start: ukWallTime(p.year, p.month, p.day, 0, 0), day };
}

/** The UK calendar days that [from, to) touches, each with its start and end instants. */
export function ukDaysBetween(from: Date, to: Date): { day: string; start: Date; end: Date }[] {
  const days: { day: string; start: Date; end: Date }[] = [];
  let { start, day } = ukDayStart(from);
  while (start < to) {
    // noon the same day plus a day is always inside the next UK day, whatever the clocks do
    const next = ukDayStart(new Date(start.getTime() + DAY + 12 * 3_600_000));
    days.push({ day, start, end: next.start });
    ({ start, day } = next);
  }
  return days;
}

/**
 * Makes sure the appointment book holds every slot of the organisation's sessions on the UK days [from, to)
 * touches. A day's slots are made on first use and the day is marked, so later calls read the book only; one row
 * per session and start time, so concurrent callers cannot make duplicates.
 */
export async function ensureSlots(db: Db, wcmsId: number, from: Date, to: Date): Promise<void> {
  const days = ukDaysBetween(from, to);
  if (days.length === 0) return;
  const made = await db
    .select({ day: clinicalBookDays.day })
    .from(clinicalBookDays)
    .where(
      and(
        eq(clinicalBookDays.wcmsId, wcmsId),
        inArray(
          clinicalBookDays.day,
          days.map((d) => d.day),
        ),
      ),
    );
  const have = new Set(made.map((m) => m.day));
  const missing = days.filter((d) => !have.has(d.day));
  if (missing.length === 0) return;
  const sessions = await db.select().from(clinicalSessions).where(eq(clinicalSessions.wcmsId, wcmsId));
  const slots = missing.flatMap((d) => slotsBetween(sessions, d.start, d.end));
  for (let i = 0; i < slots.length; i += 500) {
    await db
      .insert(clinicalAppointments)
      .values(slots.slice(i, i + 500))
      .onConflictDoNothing({ target: [clinicalAppointments.sessionId, clinicalAppointments.startTime] });
  }
  await db
    .insert(clinicalBookDays)
    .values(missing.map((d) => ({ wcmsId, day: d.day })))
    .onConflictDoNothing();
}
