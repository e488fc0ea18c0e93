import { graphql, http, HttpResponse } from 'msw';
import type {
  BookAppointmentMutation,
  GetAppointmentSlotTypesQuery,
  GetAvailableAppointmentsQuery,
  GetPatientAppointmentsQuery,
  GetPatientQuery,
  GetStaffQuery,
  PrefillPatientIdCacheMutation,
  PrefillPatientIdCacheMutationVariables,
  SearchPatientQuery,
} from '@/shared/api/graphql/main';
import { patientFixture, slotTypeFixtures, staffFixtures, triageSettingsFixture } from './fixtures/patients';

/**
 * Default patient, appointment and total triage handlers, as the reference server answers for Riverside: Eleanor
 * Whitfield (EMIS-5000) is found and known; no free appointments and none booked; no care navigation rule. Stories override them.
 */
export const patientHandlers = [
  graphql.query<SearchPatientQuery>('SearchPatient', () =>
    HttpResponse.json({ data: { searchPatient: [patientFixture()] } }),
  ),
  graphql.query<GetPatientQuery>('GetPatient', ({ variables }) =>
    HttpResponse.json({ data: { getPatient: variables.id === 'EMIS-5000' ? patientFixture() : null } }),
  ),
  graphql.query<GetStaffQuery>('GetStaff', () => HttpResponse.json({ data: { getStaff: staffFixtures } })),
  graphql.query<GetAppointmentSlotTypesQuery>('GetAppointmentSlotTypes', () =>
    HttpResponse.json({ data: { getAppointmentSlotTypes: slotTypeFixtures } }),
  ),
  graphql.query<GetAvailableAppointmentsQuery>('GetAvailableAppointments', () =>
    HttpResponse.json({ data: { getAvailableAppointments: [] } }),
  ),
  graphql.query<GetPatientAppointmentsQuery>('GetPatientAppointments', () =>
    HttpResponse.json({ data: { getPatientAppointments: [] } }),
  ),
  graphql.mutation<BookAppointmentMutation>('BookAppointment', () =>
    HttpResponse.json({
      errors: [
        {
          message: 'This appointment slot has already been booked. Choose another slot.',
          extensions: { code: 'SLOT_TAKEN' },
        },
      ],
    }),
  ),
  http.get('*/api/total-triage/wcms_id/:wcmsId', () => HttpResponse.json(triageSettingsFixture)),
  // lists shown inside the desktop host prefill the cached clinical patient ids (entities/patient)
  graphql.mutation<PrefillPatientIdCacheMutation, PrefillPatientIdCacheMutationVariables>(
    'PrefillPatientIdCache',
    ({ variables }) =>
      HttpResponse.json({ data: { prefillPatientIdCache: { nhsNumber: variables.nhsNumber, found: true } } }),
  ),
  http.post('*/api/total-triage/wcms_id/:wcmsId/care-navigation', () => HttpResponse.json({ suggestion: null })),
];
