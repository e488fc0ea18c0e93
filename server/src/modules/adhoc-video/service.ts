import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { forbidden, HttpProblem } from '../../errors.js';
import { createEmbeddedVideo, type VideoProvider } from '../../providers/video/index.js';
import { organisations } from '../organisations/index.js';
import { findPatientByNhsNumber } from '../clinical-system/index.js';
import { requests } from '../messages/index.js';
import { clearAdhocVideoNotifications, raiseClinicianNotification } from '../notifications/index.js';
import { enqueueAttachTask } from '../attach-tasks/index.js';
import { attachTasks, type AttachTaskState } from '../attach-tasks/index.js';
import { requireUser, roleIn, users } from '../users/index.js';
import { CLIENT_SETTINGS_MESSAGES, guestPolicy, isEmailAddress } from '../client-settings/index.js';
import { validationFailed } from '../../auth/problems.js';
import { adhocVideos, type AdhocVideoRow, type VideoPatientDetails } from './tables.js';
import {
  checkVideoMobiles,
  checkVideoNhsNumber,
  GUEST_LINK_TTL_MS,
  normaliseMobile,
  validation,
  VIDEO_MESSAGES,
} from './rules.js';

export type VideoContext = Pick<RequestContext, 'db' | 'clock' | 'config' | 'messaging' | 'realtime' | 'user'> & {
  video?: VideoProvider;
  log?: RequestContext['log'];
};

/** Who is acting on an organisation's video consultations. */
export type VideoCaller = { userId: number; wcmsId: number };

const embedded = createEmbeddedVideo();
const TWO_YEARS_MS = 2 * 366 * 24 * 60 * 60 * 1000;

/**
 * The caller must be a member of the organisation (a super user acting for an organisation they are not a
 * member of has role 'super', which spec §6 denies the patients area: video is a patients-menu item).
 */
export async function requireVideoAccess(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  wcmsId: number,
): Promise<VideoCaller> {
  const user = requireUser(ctx.user);
  const role = await roleIn(ctx.db, user, wcmsId);
  if (role === null || role === 'super') throw forbidden();
  return { userId: user.userId, wcmsId };
}

/** An appointment the caller may act on; 404 when it does not exist, 403 when it is another organisation's. */
export async function findAppointmentFor(ctx: Pick<RequestContext, 'db' | 'user'>, id: number) {
  const [row] = await ctx.db.select().from(adhocVideos).where(eq(adhocVideos.id, id)).limit(1);
  if (!row) throw new HttpProblem(404, VIDEO_MESSAGES.notFound, 'NOT_FOUND');
  const caller = await requireVideoAccess(ctx, row.wcmsId);
  return { row, caller };
}

export function isExpired(row: Pick<AdhocVideoRow, 'expiresDt'>, now: Date): boolean {
  return row.expiresDt.getTime() <= now.getTime();
}

/** Refuses changes to an appointment that is over (completed or past its expiry). */
function requireOpen(row: AdhocVideoRow, now: Date) {
  if (row.completed) throw new HttpProblem(409, VIDEO_MESSAGES.ended, 'COMPLETED');
  if (isExpired(row, now)) throw new HttpProblem(410, VIDEO_MESSAGES.expired, 'EXPIRED');
}

export type NewAdhocVideo = {
  wcms_id: number;
  patient_nhs_number: string;
  message_id?: number | null;
  appointment_dt?: string;
  patient_details: VideoPatientDetails;
};

