import { queryOptions, useQuery } from '@tanstack/react-query';
import { restClient, unwrap } from '@/shared/api';
import { useCurrentOrganisation } from '../model/organisation';

/**
 * The organisation's client policy, which every member's client follows (console → Client settings): the idle
 * lock's inactivity timeout and the response target past which an open request is overdue.
 */
export const clientPolicyQueries = {
  all: () => ['client-policy'] as const,
  detail: (wcmsId: number) =>
    queryOptions({
      queryKey: [...clientPolicyQueries.all(), wcmsId] as const,
      queryFn: () =>
        unwrap(restClient.GET('/client-settings/wcms_id/{wcms_id}', { params: { path: { wcms_id: wcmsId } } })),
      staleTime: 60_000,
    }),
};

function useClientPolicy(enabled: boolean) {
  const organisation = useCurrentOrganisation();
  const wcmsId = Number(organisation?.wcmsId);
  return useQuery({
    ...clientPolicyQueries.detail(wcmsId),
    enabled: enabled && Number.isInteger(wcmsId) && wcmsId > 0,
  });
}

/** The current organisation's inactivity timeout in minutes (0: never), or undefined while unknown. */
export function useOrganisationInactivityMinutes(enabled: boolean): number | undefined {
  return useClientPolicy(enabled).data?.inactivity_timeout_minutes;
}

/** Hours an open request of the current organisation may wait before it is overdue, or undefined while unknown. */
export function useResponseTargetHours(): number | undefined {
  return useClientPolicy(true).data?.response_target_hours;
}
