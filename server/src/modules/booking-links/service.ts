import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { bookingLinkProblems, BOOKING_LINK_SLOT_DAYS } from '@contracts/rules/booking-links.js';
import { isValidMobile, normaliseMobile } from '@contracts/rules/identifiers.js';
import { ukDay } from '@contracts/rules/uk-time.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../context.js';
import type { MessagingProvider } from '../../providers/messaging/provider.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { organisations } from '../organisations/index.js';
import {
  availableAppointments,
  bookAppointment,
  clinicalAppointments,
  clinicalSlotTypes,
  clinicalStaff,
  findPatientByNhsNumber,
  isValidNhsNumber,
  normaliseNhsNumber,
  staffName,
  ukToday,
} from '../clinical-system/index.js';
import { bookingLinks } from './tables.js';
import { BOOKING_LINK_MESSAGES, problemMessage } from './rules.js';

type LinkRow = typeof bookingLinks.$inferSelect;
export type BookingLinkStatus = 'open' | 'booked' | 'expired';

/** The path of the patient's page; the SMS carries the public URL before it. */
export const BOOKING_LINK_PATH = '/consult/book/';

/** Used once booked; else expired once the UK day is past its expiry date; else open. */
export function linkStatus(
  link: Pick<LinkRow, 'appointmentId' | 'bookedAt' | 'expiresOn'>,
  now: Date,
): BookingLinkStatus {
  if (link.bookedAt !== null) return 'booked';
  return ukToday(now) > link.expiresOn ? 'expired' : 'open';
}

export type SendInput = {
  nhsNumber: string;
  mobile: string;
  slotTypeId: string;
  staffId: string;
  location: string;
  practice: string;
  expiresOn: string;
};

