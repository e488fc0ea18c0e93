import { useMutation } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

/** searchPatient of the test-variant clinical system (spec §7), with what a message needs. */
export const OutboundPatientSearchQuery = graphql(`
  query OutboundPatientSearch($wcmsId: ID!, $searchParameters: PatientSearchInput!) {
    searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) {
      id
      title
      forename
      surname
      nhsNumber
      dateOfBirth
      mobilePhone
    }
  }
`);

export type PatientSearchParameters = {
  nhsNumber?: string;
  forename?: string;
  surname?: string;
  dateOfBirth?: string;
};

/** Runs one patient search (spec §5: at least two parameters, checked before calling). */
export function usePatientSearchMutation(wcmsId: number) {
  return useMutation({
    mutationFn: async (parameters: PatientSearchParameters) =>
      (await execute(OutboundPatientSearchQuery, { wcmsId: String(wcmsId), searchParameters: parameters }))
        .searchPatient,
  });
}
