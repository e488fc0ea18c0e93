import type { RestHandlers } from '../../rest/types.js';
import {
  createAdhocVideo,
  findAppointmentFor,
  giveGuestEmail,
  guestVideoChat,
  listAdhocVideos,
  toAdhocVideo,
  updateAdhocVideo,
} from './service.js';

export const adhocVideoRoutes: RestHandlers = {
  // spec §7 POST adhoc-video: returns id, uid, appointment_dt, participants
  createAdhocVideo: async ({ body, ctx }) => {
    const row = await createAdhocVideo(ctx, body);
    return {
      status: 201,
      body: {
        id: row.id,
        uid: row.uid,
        appointment_dt: row.appointmentDt.toISOString(),
        participants: row.participants,
      },
    };
  },

  // spec §7 GET adhoc-video?patient_nhs_number&wcms_id, or ?message_id: returns an _embedded list
  // and GET adhoc-video?wcms_id (the organisation's list, optionally one patient's): paged, newest first
  listAdhocVideos: async ({ query, ctx }) => {
    const list = await listAdhocVideos(ctx, query);
    if (list.kind === 'message') {
      return {
        status: 200,
        body: { _embedded: { adhoc_video: list.rows.map((row) => toAdhocVideo(row, ctx.video)) } },
      };
    }
    return {
      status: 200,
      body: {
        _embedded: {
          adhoc_video: list.rows.map((row) => ({
            ...toAdhocVideo(row, ctx.video),
            clinician_name: row.clinicianName,
            attach_state: row.attachState,
          })),
        },
        page: {
          number: list.page,
          size: list.size,
          total_elements: list.total,
          total_pages: Math.ceil(list.total / list.size),
        },
      },
    };
  },

  // spec §7 GET adhoc-video/{id}
  getAdhocVideo: async ({ params, ctx }) => {
    const { row } = await findAppointmentFor(ctx, params.id);
    return { status: 200, body: toAdhocVideo(row, ctx.video) };
  },

  // spec §7 PUT adhoc-video/{id}: returns participants, room, room_key, wcms_id, patient_nhs_number
  updateAdhocVideo: async ({ params, body, ctx }) => {
    const row = await updateAdhocVideo(ctx, params.id, body);
    return {
      status: 200,
      body: {
        participants: row.participants,
        room: row.room,
        room_key: row.roomKey,
        wcms_id: row.wcmsId,
        patient_nhs_number: row.patientNhsNumber,
      },
    };
  },

  // spec §7 GET guest-video-chat (uid and type): noAuth, the patient's link
  getGuestVideoChat: async ({ query, ctx }) => ({
    status: 200,
    body: await guestVideoChat(ctx.db, ctx.clock.now(), query.uid, query.type, ctx.video),
  }),
  giveGuestVideoEmail: async ({ body, ctx }) => ({
    status: 200,
    body: await giveGuestEmail(ctx.db, ctx.clock.now(), body, ctx.video),
  }),
};
