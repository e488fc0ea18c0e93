import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

const ArrivedPatientsQuery = graphql(`
  query ArrivedPatients($wcmsId: ID!) {
    arrivedPatients(wcmsId: $wcmsId) {
      id
      appointmentId
      appointmentStart
      patientName
      method
      arrivedAt
      calledAt
      waitingArea
      readings {
        systolic
        diastolic
        weight
        height
      }
      responses {
        question
        answer
      }
    }
  }
`);

const CallArrivedPatientMutation = graphql(`
  mutation CallArrivedPatient($wcmsId: ID!, $arrivalId: ID!) {
    callArrivedPatient(wcmsId: $wcmsId, arrivalId: $arrivalId) {
      id
      calledAt
    }
  }
`);

/** Key prefix ['arrivals', 'arrived']: the realtime refresh of the clinician's channel invalidates it. */
export const arrivedQueries = {
  all: () => ['arrivals', 'arrived'] as const,
  list: (wcmsId: string) =>
    queryOptions({
      queryKey: [...arrivedQueries.all(), wcmsId] as const,
      queryFn: async ({ signal }) => (await execute(ArrivedPatientsQuery, { wcmsId }, { signal })).arrivedPatients,
    }),
};

export type ArrivedPatient = Awaited<
  ReturnType<NonNullable<ReturnType<typeof arrivedQueries.list>['queryFn']>>
>[number];

export function useCallArrivedPatient(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arrivalId: string) => execute(CallArrivedPatientMutation, { wcmsId, arrivalId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arrivedQueries.all() }),
  });
}
