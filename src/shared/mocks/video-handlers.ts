import { delay, graphql, http, HttpResponse } from 'msw';
import type { RestComponents } from '@/shared/api';
import { problem } from './request-handlers';

type Schemas = RestComponents['schemas'];
export type AdhocVideoFixture = Schemas['AdhocVideo'];

const DETAIL = '*/api/adhoc-video/:id';
const CREATE = '*/api/adhoc-video';
const GUEST = '*/api/guest-video-chat';

export const videoMockUrls = { DETAIL, CREATE, GUEST } as const;

/** An ad hoc video appointment as GET adhoc-video/{id} gives it (Amara Okoye at Riverside). */
export function adhocVideoFixture(overrides: Partial<AdhocVideoFixture> = {}): AdhocVideoFixture {
  return {
    id: 7,
    uid: 'k3Qm9xV2pL8rT5wY1zB4nC6dF0gH7jKa',
    appointment_dt: '2026-05-04T10:00:00.000Z',
    expires_dt: '2099-05-04T22:00:00.000Z',
    participants: 0,
    room: 'consultation-1a2b3c4d',
    room_key: 'a-room-key-the-signalling-checks',
    wcms_id: 1001,
    patient_nhs_number: '9991000267',
    patient_details: { forename: 'Amara', surname: 'Okoye', mobile_numbers: ['07700900114'] },
    clinician_ready_dt: null,
    clinician_user_id: null,
    patient_ready_dt: null,
    completed: false,
    message_id: 3,
    staff_guid: null,
    ended_dt: null,
    duration_seconds: null,
    ...overrides,
  };
}

/**
 * Video handlers for stories and tests: one in-memory appointment that the calls change (room name, start,
 * end, complete), so each step's result shows.
 */
export function videoHandlers(initial: AdhocVideoFixture = adhocVideoFixture()) {
  let appointment = initial;
  return [
    http.get(DETAIL, () => HttpResponse.json(appointment)),
    http.post(CREATE, () =>
      HttpResponse.json(
        {
          id: appointment.id,
          uid: appointment.uid,
          appointment_dt: appointment.appointment_dt,
          participants: 0,
        },
        { status: 201 },
      ),
    ),
    http.put<{ id: string }, Schemas['AdhocVideoUpdate']>(DETAIL, async ({ request }) => {
      const body = await request.json();
      appointment = {
        ...appointment,
        ...(body.room !== undefined ? { room: body.room.trim() } : {}),
        ...(body.ended ? { ended_dt: '2026-05-04T10:05:00.000Z', duration_seconds: 300 } : {}),
      };
      return HttpResponse.json({
        participants: appointment.participants,
        room: appointment.room,
        room_key: appointment.room_key,
        wcms_id: appointment.wcms_id,
        patient_nhs_number: appointment.patient_nhs_number,
      });
    }),
    http.get(GUEST, () =>
      HttpResponse.json({
        id: appointment.id,
        completed: appointment.completed,
        display_name: 'Riverside Medical Centre',
        room: appointment.room,
        room_key: appointment.room_key,
        email: 'optional',
        email_given: false,
      }),
    ),
    graphql.mutation('StartAdhocVideo', () => {
      appointment = { ...appointment, clinician_ready_dt: '2026-05-04T10:00:05.000Z', clinician_user_id: 2 };
      return HttpResponse.json({
        data: {
          startAdhocVideo: {
            patientDetails: {
              forename: appointment.patient_details?.forename ?? null,
              surname: appointment.patient_details?.surname ?? null,
              mobileNumbers: appointment.patient_details?.mobile_numbers ?? [],
            },
            room: appointment.room,
            roomKey: appointment.room_key,
            wcmsId: String(appointment.wcms_id),
            patientNhsNumber: appointment.patient_nhs_number,
          },
        },
      });
    }),
    graphql.mutation('CompleteAdhocVideo', () => {
      appointment = { ...appointment, completed: true, duration_seconds: appointment.duration_seconds ?? 0 };
      return HttpResponse.json({ data: { completeAdhocVideo: { id: String(appointment.id) } } });
    }),
    graphql.query('VideoPatientSearch', () =>
      HttpResponse.json({
        data: {
          searchPatient: [
            {
              id: 'EMIS-5002',
              forename: 'Amara',
              surname: 'Okoye',
              nhsNumber: '9991000267',
              dateOfBirth: '1985-01-27',
              mobilePhone: '07700 900114',
            },
          ],
        },
      }),
    ),
  ];
}

/** Every video call waits forever: the loading states. */
export const videoLoadingHandlers = [
  http.get(DETAIL, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  http.get(GUEST, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  graphql.query('VideoPatientSearch', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

export { problem };
