import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

const InformationGovernanceQuery = graphql(`
  query InformationGovernance($wcmsId: ID!) {
    informationGovernance(wcmsId: $wcmsId) {
      wcmsId
      client {
        value
        unit
      }
      consult {
        value
        unit
      }
    }
  }
`);

const RetentionDeletionPreviewQuery = graphql(`
  query RetentionDeletionPreview($wcmsId: ID!, $input: InformationGovernanceInput!) {
    retentionDeletionPreview(wcmsId: $wcmsId, input: $input) {
      requests
      consults
    }
  }
`);

const UpdateInformationGovernanceMutation = graphql(`
  mutation UpdateInformationGovernance($wcmsId: ID!, $input: InformationGovernanceInput!) {
    updateInformationGovernance(wcmsId: $wcmsId, input: $input) {
      wcmsId
      client {
        value
        unit
      }
      consult {
        value
        unit
      }
    }
  }
`);

export type RetentionUnit = 'days' | 'months' | 'years';
export type RetentionSettings = {
  client: { value: number; unit: RetentionUnit };
  consult: { value: number; unit: RetentionUnit };
};

export const informationGovernanceQueries = {
  all: () => ['console', 'information-governance'] as const,
  detail: (wcmsId: string) =>
    queryOptions({
      queryKey: [...informationGovernanceQueries.all(), wcmsId] as const,
      queryFn: async (): Promise<RetentionSettings> => {
        const { informationGovernance } = await execute(InformationGovernanceQuery, { wcmsId });
        return { client: informationGovernance.client, consult: informationGovernance.consult };
      },
    }),
  /** How many records the next run would delete under a retention (asked again as the form changes). */
  preview: (wcmsId: string, input: RetentionSettings | null) =>
    queryOptions({
      queryKey: [...informationGovernanceQueries.all(), wcmsId, 'preview', input] as const,
      queryFn: async () =>
        (await execute(RetentionDeletionPreviewQuery, { wcmsId, input: input! })).retentionDeletionPreview,
      enabled: input !== null,
      placeholderData: keepPreviousData,
    }),
};

export function useSaveInformationGovernanceMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RetentionSettings): Promise<RetentionSettings> => {
      const { updateInformationGovernance } = await execute(UpdateInformationGovernanceMutation, { wcmsId, input });
      return { client: updateInformationGovernance.client, consult: updateInformationGovernance.consult };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(informationGovernanceQueries.detail(wcmsId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...informationGovernanceQueries.all(), wcmsId, 'preview'] });
    },
  });
}
