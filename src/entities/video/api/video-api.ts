import { queryOptions } from '@tanstack/react-query';
import { execute, graphql, restClient, unwrap, type RestComponents } from '@/shared/api';

export type AdhocVideo = RestComponents['schemas']['AdhocVideo'];
export type AdhocVideoCreate = RestComponents['schemas']['AdhocVideoCreate'];
export type AdhocVideoUpdate = RestComponents['schemas']['AdhocVideoUpdate'];
export type GuestVideoChat = RestComponents['schemas']['GuestVideoChat'];

/** spec §9: the video task poll. */
export const VIDEO_TASK_POLL_MS = 1000;

/** Query keys and fetchers for ad hoc video appointments; mutations invalidate through these keys. */
export const videoQueries = {
  all: () => ['adhoc-video'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...videoQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => unwrap(restClient.GET('/adhoc-video/{id}', { params: { path: { id } }, signal })),
    }),
  /**
   * The organisation's video consultations, newest first, one page at a time (optionally one patient's): GET
   * adhoc-video?wcms_id gives each one's clinician name and attach state too.
   */
  list: (wcmsId: number, filter: { nhsNumber?: string; page: number; pageSize: number }) =>
    queryOptions({
      queryKey: [...videoQueries.all(), 'list', wcmsId, filter] as const,
      queryFn: async ({ signal }) => {
        const list = await unwrap(
          restClient.GET('/adhoc-video', {
            params: {
              query: {
                wcms_id: wcmsId,
                page: filter.page,
                page_size: filter.pageSize,
                ...(filter.nhsNumber ? { patient_nhs_number: filter.nhsNumber } : {}),
              },
            },
            signal,
          }),
        );
        const items = list?._embedded.adhoc_video ?? [];
        return { items, total: list?.page?.total_elements ?? items.length, pages: list?.page?.total_pages ?? 1 };
      },
    }),
  /** The guest link's appointment (noAuth). A 404 reads as null; an expired link throws a RestError 410. */
  guest: (uid: string, type: 'adhoc' | 'appointment') =>
    queryOptions({
      queryKey: [...videoQueries.all(), 'guest', uid, type] as const,
      queryFn: ({ signal }) =>
        unwrap(restClient.GET('/guest-video-chat', { params: { query: { uid, type } }, signal })),
      retry: false,
    }),
};

/** POST adhoc-video (spec §7). */
export async function createAdhocVideo(body: AdhocVideoCreate) {
  const created = await unwrap(restClient.POST('/adhoc-video', { body }));
  if (!created) throw new Error('The video consultation could not be created');
  return created;
}

/** PUT adhoc-video/{id} (spec §7): room name, ready flags, or end the call (its duration is noted). */
export async function updateAdhocVideo(id: number, body: AdhocVideoUpdate) {
  return unwrap(restClient.PUT('/adhoc-video/{id}', { params: { path: { id } }, body }));
}

export const StartAdhocVideoMutation = graphql(`
  mutation StartAdhocVideo($id: ID!) {
    startAdhocVideo(id: $id) {
      patientDetails {
        forename
        surname
        mobileNumbers
      }
      room
      roomKey
      wcmsId
      patientNhsNumber
    }
  }
`);

export const CompleteAdhocVideoMutation = graphql(`
  mutation CompleteAdhocVideo($id: ID!) {
    completeAdhocVideo(id: $id) {
      id
    }
  }
`);

/** startAdhocVideo: marks the clinician ready and sends the patient the invitation SMS. */
export async function startAdhocVideo(id: number) {
  const result = await execute(StartAdhocVideoMutation, { id: String(id) });
  return result.startAdhocVideo;
}

/** completeAdhocVideo (spec §7): returns the id. */
export async function completeAdhocVideo(id: number | string) {
  const result = await execute(CompleteAdhocVideoMutation, { id: String(id) });
  return result.completeAdhocVideo.id;
}

export const VideoPatientSearchQuery = graphql(`
  query VideoPatientSearch($wcmsId: ID!, $searchParameters: PatientSearchInput!) {
    searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) {
      id
      forename
      surname
      nhsNumber
      dateOfBirth
      mobilePhone
    }
  }
`);

/**
 * The clinical system's record of the patient with this NHS number (searched with the date of birth or surname
 * too, spec §5: two parameters), for their mobile number. Null when there is none or the search cannot be made.
 */
export const clinicalPatientQuery = (
  wcmsId: number,
  nhsNumber: string,
  other: { dateOfBirth?: string; surname?: string },
) =>
  queryOptions({
    queryKey: [...videoQueries.all(), 'clinical-patient', wcmsId, nhsNumber, other] as const,
    queryFn: async () => {
      const searchParameters = {
        nhsNumber,
        ...(other.dateOfBirth ? { dateOfBirth: other.dateOfBirth } : { surname: other.surname ?? '' }),
      };
      const result = await execute(VideoPatientSearchQuery, { wcmsId: String(wcmsId), searchParameters });
      return result.searchPatient.find((p) => p.nhsNumber === nhsNumber) ?? null;
    },
    retry: false,
    staleTime: 60_000,
  });
