import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

const ConsoleDataSharingAgreementsQuery = graphql(`
  query ConsoleDataSharingAgreements($wcmsId: ID!) {
    consoleDataSharingAgreements(wcmsId: $wcmsId) {
      id
      side
      status
      proposerWcmsId
      proposerName
      recipientWcmsId
      recipientName
      proposedBy
      proposedAt
      decidedBy
      decidedAt
      endedBy
      endedAt
      canAccept
      canRefuse
      canEnd
    }
  }
`);

const ProposeDataSharingAgreementMutation = graphql(`
  mutation ProposeDataSharingAgreement($wcmsId: ID!, $recipientWcmsId: String!) {
    proposeDataSharingAgreement(wcmsId: $wcmsId, recipientWcmsId: $recipientWcmsId) {
      id
      recipientName
    }
  }
`);

const DecideDataSharingAgreementMutation = graphql(`
  mutation DecideDataSharingAgreement($wcmsId: ID!, $agreementId: ID!, $decision: DataSharingDecision!) {
    decideDataSharingAgreement(wcmsId: $wcmsId, agreementId: $agreementId, decision: $decision) {
      id
      status
    }
  }
`);

const EndDataSharingAgreementMutation = graphql(`
  mutation EndDataSharingAgreement($wcmsId: ID!, $agreementId: ID!) {
    endDataSharingAgreement(wcmsId: $wcmsId, agreementId: $agreementId) {
      id
      status
    }
  }
`);

export type AgreementStatus = 'proposed' | 'accepted' | 'refused' | 'ended';
export type Agreement = {
  id: string;
  side: string;
  status: AgreementStatus;
  proposerWcmsId: string;
  proposerName: string;
  recipientWcmsId: string;
  recipientName: string;
  proposedBy: string;
  proposedAt: string;
  decidedBy?: string | null;
  decidedAt?: string | null;
  endedBy?: string | null;
  endedAt?: string | null;
  canAccept: boolean;
  canRefuse: boolean;
  canEnd: boolean;
};

export const dataSharingQueries = {
  all: () => ['console', 'data-sharing'] as const,
  list: (wcmsId: string) =>
    queryOptions({
      queryKey: [...dataSharingQueries.all(), wcmsId] as const,
      queryFn: async ({ signal }): Promise<Agreement[]> =>
        (await execute(ConsoleDataSharingAgreementsQuery, { wcmsId }, { signal })).consoleDataSharingAgreements,
    }),
};

/** Every change refetches the list, and the request view's destinations follow (their agreement state). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dataSharingQueries.all() }),
      queryClient.invalidateQueries({ queryKey: ['cross-organisation-navigation'] }),
    ]);
}

export function useProposeAgreement(wcmsId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (recipientWcmsId: string) =>
      (await execute(ProposeDataSharingAgreementMutation, { wcmsId, recipientWcmsId })).proposeDataSharingAgreement,
    onSuccess: invalidate,
  });
}

export function useDecideAgreement(wcmsId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: 'accept' | 'refuse' }) =>
      (await execute(DecideDataSharingAgreementMutation, { wcmsId, agreementId: id, decision }))
        .decideDataSharingAgreement,
    onSuccess: invalidate,
  });
}

export function useEndAgreement(wcmsId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) =>
      (await execute(EndDataSharingAgreementMutation, { wcmsId, agreementId: id })).endDataSharingAgreement,
    onSuccess: invalidate,
  });
}