/** POST adhoc-video: a new appointment with its unguessable guest uid and the provider's room. */
export async function createAdhocVideo(ctx: VideoContext, input: NewAdhocVideo): Promise<AdhocVideoRow> {
  const caller = await requireVideoAccess(ctx, input.wcms_id);
  const nhsNumber = checkVideoNhsNumber(input.patient_nhs_number);
  const now = ctx.clock.now();
  const appointmentDt = input.appointment_dt ? new Date(input.appointment_dt) : now;
  if (appointmentDt.getTime() - now.getTime() > TWO_YEARS_MS) {
    throw validation('appointment_dt', VIDEO_MESSAGES.appointmentTooFar);
  }
  if (input.message_id != null) {
    const [request] = await ctx.db
      .select({ wcmsId: requests.wcmsId })
      .from(requests)
      .where(eq(requests.id, input.message_id))
      .limit(1);
    if (!request || request.wcmsId !== caller.wcmsId) {
      throw validation('message_id', VIDEO_MESSAGES.messageNotFound);
    }
  }
  const details = await withClinicalDetails(ctx.db, caller.wcmsId, nhsNumber, input.patient_details);
  const provider = ctx.video ?? embedded;
  const [row] = await ctx.db
    .insert(adhocVideos)
    .values({
      uid: randomBytes(24).toString('base64url'),
      wcmsId: caller.wcmsId,
      patientNhsNumber: nhsNumber,
      patientDetails: details,
      messageId: input.message_id ?? null,
      appointmentDt,
      expiresDt: new Date(appointmentDt.getTime() + GUEST_LINK_TTL_MS),
      room: `consultation-${randomBytes(4).toString('hex')}`,
      // replaced below once the provider has made the room for this appointment's id
      roomKey: '',
      provider: provider.name,
      createdBy: caller.userId,
      createdAt: now,
    })
    .returning();
  const { roomKey } = await provider.createRoom(row!.id);
  const [withRoom] = await ctx.db.update(adhocVideos).set({ roomKey }).where(eq(adhocVideos.id, row!.id)).returning();
  return withRoom!;
}

/**
 * The patient's details as the clinician gave them, completed from the organisation's clinical system (the
 * test variant, modules/clinical-system): the mobile number the clinician chose stays first, the record's mobile
 * follows; names and date of birth come from the record when not given.
 */
async function withClinicalDetails(
  db: Db,
  wcmsId: number,
  nhsNumber: string,
  given: VideoPatientDetails,
): Promise<VideoPatientDetails> {
  const record = await findPatientByNhsNumber(db, wcmsId, nhsNumber);
  const mobiles = [...(given.mobile_numbers ?? []), ...(record?.mobilePhone ? [record.mobilePhone] : [])]
    .map(normaliseMobile)
    .filter((m): m is string => m !== null);
  const forename = given.forename?.trim() || record?.forename;
  const surname = given.surname?.trim() || record?.surname;
  const dateOfBirth = given.date_of_birth ?? record?.dateOfBirth ?? undefined;
  return {
    ...(forename ? { forename } : {}),
    ...(surname ? { surname } : {}),
    ...(dateOfBirth ? { date_of_birth: dateOfBirth } : {}),
    mobile_numbers: [...new Set(mobiles)].slice(0, 5),
  };
}

export type AdhocVideoChanges = {
  participants?: number;
  room?: string;
  clinician_ready?: boolean;
  patient_ready?: boolean;
  ended?: boolean;
};

/** PUT adhoc-video/{id}: rename the room, mark either side ready, or end the call (its duration is noted). */
export async function updateAdhocVideo(ctx: VideoContext, id: number, changes: AdhocVideoChanges) {
  const { row, caller } = await findAppointmentFor(ctx, id);
  const now = ctx.clock.now();
  requireOpen(row, now);
  const set: Partial<typeof adhocVideos.$inferInsert> = {};
  if (changes.room !== undefined) {
    const room = changes.room.trim();
    if (!room) throw validation('room', VIDEO_MESSAGES.roomRequired);
    if (room.length > 64) throw validation('room', VIDEO_MESSAGES.roomTooLong);
    set.room = room;
  }
  if (changes.participants !== undefined) set.participants = changes.participants;
  if (changes.clinician_ready) {
    set.clinicianReadyDt = now;
    set.clinicianUserId = caller.userId;
  }
  if (changes.patient_ready) set.patientReadyDt = row.patientReadyDt ?? now;
  if (changes.ended && !row.endedDt) Object.assign(set, endedAt({ ...row, ...set }, now));
  if (Object.keys(set).length === 0) return row;
  const [updated] = await ctx.db.update(adhocVideos).set(set).where(eq(adhocVideos.id, id)).returning();
  if (set.endedDt) await clearAdhocVideoNotifications(ctx, id);
  return updated!;
}

