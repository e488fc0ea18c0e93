import { queryOptions } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

const PatientPortalQuery = graphql(`
  query PatientPortal($wcmsId: ID!) {
    patientPortal(wcmsId: $wcmsId) {
      wcmsId
      practiceName
      hiddenForGuests
      pharmacyConditions
      pharmacyBookingUrl
      categories {
        id
        title
        services {
          id
          type
          title
          subtext
          link
          infoText
        }
      }
    }
  }
`);

export const patientPortalQueries = {
  page: (wcmsId: string) =>
    queryOptions({
      queryKey: ['patient-portal', wcmsId] as const,
      queryFn: async ({ signal }) => (await execute(PatientPortalQuery, { wcmsId }, { signal })).patientPortal,
      retry: false,
    }),
};
