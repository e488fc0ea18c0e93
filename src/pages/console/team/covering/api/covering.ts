import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { coveringQueries as myCoveringQueries } from '@/entities/viewer';
import { execute, graphql } from '@/shared/api';

const ConsoleCoveringQuery = graphql(`
  query ConsoleCovering($wcmsId: ID!, $userId: ID!) {
    consoleCovering(wcmsId: $wcmsId, userId: $userId) {
      userId
      groups {
        id
        name
        covered
      }
      colleagues {
        userId
        name
        covered
      }
    }
  }
`);

const SetStaffCoveringMutation = graphql(`
  mutation SetStaffCovering($wcmsId: ID!, $userId: ID!, $groupIds: [ID!]!, $colleagueIds: [ID!]!) {
    setStaffCovering(wcmsId: $wcmsId, userId: $userId, groupIds: $groupIds, colleagueIds: $colleagueIds) {
      userId
    }
  }
`);

export const coveringQueries = {
  all: () => ['console', 'covering'] as const,
  member: (wcmsId: string, userId: string) =>
    queryOptions({
      queryKey: [...coveringQueries.all(), wcmsId, userId] as const,
      queryFn: async ({ signal }) =>
        (await execute(ConsoleCoveringQuery, { wcmsId, userId }, { signal })).consoleCovering,
    }),
};

export function useSetCoveringMutation(wcmsId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { groupIds: string[]; colleagueIds: string[] }) =>
      execute(SetStaffCoveringMutation, { wcmsId, userId, ...input }),
    // the account page's covering card reads the same rows
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: coveringQueries.all() }),
        queryClient.invalidateQueries({ queryKey: myCoveringQueries.all() }),
      ]),
  });
}