/** The end of a call: its duration runs from when both sides were ready (zero when the patient never came). */
function endedAt(row: Pick<AdhocVideoRow, 'clinicianReadyDt' | 'patientReadyDt'>, now: Date) {
  const start =
    row.clinicianReadyDt && row.patientReadyDt
      ? Math.max(row.clinicianReadyDt.getTime(), row.patientReadyDt.getTime())
      : null;
  const durationSeconds = start === null ? 0 : Math.max(0, Math.round((now.getTime() - start) / 1000));
  return { endedDt: now, durationSeconds, participants: 0 };
}

/** The longest page of an organisation's video consultation list. */
export const VIDEO_LIST_MAX_PAGE_SIZE = 100;
export const VIDEO_LIST_DEFAULT_PAGE_SIZE = 25;

/** An appointment of an organisation list, with who started it and its attach task's state. */
export type ListedAdhocVideo = AdhocVideoRow & { clinicianName: string | null; attachState: AttachTaskState | null };

export type AdhocVideoList =
  | { kind: 'message'; rows: AdhocVideoRow[] }
  | { kind: 'organisation'; rows: ListedAdhocVideo[]; page: number; size: number; total: number };

/**
 * GET adhoc-video by the request (message) it was started from, or an organisation's appointments (optionally one
 * patient's), newest first and paged, each with its clinician's name and its video_call attach task's state.
 */
export async function listAdhocVideos(
  ctx: VideoContext,
  query: { patient_nhs_number?: string; wcms_id?: number; message_id?: number; page?: number; page_size?: number },
): Promise<AdhocVideoList> {
  if (query.message_id !== undefined) {
    const [request] = await ctx.db
      .select({ wcmsId: requests.wcmsId })
      .from(requests)
      .where(eq(requests.id, query.message_id))
      .limit(1);
    if (!request) return { kind: 'message', rows: [] };
    await requireVideoAccess(ctx, request.wcmsId);
    const rows = await ctx.db
      .select()
      .from(adhocVideos)
      .where(eq(adhocVideos.messageId, query.message_id))
      .orderBy(desc(adhocVideos.appointmentDt), desc(adhocVideos.id));
    return { kind: 'message', rows };
  }
  if (query.wcms_id === undefined) {
    throw new HttpProblem(400, 'Give wcms_id (and optionally patient_nhs_number), or message_id', 'VALIDATION_FAILED', {
      wcms_id: 'is required',
    });
  }
  await requireVideoAccess(ctx, query.wcms_id);
  // the same check as the client's filter (spec §5 Modulus 11), with its wording
  const nhsNumber = query.patient_nhs_number === undefined ? null : checkVideoNhsNumber(query.patient_nhs_number);
  const size = Math.min(Math.max(query.page_size ?? VIDEO_LIST_DEFAULT_PAGE_SIZE, 1), VIDEO_LIST_MAX_PAGE_SIZE);
  const page = Math.max(query.page ?? 1, 1);
  const where = and(
    eq(adhocVideos.wcmsId, query.wcms_id),
    nhsNumber === null ? undefined : eq(adhocVideos.patientNhsNumber, nhsNumber),
  );
  const [counted] = await ctx.db.select({ total: count() }).from(adhocVideos).where(where);
  const found = await ctx.db
    .select({
      row: adhocVideos,
      forename: users.forename,
      surname: users.surname,
      // the newest video_call task queued for this appointment (an appointment is queued once, spec §4)
      attachState: sql<AttachTaskState | null>`(
        select ${attachTasks.state} from ${attachTasks}
        where ${attachTasks.type} = 'video_call' and ${attachTasks.wcmsId} = ${adhocVideos.wcmsId}
          and ${adhocVideos.id} = any(${attachTasks.messageIds})
        order by ${attachTasks.id} desc limit 1)`,
    })
    .from(adhocVideos)
    .leftJoin(users, eq(users.id, sql`coalesce(${adhocVideos.clinicianUserId}, ${adhocVideos.createdBy})`))
    .where(where)
    .orderBy(desc(adhocVideos.appointmentDt), desc(adhocVideos.id))
    .limit(size)
    .offset((page - 1) * size);
  return {
    kind: 'organisation',
    rows: found.map((f) => ({
      ...f.row,
      clinicianName: f.forename || f.surname ? [f.forename, f.surname].filter(Boolean).join(' ') : null,
      attachState: f.attachState ?? null,
    })),
    page,
    size,
    total: counted?.total ?? 0,
  };
}

