import { queryOptions } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';
import type { PatientSearchInput } from '@/shared/api';

/**
 * Every field of a clinical system patient (spec §3 Patient, clinical API) the patients area shows.
 * @public a fragment: other documents spread it by name, which the dead-export check cannot follow
 */
export const PatientFieldsFragment = graphql(`
  fragment PatientFields on Patient {
    id
    title
    forename
    surname
    nhsNumber
    dateOfBirth
    sex
    primaryEmail
    primaryPhone
    mobilePhone
    workPhone
    homeAddress {
      address1
      address2
      address3
      address4
      address5
      postcode
    }
  }
`);

export const SearchPatientQuery = graphql(`
  query SearchPatient($wcmsId: ID!, $searchParameters: PatientSearchInput!) {
    searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) {
      ...PatientFields
    }
  }
`);

export const GetPatientQuery = graphql(`
  query GetPatient($wcmsId: ID!, $id: ID!) {
    getPatient(wcmsId: $wcmsId, id: $id) {
      ...PatientFields
    }
  }
`);

/** Query keys and options for patients in the clinical system. */
export const patientQueries = {
  all: () => ['patients'] as const,
  search: (wcmsId: string, searchParameters: PatientSearchInput) =>
    queryOptions({
      queryKey: [...patientQueries.all(), 'search', wcmsId, searchParameters] as const,
      queryFn: async ({ signal }) =>
        (await execute(SearchPatientQuery, { wcmsId, searchParameters }, { signal })).searchPatient,
      retry: false,
    }),
  detail: (wcmsId: string, id: string) =>
    queryOptions({
      queryKey: [...patientQueries.all(), 'detail', wcmsId, id] as const,
      queryFn: async ({ signal }) => (await execute(GetPatientQuery, { wcmsId, id }, { signal })).getPatient,
    }),
};
