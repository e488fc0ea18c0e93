import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute } from '@/shared/api';
import { graphql } from '@/shared/api';

const OrganisationTwoFactorQuery = graphql(`
  query OrganisationTwoFactor {
    organisations {
      wcmsId
      name
      role
      twoFactorMandate
    }
  }
`);

const SetTwoFactorMandateMutation = graphql(`
  mutation SetTwoFactorMandate($wcmsId: ID!, $method: TwoFactorCodeType) {
    setTwoFactorMandate(wcmsId: $wcmsId, method: $method) {
      wcmsId
      twoFactorMandate
    }
  }
`);

export type TwoFactorMethod = 'email' | 'authenticator';

export const twoFactorQueries = {
  organisation: (wcmsId: string) =>
    queryOptions({
      queryKey: ['console', 'two-factor', wcmsId] as const,
      queryFn: async () => {
        const { organisations } = await execute(OrganisationTwoFactorQuery, {});
        return organisations.find((o) => o.wcmsId === wcmsId) ?? null;
      },
    }),
};

export function useSetTwoFactorMandateMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: TwoFactorMethod | null) => execute(SetTwoFactorMandateMutation, { wcmsId, method }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueries.organisation(wcmsId).queryKey }),
  });
}