/** The link a patient opens to join (the guest route, no sign-in). */
export function guestLink(publicUrl: string, uid: string): string {
  return `${publicUrl}/video-chat?uid=${encodeURIComponent(uid)}&type=adhoc`;
}

/**
 * GET guest-video-chat: what the guest needs to join, by the link's uid. An expired link is refused (410); a
 * completed appointment answers completed, and its room refuses the guest. The practice's client settings decide
 * the rest: without guest use the link is refused (403 GUEST_USE_DISABLED); unless email is optional the room is
 * withheld until the guest has given an email address (giveGuestEmail).
 */
export async function guestVideoChat(
  db: Db,
  now: Date,
  uid: string,
  type: 'adhoc' | 'appointment',
  provider: VideoProvider = embedded,
) {
  const found = await guestAppointment(db, now, uid, type);
  const emailRequired = !found.policy.emailOptional;
  const withheld = emailRequired && !found.row.guestEmail;
  return {
    id: found.row.id,
    completed: found.row.completed,
    display_name: found.organisation,
    room: withheld ? null : found.row.room,
    room_key: withheld ? null : found.row.roomKey,
    ice_servers: provider.iceServers,
    email: emailRequired ? ('required' as const) : ('optional' as const),
    email_given: found.row.guestEmail !== null,
  };
}

async function guestAppointment(db: Db, now: Date, uid: string, type: 'adhoc' | 'appointment') {
  // only ad hoc appointments have guest links so far; booked video appointments come with appointment booking
  if (type !== 'adhoc') throw new HttpProblem(404, VIDEO_MESSAGES.notFound, 'NOT_FOUND');
  const [found] = await db
    .select({ row: adhocVideos, organisation: organisations.name })
    .from(adhocVideos)
    .innerJoin(organisations, eq(organisations.wcmsId, adhocVideos.wcmsId))
    .where(eq(adhocVideos.uid, uid))
    .limit(1);
  if (!found) throw new HttpProblem(404, VIDEO_MESSAGES.notFound, 'NOT_FOUND');
  if (!found.row.completed && isExpired(found.row, now)) throw new HttpProblem(410, VIDEO_MESSAGES.expired, 'EXPIRED');
  const policy = await guestPolicy(db, found.row.wcmsId);
  if (!policy.allowed) {
    throw new HttpProblem(403, CLIENT_SETTINGS_MESSAGES.guestUseDisabled(found.organisation), 'GUEST_USE_DISABLED');
  }
  return { ...found, policy };
}

/** POST guest-video-chat/email: the guest's email address, kept on the appointment; then the room is given. */
export async function giveGuestEmail(
  db: Db,
  now: Date,
  input: { uid: string; type: 'adhoc' | 'appointment'; email: string },
  provider: VideoProvider = embedded,
) {
  const found = await guestAppointment(db, now, input.uid, input.type);
  const email = input.email.trim().toLowerCase();
  if (!isEmailAddress(email)) throw validationFailed({ email: CLIENT_SETTINGS_MESSAGES.guestEmailInvalid });
  await db.update(adhocVideos).set({ guestEmail: email }).where(eq(adhocVideos.id, found.row.id));
  return guestVideoChat(db, now, input.uid, input.type, provider);
}

/** The invitation text message (spec §7: the start call sends the guest invitation). */
export function invitationText(organisation: string, link: string): string {
  return `${organisation} would like to see you on a video call now. Join from your phone or computer: ${link}`;
}

/**
 * startAdhocVideo: checks the patient (valid NHS number and mobile, spec §5), marks the clinician ready and
 * sends the invitation by SMS to the first valid mobile number through the messaging provider.
 */
