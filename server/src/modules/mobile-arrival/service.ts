// Mobile arrival (spec §1, §3, §5; issue 17): the console settings, the one-time links sent in the appointment's SMS and
// the phone's check-in, which the server decides (haversine distance to the practice's branch locations, the time).
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  MOBILE_ARRIVAL_MESSAGES as M,
  arrivalLinkLine,
  MOBILE_ARRIVAL_PATH,
  MOBILE_CHECK_IN_MESSAGES as C,
  MOBILE_CHECK_IN_WINDOW as WINDOW,
  distanceMetres,
  mobileArrivalSettingsErrors,
  type MobileArrivalSettingsInput,
  type MobileCheckInCode,
} from '@contracts/rules/mobile-arrival.js';
import type { Db } from '../../db/client.js';
import type { AppDeps, RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { sendAll } from '../../providers/messaging/provider.js';
import { organisations } from '../organisations/index.js';
import {
  clinicalAppointments,
  clinicalPatients,
  clinicalSlotTypes,
  clinicalStaff,
  staffName,
} from '../clinical-system/index.js';
import { markAppointmentArrived } from '../arrivals/index.js';
import { mobileArrivalLocations, mobileArrivalSettings, mobileArrivalTokens } from './tables.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Settings = {
  enabled: boolean;
  infoMessage: string | null;
  locations: {
    id: number;
    appointmentLocation: string | null;
    latitude: number;
    longitude: number;
    distanceMetres: number;
  }[];
};

async function settingsOf(db: Db, wcmsId: number): Promise<Settings> {
  const [row] = await db.select().from(mobileArrivalSettings).where(eq(mobileArrivalSettings.wcmsId, wcmsId));
  const locations = await db
    .select()
    .from(mobileArrivalLocations)
    .where(eq(mobileArrivalLocations.wcmsId, wcmsId))
    .orderBy(asc(mobileArrivalLocations.position), asc(mobileArrivalLocations.id));
  return {
    enabled: row?.enabled ?? false,
    infoMessage: row?.infoMessage ?? null,
    locations: locations.map((l) => ({
      id: l.id,
      appointmentLocation: l.appointmentLocation,
      latitude: l.latitude,
      longitude: l.longitude,
      distanceMetres: l.distanceMetres,
    })),
  };
}

/** The console's view: the settings, the branch locations and the configured map tiles URL. */
export async function getMobileArrivalSettings(db: Db, wcmsId: number, mapTilesUrl: string | null) {
  const settings = await settingsOf(db, wcmsId);
  return { ...settings, locations: settings.locations.map((l) => ({ ...l, id: String(l.id) })), mapTilesUrl };
}

/** Saves the settings and replaces the branch locations; the same rules as the console's form (spec §5). */
export async function saveMobileArrivalSettings(
  db: Db,
  caller: { wcmsId: number; userId: number },
  input: MobileArrivalSettingsInput,
  now: Date,
  mapTilesUrl: string | null,
) {
  const errors = mobileArrivalSettingsErrors(input);
  if (Object.keys(errors).length > 0) {
    throw validationFailed(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, M[key]])));
  }
  const infoMessage = input.infoMessage?.trim() || null;
  await db.transaction(async (tx) => {
    const values = { enabled: input.enabled, infoMessage, updatedAt: now, updatedBy: caller.userId };
    await tx
      .insert(mobileArrivalSettings)
      .values({ wcmsId: caller.wcmsId, ...values })
      .onConflictDoUpdate({ target: mobileArrivalSettings.wcmsId, set: values });
    await tx.delete(mobileArrivalLocations).where(eq(mobileArrivalLocations.wcmsId, caller.wcmsId));
    if (input.locations.length > 0) {
      await tx.insert(mobileArrivalLocations).values(
        input.locations.map((l, position) => ({
          wcmsId: caller.wcmsId,
          position,
          appointmentLocation: l.appointmentLocation?.trim() || null,
          latitude: l.latitude!,
          longitude: l.longitude!,
          distanceMetres: l.distanceMetres!,
        })),
      );
    }
  });
  return getMobileArrivalSettings(db, caller.wcmsId, mapTilesUrl);
}

async function isEnabled(db: Db, wcmsId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: mobileArrivalSettings.enabled })
    .from(mobileArrivalSettings)
    .where(eq(mobileArrivalSettings.wcmsId, wcmsId));
  return row?.enabled ?? false;
}

/** The link's URL: an opaque random token, never a patient identifier. */
const linkUrl = (publicUrl: string, token: string) => `${publicUrl}${MOBILE_ARRIVAL_PATH}${token}`;

/**
 * The arrival link for an appointment's message, when the practice has mobile arrival on (null otherwise): a new
 * one-time token for that appointment and its patient (only its hash is kept). Used by appointment reminders.
 */
