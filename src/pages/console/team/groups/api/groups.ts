import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestQueries } from '@/entities/request';
import { execute, graphql } from '@/shared/api';

const ConsoleGroupsQuery = graphql(`
  query ConsoleGroups($wcmsId: ID!) {
    consoleGroups(wcmsId: $wcmsId) {
      id
      name
      kind
      active
      members {
        userId
        name
      }
      sharedWith {
        wcmsId
        name
        restrictedView
      }
      sharedBy {
        wcmsId
        name
        restrictedView
      }
    }
  }
`);

const CreateGroupMutation = graphql(`
  mutation CreateGroup($wcmsId: ID!, $name: String!) {
    createGroup(wcmsId: $wcmsId, name: $name) {
      id
      name
    }
  }
`);

const RenameGroupMutation = graphql(`
  mutation RenameGroup($wcmsId: ID!, $groupId: ID!, $name: String!) {
    renameGroup(wcmsId: $wcmsId, groupId: $groupId, name: $name) {
      id
      name
    }
  }
`);

const SetGroupActiveMutation = graphql(`
  mutation SetGroupActive($wcmsId: ID!, $groupId: ID!, $active: Boolean!) {
    setGroupActive(wcmsId: $wcmsId, groupId: $groupId, active: $active) {
      id
      active
    }
  }
`);

const SetGroupMembersMutation = graphql(`
  mutation SetGroupMembers($wcmsId: ID!, $groupId: ID!, $userIds: [ID!]!) {
    setGroupMembers(wcmsId: $wcmsId, groupId: $groupId, userIds: $userIds) {
      id
    }
  }
`);

const ShareGroupMutation = graphql(`
  mutation ShareGroup($wcmsId: ID!, $groupId: ID!, $organisationIds: [ID!]!) {
    shareGroup(wcmsId: $wcmsId, groupId: $groupId, organisationIds: $organisationIds) {
      succeeded {
        wcmsId
        name
      }
      failed {
        wcmsId
        name
        reason
      }
    }
  }
`);

export const groupQueries = {
  all: () => ['console', 'groups'] as const,
  list: (wcmsId: string) =>
    queryOptions({
      queryKey: [...groupQueries.all(), wcmsId] as const,
      queryFn: async ({ signal }) => (await execute(ConsoleGroupsQuery, { wcmsId }, { signal })).consoleGroups,
    }),
};

/** Every group change refreshes the console list and what the inbox offers (pools, the Assign menu). */
function useInvalidateGroups() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: groupQueries.all() }),
      queryClient.invalidateQueries({ queryKey: requestQueries.all() }),
    ]);
}

export function useCreateGroupMutation(wcmsId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (name: string) => execute(CreateGroupMutation, { wcmsId, name }),
    onSuccess: invalidate,
  });
}

export function useRenameGroupMutation(wcmsId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (input: { groupId: string; name: string }) => execute(RenameGroupMutation, { wcmsId, ...input }),
    onSuccess: invalidate,
  });
}

export function useSetGroupActiveMutation(wcmsId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (input: { groupId: string; active: boolean }) => execute(SetGroupActiveMutation, { wcmsId, ...input }),
    onSuccess: invalidate,
  });
}

export function useSetGroupMembersMutation(wcmsId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (input: { groupId: string; userIds: string[] }) =>
      execute(SetGroupMembersMutation, { wcmsId, ...input }),
    onSuccess: invalidate,
  });
}

export function useShareGroupMutation(wcmsId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async (input: { groupId: string; organisationIds: string[] }) =>
      (await execute(ShareGroupMutation, { wcmsId, ...input })).shareGroup,
    onSuccess: invalidate,
  });
}
