import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentOrganisation } from '@/entities/organisation';
import { restClient, unwrap } from '@/shared/api';

/** The organisation's client policy (its inactivity timeout, from the console's client settings). */
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

/** The current organisation's inactivity timeout in minutes (0: never), or undefined while unknown. */
export function useOrganisationInactivityMinutes(enabled: boolean): number | undefined {
  const organisation = useCurrentOrganisation();
  const wcmsId = Number(organisation?.wcmsId);
  const query = useQuery({
    ...clientPolicyQueries.detail(wcmsId),
    enabled: enabled && Number.isInteger(wcmsId) && wcmsId > 0,
  });
  return query.data?.inactivity_timeout_minutes;
}
