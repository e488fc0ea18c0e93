import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql, restClient, unwrap, type RestComponents } from '@/shared/api';

export type Covering = RestComponents['schemas']['Covering'];
export type CoveredGroup = Covering['groups'][number];

const CanSendUnattachedQuery = graphql(`
  query CanSendUnattached($wcmsId: ID!) {
    canSendUnattached(wcmsId: $wcmsId)
  }
`);

/** The groups the signed-in user covers at an organisation (spec §6 Covering). */
export const coveringQueries = {
  all: () => ['covering'] as const,
  mine: (wcmsId: number) =>
    queryOptions({
      queryKey: [...coveringQueries.all(), wcmsId] as const,
      queryFn: async ({ signal }): Promise<Covering> =>
        // an organisation that is gone (404) has no groups to cover
        (await unwrap(
          restClient.GET('/my/covering/wcms_id/{wcms_id}', { params: { path: { wcms_id: wcmsId } }, signal }),
        )) ?? { groups: [] },
    }),
  /** Whether they cover its Unattached items group, so may send the attach tasks set to manual (spec §4). */
  canSendUnattached: (wcmsId: number) =>
    queryOptions({
      queryKey: [...coveringQueries.all(), wcmsId, 'can-send-unattached'] as const,
      queryFn: async ({ signal }) =>
        (await execute(CanSendUnattachedQuery, { wcmsId: String(wcmsId) }, { signal })).canSendUnattached,
    }),
};

/** Covers exactly the given groups; what the user may send follows. */
export function useUpdateCovering(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupIds: number[]): Promise<Covering> =>
      (await unwrap(
        restClient.PUT('/my/covering/wcms_id/{wcms_id}', {
          params: { path: { wcms_id: wcmsId } },
          body: { group_ids: groupIds },
        }),
      )) ?? { groups: [] },
    onSuccess: async (covering) => {
      queryClient.setQueryData(coveringQueries.mine(wcmsId).queryKey, covering);
      await queryClient.invalidateQueries({ queryKey: coveringQueries.canSendUnattached(wcmsId).queryKey });
    },
  });
}
