import { delay, http, HttpResponse } from 'msw';
import { adhocVideoFixture, type AdhocVideoFixture } from './video-handlers';

const LIST = '*/api/adhoc-video';

export const videoListMockUrls = { LIST } as const;

/** The organisation's video consultations (Riverside), one in each state, newest first. */
export function videoConsultationsFixture(): AdhocVideoFixture[] {
  return [
    adhocVideoFixture({
      id: 14,
      appointment_dt: '2026-05-04T14:30:00.000Z',
      patient_nhs_number: '9991000003',
      patient_details: { forename: 'Eleanor', surname: 'Whitfield', date_of_birth: '1948-04-12', mobile_numbers: [] },
      clinician_name: 'Priya Shah',
      clinician_ready_dt: '2026-05-04T14:30:05.000Z',
      patient_ready_dt: '2026-05-04T14:31:00.000Z',
      completed: true,
      ended_dt: '2026-05-04T14:41:00.000Z',
      duration_seconds: 600,
      attach_state: 'success',
    }),
    adhocVideoFixture({
      id: 13,
      appointment_dt: '2026-05-04T12:00:00.000Z',
      patient_nhs_number: '9991000135',
      patient_details: { forename: 'Oliver', surname: 'Bennett', mobile_numbers: ['07700900107'] },
      clinician_name: 'Priya Shah',
      clinician_ready_dt: '2026-05-04T12:00:05.000Z',
      completed: true,
      duration_seconds: 0,
      attach_state: 'queued',
    }),
    adhocVideoFixture({
      id: 12,
      appointment_dt: '2026-05-04T11:00:00.000Z',
      clinician_name: 'Tom Hughes',
      clinician_ready_dt: '2026-05-04T11:00:05.000Z',
      patient_ready_dt: '2026-05-04T11:01:00.000Z',
      attach_state: null,
    }),
    adhocVideoFixture({ id: 11, appointment_dt: '2026-05-04T10:30:00.000Z', clinician_name: 'Tom Hughes' }),
    adhocVideoFixture({
      id: 10,
      appointment_dt: '2026-05-04T10:00:00.000Z',
      clinician_name: null,
      clinician_ready_dt: '2026-05-04T10:00:05.000Z',
    }),
  ];
}

/**
 * GET adhoc-video?wcms_id: filters by patient_nhs_number and pages like the server (page, page_size), so filter
 * and paging show in stories and tests. `requests` records each call's query.
 */
export function videoListHandlers(
  all: AdhocVideoFixture[] = videoConsultationsFixture(),
  requests?: URLSearchParams[],
) {
  return [
    http.get(LIST, ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests?.push(query);
      const nhs = query.get('patient_nhs_number');
      const matching = nhs ? all.filter((v) => v.patient_nhs_number === nhs) : all;
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 25);
      return HttpResponse.json({
        _embedded: { adhoc_video: matching.slice((page - 1) * size, page * size) },
        page: {
          number: page,
          size,
          total_elements: matching.length,
          total_pages: Math.ceil(matching.length / size),
        },
      });
    }),
  ];
}

export const videoListLoadingHandlers = [
  http.get(LIST, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];