export async function mobileArrivalLinkFor(
  deps: { db: Db; clock: AppDeps['clock']; publicUrl: string },
  appointment: { wcmsId: number; appointmentId: number; patientId: string },
): Promise<string | null> {
  if (!(await isEnabled(deps.db, appointment.wcmsId))) return null;
  // telephone and video appointments are not attended in person
  const [inPerson] = await deps.db
    .select({ id: clinicalAppointments.id })
    .from(clinicalAppointments)
    .innerJoin(clinicalSlotTypes, eq(clinicalSlotTypes.id, clinicalAppointments.slotTypeId))
    .where(and(eq(clinicalAppointments.id, appointment.appointmentId), eq(clinicalSlotTypes.mode, 'face_to_face')));
  if (!inPerson) return null;
  const token = randomBytes(24).toString('base64url');
  await deps.db.insert(mobileArrivalTokens).values({
    tokenHash: hashToken(token),
    wcmsId: appointment.wcmsId,
    appointmentId: appointment.appointmentId,
    patientId: appointment.patientId,
    sentWith: 'reminder',
    issuedAt: deps.clock.now(),
  });
  return linkUrl(deps.publicUrl, token);
}

const UK_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });

/** The text of the arrival SMS on the day of the appointment. */
export const sameDayText = (practice: string, at: Date, url: string) =>
  `${practice}: your appointment is at ${UK_TIME.format(at)} today. ${arrivalLinkLine(url)}`;

/**
 * On the day: each face-to-face appointment of a practice with mobile arrival on, starting within the next 2 hours
 * (or started less than 30 minutes ago), gets one arrival SMS with its link, when the patient has a mobile and has
 * consented to SMS. The unique index claims the appointment first, so two nodes never send it twice.
 */
export async function sendSameDayLinks(deps: Pick<AppDeps, 'db' | 'clock' | 'messaging' | 'config'>) {
  const now = deps.clock.now();
  const enabled = await deps.db
    .select({ wcmsId: mobileArrivalSettings.wcmsId, practice: organisations.name })
    .from(mobileArrivalSettings)
    .innerJoin(organisations, eq(organisations.wcmsId, mobileArrivalSettings.wcmsId))
    .where(eq(mobileArrivalSettings.enabled, true));
  if (enabled.length === 0) return;
  const practice = new Map(enabled.map((o) => [o.wcmsId, o.practice]));
  const due = await deps.db
    .select({ a: clinicalAppointments, mobile: clinicalPatients.mobilePhone })
    .from(clinicalAppointments)
    .innerJoin(clinicalPatients, eq(clinicalPatients.id, clinicalAppointments.patientId))
    .innerJoin(clinicalSlotTypes, eq(clinicalSlotTypes.id, clinicalAppointments.slotTypeId))
    .leftJoin(
      mobileArrivalTokens,
      and(
        eq(mobileArrivalTokens.appointmentId, clinicalAppointments.id),
        eq(mobileArrivalTokens.patientId, clinicalPatients.id),
        eq(mobileArrivalTokens.sentWith, 'same-day'),
      ),
    )
    .where(
      and(
        inArray(clinicalAppointments.wcmsId, [...practice.keys()]),
        eq(clinicalAppointments.status, 'Booked'),
        eq(clinicalSlotTypes.mode, 'face_to_face'),
        eq(clinicalPatients.smsConsent, true),
        sql`${clinicalPatients.mobilePhone} is not null`,
        gte(clinicalAppointments.startTime, new Date(now.getTime() - WINDOW.minutesLate * 60_000)),
        lte(clinicalAppointments.startTime, new Date(now.getTime() + WINDOW.sameDaySmsHoursBefore * 3_600_000)),
        isNull(mobileArrivalTokens.id),
      ),
    )
    .limit(200);
  for (const { a, mobile } of due) {
    const token = randomBytes(24).toString('base64url');
    const [claimed] = await deps.db
      .insert(mobileArrivalTokens)
      .values({
        tokenHash: hashToken(token),
        wcmsId: a.wcmsId,
        appointmentId: a.id,
        patientId: a.patientId!,
        sentWith: 'same-day',
        issuedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: mobileArrivalTokens.id });
    if (!claimed) continue;
    await sendAll(deps.messaging, [
      {
        channel: 'sms',
        recipient: mobile!.replace(/\s+/g, ''),
        body: sameDayText(practice.get(a.wcmsId)!, a.startTime, linkUrl(deps.config.publicUrl, token)),
        wcmsId: a.wcmsId,
        reference: `mobile-arrival-${claimed.id}`,
      },
    ]);
  }
}

const refuse = (code: MobileCheckInCode, status = 422) => new HttpProblem(status, C[code], code);