export async function startAdhocVideo(ctx: VideoContext, id: number) {
  const { row, caller } = await findAppointmentFor(ctx, id);
  const now = ctx.clock.now();
  requireOpen(row, now);
  const nhsNumber = checkVideoNhsNumber(row.patientNhsNumber);
  const mobiles = checkVideoMobiles(row.patientDetails.mobile_numbers);
  const [organisation] = await ctx.db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.wcmsId, row.wcmsId))
    .limit(1);
  await ctx.messaging.send({
    channel: 'sms',
    recipient: mobiles[0]!,
    body: invitationText(organisation?.name ?? 'Your GP practice', guestLink(ctx.config.publicUrl, row.uid)),
    wcmsId: row.wcmsId,
  });
  const [updated] = await ctx.db
    .update(adhocVideos)
    .set({ clinicianReadyDt: now, clinicianUserId: caller.userId, invitedDt: now })
    .where(eq(adhocVideos.id, id))
    .returning();
  return {
    patientDetails: {
      forename: row.patientDetails.forename ?? null,
      surname: row.patientDetails.surname ?? null,
      mobileNumbers: mobiles,
    },
    room: updated!.room,
    roomKey: updated!.roomKey,
    wcmsId: String(updated!.wcmsId),
    patientNhsNumber: nhsNumber,
  };
}

/**
 * completeAdhocVideo: ends the call if it is still going (noting its duration), marks the appointment completed,
 * tells the room it is over, and hands it on for attaching (onVideoCompleted). Completing twice is harmless.
 */
export async function completeAdhocVideo(ctx: VideoContext, id: number) {
  const { row } = await findAppointmentFor(ctx, id);
  if (row.completed) return row;
  const now = ctx.clock.now();
  const [updated] = await ctx.db
    .update(adhocVideos)
    .set({ completed: true, ...(row.endedDt ? { participants: 0 } : endedAt(row, now)) })
    .where(and(eq(adhocVideos.id, id), eq(adhocVideos.completed, false)))
    .returning();
  // another tab completed it at the same moment: it has done the rest
  if (!updated) return row;
  ctx.realtime.videoEnded?.(updated.id, updated.durationSeconds);
  await onVideoCompleted(ctx, updated);
  return updated;
}

/** "12 min 5 s" for the record's text. */
function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}

/**
 * Queues the finished consultation for attaching to the patient's clinical record (spec §4 Attach tasks: a
 * video_call task is attached as a new record), once per appointment, right after it is completed. Without an NHS
 * number there is no record to attach it to.
 */
export async function onVideoCompleted(ctx: VideoContext, appointment: AdhocVideoRow): Promise<void> {
  await clearAdhocVideoNotifications(ctx, appointment.id);
  if (!appointment.patientNhsNumber) return;
  const ended = appointment.endedDt ?? ctx.clock.now();
  const patient = [appointment.patientDetails.forename, appointment.patientDetails.surname].filter(Boolean).join(' ');
  const detail = [
    `Video consultation${patient ? ` with ${patient}` : ''}.`,
    appointment.durationSeconds !== null
      ? `Duration ${durationText(appointment.durationSeconds)}.`
      : 'The call did not connect.',
  ].join(' ');
  await enqueueAttachTask(
    ctx.db,
    {
      wcmsId: appointment.wcmsId,
      type: 'video_call',
      messageIds: [appointment.id],
      message: {
        title: 'Video consultation',
        heading: 'Video consultation',
        detail,
        nhsNumber: appointment.patientNhsNumber,
        staffGuid: appointment.staffGuid,
        dateAttached: ended.toISOString(),
        dateCompleted: ended.toISOString(),
      },
      createdBy: appointment.clinicianUserId,
    },
    ctx.clock,
  );
  ctx.log?.info({ appointmentId: appointment.id, wcmsId: appointment.wcmsId }, 'video consultation queued to attach');
}

/**
 * A participant joined the room (from the signalling): the patient's ready time is noted (the first time) and
 * the clinician who started the call is told 'video patient ready'.
 */
export async function participantJoined(
  ctx: Pick<RequestContext, 'db' | 'clock' | 'realtime'>,
  appointment: AdhocVideoRow,
  role: 'clinician' | 'guest',
  participants: number,
): Promise<void> {
  const now = ctx.clock.now();
  const set: Partial<typeof adhocVideos.$inferInsert> = { participants, lastSeenDt: now };
  if (role === 'guest' && !appointment.patientReadyDt) set.patientReadyDt = now;
  if (role === 'clinician' && !appointment.clinicianReadyDt) set.clinicianReadyDt = now;
  await ctx.db.update(adhocVideos).set(set).where(eq(adhocVideos.id, appointment.id));
  if (role === 'guest' && appointment.clinicianUserId !== null) {
    const name = [appointment.patientDetails.forename, appointment.patientDetails.surname].filter(Boolean).join(' ');
    await raiseClinicianNotification(ctx, {
      wcmsId: appointment.wcmsId,
      userId: appointment.clinicianUserId,
      subject: 'Video patient ready',
      body: name ? `Video patient ready: ${name} is waiting to join the video call.` : 'Video patient ready',
      messageId: appointment.messageId,
      adhocVideoId: appointment.id,
    });
  }
}

