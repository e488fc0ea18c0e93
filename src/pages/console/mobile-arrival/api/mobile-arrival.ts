import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql, type MobileArrivalSettingsInput } from '@/shared/api';

const MobileArrivalSettingsQuery = graphql(`
  query MobileArrivalSettings($wcmsId: ID!) {
    mobileArrivalSettings(wcmsId: $wcmsId) {
      enabled
      infoMessage
      mapTilesUrl
      locations {
        id
        appointmentLocation
        latitude
        longitude
        distanceMetres
      }
    }
  }
`);

const SaveMobileArrivalSettings = graphql(`
  mutation SaveMobileArrivalSettings($wcmsId: ID!, $input: MobileArrivalSettingsInput!) {
    saveMobileArrivalSettings(wcmsId: $wcmsId, input: $input) {
      enabled
      infoMessage
      mapTilesUrl
      locations {
        id
        appointmentLocation
        latitude
        longitude
        distanceMetres
      }
    }
  }
`);

export type MobileArrivalSettings = Awaited<ReturnType<typeof fetchSettings>>;

const fetchSettings = async (wcmsId: string) =>
  (await execute(MobileArrivalSettingsQuery, { wcmsId })).mobileArrivalSettings;

export const mobileArrivalQueries = {
  all: () => ['console', 'mobile-arrival'] as const,
  settings: (wcmsId: string) =>
    queryOptions({
      queryKey: [...mobileArrivalQueries.all(), wcmsId] as const,
      queryFn: () => fetchSettings(wcmsId),
    }),
};

/** Saves the settings and the branch locations; the cache takes the saved answer. */
export function useSaveMobileArrivalMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MobileArrivalSettingsInput) =>
      (await execute(SaveMobileArrivalSettings, { wcmsId, input })).saveMobileArrivalSettings,
    onSuccess: (saved) => queryClient.setQueryData(mobileArrivalQueries.settings(wcmsId).queryKey, saved),
  });
}