/** The link's token row with its appointment, clinician and organisation; 404 when there is none. */
async function linkOf(db: Db, token: string) {
  if (!token || token.length > 100) throw refuse('LINK_INVALID', 404);
  const [row] = await db
    .select({
      t: mobileArrivalTokens,
      a: clinicalAppointments,
      staff: clinicalStaff,
      organisationName: organisations.name,
    })
    .from(mobileArrivalTokens)
    .innerJoin(clinicalAppointments, eq(clinicalAppointments.id, mobileArrivalTokens.appointmentId))
    .innerJoin(clinicalStaff, eq(clinicalStaff.id, clinicalAppointments.consultingStaffId))
    .innerJoin(organisations, eq(organisations.wcmsId, mobileArrivalTokens.wcmsId))
    .where(
      and(
        eq(mobileArrivalTokens.tokenHash, hashToken(token)),
        eq(clinicalAppointments.wcmsId, mobileArrivalTokens.wcmsId),
      ),
    )
    .limit(1);
  if (!row) throw refuse('LINK_INVALID', 404);
  return row;
}

type Link = Awaited<ReturnType<typeof linkOf>>;

const stillBooked = (link: Link) =>
  link.a.patientId === link.t.patientId && ['Booked', 'Waiting', 'Arrived'].includes(link.a.status);
const arrived = (link: Link) => link.t.usedAt !== null || link.a.status === 'Arrived';

/** What the phone's page shows before it checks in (no patient identifier: time, clinician, practice). */
export async function mobileArrivalPage(db: Db, token: string) {
  const link = await linkOf(db, token);
  const settings = await settingsOf(db, link.t.wcmsId);
  const state = !settings.enabled
    ? 'not-enabled'
    : !stillBooked(link)
      ? 'cancelled'
      : arrived(link)
        ? 'arrived'
        : 'open';
  return {
    organisationName: link.organisationName,
    infoMessage: settings.enabled ? settings.infoMessage : null,
    appointmentTime: link.a.startTime.toISOString(),
    clinician: staffName(link.staff),
    state: state as 'open' | 'arrived' | 'not-enabled' | 'cancelled',
  };
}

/** The phone's position: finite latitude and longitude in range (400 otherwise). */
function positionOf(body: { latitude: number; longitude: number }) {
  const ok =
    Number.isFinite(body.latitude) &&
    Number.isFinite(body.longitude) &&
    Math.abs(body.latitude) <= 90 &&
    Math.abs(body.longitude) <= 180;
  if (!ok) throw validationFailed({ position: C.positionInvalid });
  return { latitude: body.latitude, longitude: body.longitude };
}

/**
 * spec §1 mobile arrival: the phone checks in when it is within the arrive-within distance of one of the practice's
 * branch locations, in the check-in window of the appointment; otherwise it is refused with the reason. A successful
 * check-in uses the link (once) and marks the appointment arrived as the kiosk does (method 'mobile').
 */
export async function mobileCheckIn(
  ctx: Pick<RequestContext, 'db' | 'realtime' | 'clock'>,
  token: string,
  body: { latitude: number; longitude: number },
) {
  const position = positionOf(body);
  const now = ctx.clock.now();
  const link = await linkOf(ctx.db, token);
  const settings = await settingsOf(ctx.db, link.t.wcmsId);
  if (!settings.enabled || settings.locations.length === 0) throw refuse('NOT_ENABLED');
  if (!stillBooked(link)) throw refuse('CANCELLED');
  if (arrived(link)) throw refuse('ALREADY_ARRIVED');
  if (link.a.preventSelfCheckIn) throw refuse('SELF_CHECK_IN_PREVENTED');
  const start = link.a.startTime.getTime();
  if (now.getTime() < start - WINDOW.minutesEarly * 60_000) throw refuse('TOO_EARLY');
  if (now.getTime() > start + WINDOW.minutesLate * 60_000) throw refuse('TOO_LATE');
  const near = settings.locations.some((l) => distanceMetres(position, l) <= l.distanceMetres);
  if (!near) throw refuse('TOO_FAR');
  // one-time: only the request that marks the link used goes on
  const [used] = await ctx.db
    .update(mobileArrivalTokens)
    .set({ usedAt: now })
    .where(and(eq(mobileArrivalTokens.id, link.t.id), isNull(mobileArrivalTokens.usedAt)))
    .returning({ id: mobileArrivalTokens.id });
  if (!used) throw refuse('ALREADY_ARRIVED');
  const area = await markAppointmentArrived(ctx, {
    wcmsId: link.t.wcmsId,
    appointment: {
      id: link.a.id,
      startTime: link.a.startTime,
      patientId: link.t.patientId,
      consultingStaffId: link.a.consultingStaffId,
    },
    clinicianUserId: link.staff.userId,
    method: 'mobile',
    now,
  });
  return {
    // the kiosk's follow-up (readings, questionnaire) is keyed by arrival; the phone has none to send
    arrivalId: null,
    appointmentTime: link.a.startTime.toISOString(),
    clinician: staffName(link.staff),
    waitingArea: area?.name ?? null,
    instructions: area?.instructions ?? null,
  };
}