/** spec §5: type, clinician, location, practice and expiry date required; expiry at most two years ahead. */
async function validateSend(db: Db, wcmsId: number, input: SendInput, now: Date) {
  const fields: Record<string, string> = {};
  const nhs = normaliseNhsNumber(input.nhsNumber);
  if (!isValidNhsNumber(nhs)) fields.nhsNumber = BOOKING_LINK_MESSAGES.nhsNumber;
  if (!isValidMobile(input.mobile)) fields.mobile = BOOKING_LINK_MESSAGES.mobile;
  const problems = bookingLinkProblems(input, ukToday(now));
  for (const [field, problem] of Object.entries(problems)) {
    fields[field] = problemMessage(field as keyof typeof problems, problem);
  }
  if (!fields.slotTypeId) {
    const [type] = await db
      .select({ id: clinicalSlotTypes.id })
      .from(clinicalSlotTypes)
      .where(and(eq(clinicalSlotTypes.id, input.slotTypeId), eq(clinicalSlotTypes.wcmsId, wcmsId)));
    if (!type) fields.slotTypeId = BOOKING_LINK_MESSAGES.unknownSlotType;
  }
  if (!fields.staffId) {
    const [staff] = await db
      .select({ id: clinicalStaff.id })
      .from(clinicalStaff)
      .where(
        and(eq(clinicalStaff.id, input.staffId), eq(clinicalStaff.wcmsId, wcmsId), eq(clinicalStaff.active, true)),
      );
    if (!staff) fields.staffId = BOOKING_LINK_MESSAGES.unknownStaff;
  }
  if (!fields.nhsNumber && !(await findPatientByNhsNumber(db, wcmsId, nhs))) {
    fields.nhsNumber = BOOKING_LINK_MESSAGES.patientNotFound;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return { nhs, mobile: normaliseMobile(input.mobile)! };
}

/** The SMS: who, what and until when, and the link (no patient detail in it). */
export function bookingLinkSms(
  link: { practice: string; location: string; expiresOn: string },
  type: string,
  clinician: string,
  url: string,
) {
  return `${link.practice}: please book your appointment (${type} with ${clinician}, ${link.location}) by ${link.expiresOn}: ${url}`;
}

/**
 * Creates the link and sends it by SMS. The row is written first and the provider called outside any transaction
 * (the embedded outbox writes through the same database).
 */
export async function sendBookingLink(
  deps: { db: Db; clock: Clock; messaging: MessagingProvider; publicUrl: string },
  wcmsId: number,
  sentBy: number,
  input: SendInput,
) {
  const now = deps.clock.now();
  const { nhs, mobile } = await validateSend(deps.db, wcmsId, input, now);
  const [row] = await deps.db
    .insert(bookingLinks)
    .values({
      token: randomBytes(24).toString('base64url'),
      wcmsId,
      nhsNumber: nhs,
      mobile,
      slotTypeId: input.slotTypeId,
      staffId: input.staffId,
      location: input.location.trim(),
      practice: input.practice.trim(),
      expiresOn: input.expiresOn.trim(),
      sentBy,
      sentAt: now,
    })
    .returning();
  const [view] = await describe(deps.db, [row!], now);
  const sent = await deps.messaging.send({
    channel: 'sms',
    recipient: mobile,
    body: bookingLinkSms(
      row!,
      view!.appointmentType,
      view!.clinician,
      `${deps.publicUrl}${BOOKING_LINK_PATH}${row!.token}`,
    ),
    wcmsId,
    reference: `booking-link-${row!.id}`,
  });
  await deps.db.update(bookingLinks).set({ outboxMessageId: sent.id }).where(eq(bookingLinks.id, row!.id));
  return view!;
}

async function describe(db: Db, rows: LinkRow[], now: Date) {
  if (rows.length === 0) return [];
  const wcmsId = rows[0]!.wcmsId;
  const types = await db
    .select({ id: clinicalSlotTypes.id, name: clinicalSlotTypes.name })
    .from(clinicalSlotTypes)
    .where(eq(clinicalSlotTypes.wcmsId, wcmsId));
  const staff = await db.select().from(clinicalStaff).where(eq(clinicalStaff.wcmsId, wcmsId));
  const appointmentIds = rows.map((r) => r.appointmentId).filter((id): id is number => id !== null);
  const appointments = appointmentIds.length
    ? await db
        .select({
          id: clinicalAppointments.id,
          startTime: clinicalAppointments.startTime,
          duration: clinicalAppointments.duration,
        })
        .from(clinicalAppointments)
        .where(inArray(clinicalAppointments.id, appointmentIds))
    : [];
  const out = [];
  for (const row of rows) {
    const member = staff.find((s) => s.id === row.staffId);
    const appointment = appointments.find((a) => a.id === row.appointmentId);
    const patient = await findPatientByNhsNumber(db, wcmsId, row.nhsNumber);
    out.push({
      id: String(row.id),
      token: row.token,
      wcmsId: row.wcmsId,
      patientName: patient ? `${patient.forename} ${patient.surname}` : null,
      nhsNumber: row.nhsNumber,
      mobile: row.mobile,
      slotTypeId: row.slotTypeId,
      appointmentType: types.find((t) => t.id === row.slotTypeId)?.name ?? '',
      staffId: row.staffId,
      clinician: member ? staffName(member) : '',
      location: row.location,
      practice: row.practice,
      expiresOn: row.expiresOn,
      sentAt: row.sentAt.toISOString(),
      status: linkStatus(row, now),
      appointment: appointment
        ? { id: String(appointment.id), startTime: appointment.startTime.toISOString(), duration: appointment.duration }
        : null,
    });
  }
  return out;
}

/** The organisation's links, newest first (at most 200). */
export async function listBookingLinks(db: Db, wcmsId: number, now: Date) {
  const rows = await db
    .select()
    .from(bookingLinks)
    .where(eq(bookingLinks.wcmsId, wcmsId))
    .orderBy(desc(bookingLinks.sentAt), desc(bookingLinks.id))
    .limit(200);
  return describe(db, rows, now);
}

const notFound = () => new HttpProblem(404, BOOKING_LINK_MESSAGES.notFound, 'NOT_FOUND');

/** The end of the window of free slots a link offers: its expiry day's end, at most 28 days ahead. */
function slotWindowEnd(expiresOn: string, now: Date): Date {
  const cap = new Date(now.getTime() + BOOKING_LINK_SLOT_DAYS * 86_400_000);
  // the UK day after the expiry date starts no earlier than 23:00 UTC of the expiry date
  let end = new Date(`${expiresOn}T23:00:00Z`);
  while (ukDay(end) <= expiresOn) end = new Date(end.getTime() + 3_600_000);
  return end < cap ? end : cap;
}

/** What the patient's page shows for a token: the link, its state, and while open the free slots it offers. */
export async function bookingLinkForPatient(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ link: bookingLinks, organisationName: organisations.name })
    .from(bookingLinks)
    .innerJoin(organisations, eq(organisations.wcmsId, bookingLinks.wcmsId))
    .where(eq(bookingLinks.token, token))
    .limit(1);
  if (!row) throw notFound();
  const [view] = await describe(db, [row.link], now);
  const status = view!.status;
  const slots =
    status === 'open'
      ? await availableAppointments(
          db,
          row.link.wcmsId,
          {
            startTime: now,
            endTime: slotWindowEnd(row.link.expiresOn, now),
            staffIds: [row.link.staffId],
            slotTypeIds: [row.link.slotTypeId],
          },
          now,
        ).catch(() => [])
      : [];
  return {
    organisation_name: row.organisationName,
    practice: view!.practice,
    location: view!.location,
    appointment_type: view!.appointmentType,
    clinician: view!.clinician,
    expires_on: view!.expiresOn,
    status,
    slots: slots.map((s) => ({ id: s.id, start_time: s.startTime, duration: s.duration })),
    booked: view!.appointment
      ? { id: view!.appointment.id, start_time: view!.appointment.startTime, duration: view!.appointment.duration }
      : null,
  };
}

