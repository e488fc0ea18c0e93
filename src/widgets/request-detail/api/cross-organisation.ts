import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestQueries } from '@/entities/request';
import { execute, graphql } from '@/shared/api';

const CrossOrganisationNavigationQuery = graphql(`
  query CrossOrganisationNavigation($wcmsId: ID!, $requestId: ID!) {
    crossOrganisationNavigation(wcmsId: $wcmsId, requestId: $requestId) {
      requestId
      sharingConsent
      sharingConsentRecordedBy
      sharingConsentRecordedAt
      destinations {
        groupId
        groupName
        wcmsId
        organisationName
        agreement
      }
    }
  }
`);

const RecordSharingConsentMutation = graphql(`
  mutation RecordSharingConsent($wcmsId: ID!, $requestId: ID!, $consent: SharingConsent!) {
    recordSharingConsent(wcmsId: $wcmsId, requestId: $requestId, consent: $consent) {
      requestId
      sharingConsent
      sharingConsentRecordedBy
      sharingConsentRecordedAt
    }
  }
`);

const CareNavigateToOrganisationMutation = graphql(`
  mutation CareNavigateToOrganisation($wcmsId: ID!, $requestId: ID!, $groupId: ID!, $overrideReason: String) {
    careNavigateToOrganisation(
      wcmsId: $wcmsId
      requestId: $requestId
      groupId: $groupId
      overrideReason: $overrideReason
    ) {
      requestId
      wcmsId
      organisationName
      groupName
    }
  }
`);

export type AgreementState = 'proposed' | 'accepted' | 'refused' | 'ended';
export type Destination = {
  groupId: string;
  groupName: string;
  wcmsId: string;
  organisationName: string;
  agreement?: AgreementState | null;
};
export type Navigation = {
  requestId: string;
  sharingConsent?: 'given' | 'denied' | null;
  sharingConsentRecordedBy?: string | null;
  sharingConsentRecordedAt?: string | null;
  destinations: Destination[];
};

export const navigationQueries = {
  all: () => ['cross-organisation-navigation'] as const,
  detail: (wcmsId: number, requestId: number) =>
    queryOptions({
      queryKey: [...navigationQueries.all(), wcmsId, requestId] as const,
      queryFn: async ({ signal }): Promise<Navigation> =>
        (
          await execute(
            CrossOrganisationNavigationQuery,
            { wcmsId: String(wcmsId), requestId: String(requestId) },
            { signal },
          )
        ).crossOrganisationNavigation,
    }),
};

/** The request's history gains an entry: its view and the lists refetch with the navigation. */
function useInvalidate(wcmsId: number, requestId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: navigationQueries.detail(wcmsId, requestId).queryKey }),
      queryClient.invalidateQueries({ queryKey: requestQueries.detail(wcmsId, requestId).queryKey }),
      queryClient.invalidateQueries({ queryKey: requestQueries.lists() }),
    ]);
}

export function useRecordSharingConsent(wcmsId: number, requestId: number) {
  const invalidate = useInvalidate(wcmsId, requestId);
  return useMutation({
    mutationFn: async (consent: 'given' | 'denied') =>
      (
        await execute(RecordSharingConsentMutation, {
          wcmsId: String(wcmsId),
          requestId: String(requestId),
          consent,
        })
      ).recordSharingConsent,
    onSuccess: invalidate,
  });
}

export function useCareNavigateToOrganisation(wcmsId: number, requestId: number) {
  const invalidate = useInvalidate(wcmsId, requestId);
  return useMutation({
    mutationFn: async ({ groupId, overrideReason }: { groupId: string; overrideReason: string | null }) =>
      (
        await execute(CareNavigateToOrganisationMutation, {
          wcmsId: String(wcmsId),
          requestId: String(requestId),
          groupId,
          overrideReason,
        })
      ).careNavigateToOrganisation,
    onSuccess: invalidate,
  });
}
