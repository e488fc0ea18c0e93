import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

const ClinicalServerDetailsQuery = graphql(`
  query ClinicalServerDetails($wcmsId: ID!) {
    clinicalServerDetails(wcmsId: $wcmsId) {
      ip
      database
      gatewayHost
      port
      server
      siteCode
      username
      passwordSet
      apiPasswordSet
    }
  }
`);

const UpdateClinicalServerDetailsMutation = graphql(`
  mutation UpdateClinicalServerDetails($wcmsId: ID!, $input: ClinicalServerDetailsInput!) {
    updateClinicalServerDetails(wcmsId: $wcmsId, input: $input) {
      ip
      database
      gatewayHost
      port
      server
      siteCode
      username
      passwordSet
      apiPasswordSet
    }
  }
`);

export type ServerDetails = {
  ip: string;
  database: string;
  gatewayHost: string;
  port: number;
  server: string;
  siteCode: string;
  username: string;
  passwordSet: boolean;
  apiPasswordSet: boolean;
};
export type ServerDetailsInput = Omit<ServerDetails, 'passwordSet' | 'apiPasswordSet'> & {
  password: string | null;
  apiPassword: string | null;
};

export const serverDetailsQueries = {
  detail: (wcmsId: string) =>
    queryOptions({
      queryKey: ['console', 'clinical-integration', 'server', wcmsId] as const,
      queryFn: async (): Promise<ServerDetails | null> =>
        (await execute(ClinicalServerDetailsQuery, { wcmsId })).clinicalServerDetails ?? null,
    }),
};

export function useSaveServerDetailsMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServerDetailsInput): Promise<ServerDetails> =>
      (await execute(UpdateClinicalServerDetailsMutation, { wcmsId, input })).updateClinicalServerDetails,
    onSuccess: (saved) => queryClient.setQueryData(serverDetailsQueries.detail(wcmsId).queryKey, saved),
  });
}
