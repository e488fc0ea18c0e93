import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

const ClinicalAgentsQuery = graphql(`
  query ClinicalAgents($wcmsId: ID!) {
    clinicalAgents(wcmsId: $wcmsId) {
      id
      hostname
      lastSeen
      approved
    }
  }
`);

const ApproveClinicalAgentMutation = graphql(`
  mutation ApproveClinicalAgent($wcmsId: ID!, $id: ID!) {
    approveClinicalAgent(wcmsId: $wcmsId, id: $id) {
      id
      hostname
      lastSeen
      approved
    }
  }
`);

const DeleteClinicalAgentMutation = graphql(`
  mutation DeleteClinicalAgent($wcmsId: ID!, $id: ID!) {
    deleteClinicalAgent(wcmsId: $wcmsId, id: $id)
  }
`);

export type ClinicalAgent = { id: string; hostname: string; lastSeen: string; approved: boolean };

export const agentQueries = {
  list: (wcmsId: string) =>
    queryOptions({
      queryKey: ['console', 'clinical-integration', 'agents', wcmsId] as const,
      queryFn: async (): Promise<ClinicalAgent[]> => (await execute(ClinicalAgentsQuery, { wcmsId })).clinicalAgents,
    }),
};

export function useApproveAgentMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await execute(ApproveClinicalAgentMutation, { wcmsId, id })).approveClinicalAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentQueries.list(wcmsId).queryKey }),
  });
}

export function useDeleteAgentMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await execute(DeleteClinicalAgentMutation, { wcmsId, id })).deleteClinicalAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentQueries.list(wcmsId).queryKey }),
  });
}
