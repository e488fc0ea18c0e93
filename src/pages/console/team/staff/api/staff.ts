import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestQueries } from '@/entities/request';
import { execute, graphql, type ConsoleAccess } from '@/shared/api';

const ConsoleStaffQuery = graphql(`
  query ConsoleStaff($wcmsId: ID!) {
    consoleStaff(wcmsId: $wcmsId) {
      userId
      email
      displayName
      canAcceptRequests
      consoleAccess
      usedInternally
      registered
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

const InviteStaffMemberMutation = graphql(`
  mutation InviteStaffMember($wcmsId: ID!, $input: InviteStaffInput!) {
    inviteStaffMember(wcmsId: $wcmsId, input: $input) {
      userId
      displayName
    }
  }
`);

const UpdateStaffMemberMutation = graphql(`
  mutation UpdateStaffMember($wcmsId: ID!, $userId: ID!, $input: StaffMemberInput!) {
    updateStaffMember(wcmsId: $wcmsId, userId: $userId, input: $input) {
      userId
      displayName
      canAcceptRequests
      consoleAccess
      usedInternally
    }
  }
`);

const ShareStaffMemberMutation = graphql(`
  mutation ShareStaffMember($wcmsId: ID!, $userId: ID!, $organisationIds: [ID!]!) {
    shareStaffMember(wcmsId: $wcmsId, userId: $userId, organisationIds: $organisationIds) {
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

const RemoveStaffMemberMutation = graphql(`
  mutation RemoveStaffMember($wcmsId: ID!, $userId: ID!) {
    removeStaffMember(wcmsId: $wcmsId, userId: $userId)
  }
`);

export const staffQueries = {
  all: () => ['console', 'staff'] as const,
  list: (wcmsId: string) =>
    queryOptions({
      queryKey: [...staffQueries.all(), wcmsId] as const,
      queryFn: async ({ signal }) => (await execute(ConsoleStaffQuery, { wcmsId }, { signal })).consoleStaff,
    }),
};

/** Staff changes refresh the list and what the inbox offers (the Assign menu's colleagues), and console access. */
function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffQueries.all() }),
      queryClient.invalidateQueries({ queryKey: requestQueries.all() }),
      queryClient.invalidateQueries({ queryKey: ['console-access'] }),
    ]);
}

export function useInviteStaffMutation(wcmsId: string) {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (input: { email: string; displayName: string }) =>
      execute(InviteStaffMemberMutation, { wcmsId, input }),
    onSuccess: invalidate,
  });
}

export type StaffMemberInput = {
  displayName: string;
  canAcceptRequests: boolean;
  consoleAccess: ConsoleAccess;
  usedInternally: boolean;
};

export function useUpdateStaffMutation(wcmsId: string) {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: StaffMemberInput }) =>
      execute(UpdateStaffMemberMutation, { wcmsId, userId, input }),
    onSuccess: invalidate,
  });
}

export function useShareStaffMutation(wcmsId: string) {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: async ({ userId, organisationIds }: { userId: string; organisationIds: string[] }) =>
      (await execute(ShareStaffMemberMutation, { wcmsId, userId, organisationIds })).shareStaffMember,
    onSuccess: invalidate,
  });
}

export function useRemoveStaffMutation(wcmsId: string) {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (userId: string) => execute(RemoveStaffMemberMutation, { wcmsId, userId }),
    onSuccess: invalidate,
  });
}