/**
 * Books one of the link's slots for its patient, once. In one transaction: the link's row is locked (two bookings
 * with one link are serialised, the second finds it used), its state checked, the slot checked against what the
 * link offers, then the clinical system's own bookAppointment (a slot nobody holds, no overlapping booking for the
 * patient) and the link marked used. Any refusal rolls the whole booking back.
 */
export async function bookWithLink(db: Db, token: string, appointmentId: number, now: Date) {
  await db.transaction(async (tx) => {
    const [link] = await tx.select().from(bookingLinks).where(eq(bookingLinks.token, token)).for('update');
    if (!link) throw notFound();
    const status = linkStatus(link, now);
    if (status === 'booked') throw new HttpProblem(409, BOOKING_LINK_MESSAGES.used, 'LINK_USED');
    if (status === 'expired') throw new HttpProblem(410, BOOKING_LINK_MESSAGES.expired, 'LINK_EXPIRED');
    const [slot] = await tx
      .select({
        slotTypeId: clinicalAppointments.slotTypeId,
        staffId: clinicalAppointments.consultingStaffId,
        startTime: clinicalAppointments.startTime,
      })
      .from(clinicalAppointments)
      .where(and(eq(clinicalAppointments.id, appointmentId), eq(clinicalAppointments.wcmsId, link.wcmsId)));
    if (
      !slot ||
      slot.slotTypeId !== link.slotTypeId ||
      slot.staffId !== link.staffId ||
      slot.startTime >= slotWindowEnd(link.expiresOn, now)
    ) {
      throw new HttpProblem(409, BOOKING_LINK_MESSAGES.notOffered, 'SLOT_NOT_OFFERED');
    }
    await bookAppointment(
      tx,
      link.wcmsId,
      { appointmentId, nhsNumber: link.nhsNumber, bookedBy: link.sentBy ?? undefined },
      now,
    );
    const marked = await tx
      .update(bookingLinks)
      .set({ appointmentId, bookedAt: now })
      .where(and(eq(bookingLinks.id, link.id), eq(bookingLinks.token, token)))
      .returning({ id: bookingLinks.id });
    if (marked.length === 0) throw new HttpProblem(409, BOOKING_LINK_MESSAGES.used, 'LINK_USED');
  });
  return bookingLinkForPatient(db, token, now);
}
