import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql, type FftSettingsInput } from '@/shared/api';

const FftSettingsQuery = graphql(`
  query FftSettings($wcmsId: ID!) {
    fftSettings(wcmsId: $wcmsId) {
      requestTypes
      sendDelayDays
      appointmentOption
      invitationMethod
    }
  }
`);

const SaveFftSettingsMutation = graphql(`
  mutation SaveFftSettings($wcmsId: ID!, $input: FftSettingsInput!) {
    saveFftSettings(wcmsId: $wcmsId, input: $input) {
      requestTypes
      sendDelayDays
      appointmentOption
      invitationMethod
    }
  }
`);

export const fftSettingsQueries = {
  all: () => ['console', 'fft-settings'] as const,
  detail: (wcmsId: string) =>
    queryOptions({
      queryKey: [...fftSettingsQueries.all(), wcmsId] as const,
      queryFn: async ({ signal }) => (await execute(FftSettingsQuery, { wcmsId }, { signal })).fftSettings,
    }),
};

export function useSaveFftSettingsMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FftSettingsInput) =>
      (await execute(SaveFftSettingsMutation, { wcmsId, input })).saveFftSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fftSettingsQueries.all() }),
  });
}