/** A participant left the room: the count is kept in step. */
export async function participantLeft(
  db: Db,
  appointmentId: number,
  participants: number,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(adhocVideos)
    .set({ participants, lastSeenDt: now })
    .where(and(eq(adhocVideos.id, appointmentId), eq(adhocVideos.completed, false)));
}

/**
 * A started call nobody has been in for this long ends by itself (issue 23: a call whose windows were closed
 * stayed 'Patient ready' for ever). Presence is the heartbeat: the sweep asks the signalling who is in the room.
 */
export const STALE_VIDEO_MS = 5 * 60_000;

/**
 * Ends the started, open calls in which nobody has been seen for STALE_VIDEO_MS: each is completed as if its
 * clinician had ended it (duration noted, the room told, handed on for attaching, its notifications cleared). A
 * call with someone still in it (`present` says how many) is marked seen now instead. Returns the ids ended.
 */
export async function endStaleVideos(
  ctx: Omit<VideoContext, 'user'>,
  present: (appointmentId: number) => Promise<number>,
): Promise<number[]> {
  const now = ctx.clock.now();
  const before = new Date(now.getTime() - STALE_VIDEO_MS);
  const lastSeen = sql`coalesce(${adhocVideos.lastSeenDt}, ${adhocVideos.patientReadyDt}, ${adhocVideos.clinicianReadyDt})`;
  const candidates = await ctx.db
    .select()
    .from(adhocVideos)
    .where(
      and(
        eq(adhocVideos.completed, false),
        or(isNotNull(adhocVideos.patientReadyDt), isNotNull(adhocVideos.clinicianReadyDt)),
        lt(lastSeen, before),
      ),
    )
    .limit(200);
  const ended: number[] = [];
  for (const row of candidates) {
    const here = await present(row.id);
    if (here > 0) {
      await ctx.db.update(adhocVideos).set({ lastSeenDt: now, participants: here }).where(eq(adhocVideos.id, row.id));
      continue;
    }
    // it ended when it was last seen, not when the sweep came by
    const seen = row.lastSeenDt ?? row.patientReadyDt ?? row.clinicianReadyDt ?? now;
    const [updated] = await ctx.db
      .update(adhocVideos)
      .set({ completed: true, ...(row.endedDt ? { participants: 0 } : endedAt(row, seen)) })
      .where(and(eq(adhocVideos.id, row.id), eq(adhocVideos.completed, false)))
      .returning();
    if (!updated) continue;
    ctx.realtime.videoEnded?.(updated.id, updated.durationSeconds);
    await onVideoCompleted({ ...ctx, user: null }, updated);
    ctx.log?.info({ appointmentId: updated.id, wcmsId: updated.wcmsId }, 'stale video consultation ended');
    ended.push(updated.id);
  }
  return ended;
}

/** The REST shape of an appointment (spec §3). */
export function toAdhocVideo(row: AdhocVideoRow, provider: VideoProvider = embedded) {
  return {
    id: row.id,
    uid: row.uid,
    appointment_dt: row.appointmentDt.toISOString(),
    participants: row.participants,
    room: row.room,
    room_key: row.roomKey,
    wcms_id: row.wcmsId,
    patient_nhs_number: row.patientNhsNumber,
    clinician_ready_dt: row.clinicianReadyDt?.toISOString() ?? null,
    clinician_user_id: row.clinicianUserId,
    completed: row.completed,
    message_id: row.messageId,
    patient_details: row.patientDetails,
    patient_ready_dt: row.patientReadyDt?.toISOString() ?? null,
    staff_guid: row.staffGuid,
    expires_dt: row.expiresDt.toISOString(),
    ended_dt: row.endedDt?.toISOString() ?? null,
    duration_seconds: row.durationSeconds,
    ice_servers: provider.iceServers,
  };
}
