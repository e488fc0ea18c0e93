import { queryOptions } from '@tanstack/react-query';
import { execute } from '@/shared/api';
import { graphql } from '@/shared/api';

export const OrganisationsQuery = graphql(`
  query Organisations($search: String) {
    organisations(search: $search) {
      wcmsId
      name
      clinicalSystem
      role
      features {
        outbound
        requests
        totalTriage
      }
      twoFactorMandate
    }
  }
`);

export const organisationQueries = {
  all: () => ['organisations'] as const,
  /**
   * The organisations the user may act for: their memberships, or for a super user every organisation
   * matching `search` (spec §6), at most 100.
   */
  list: (search = '') =>
    queryOptions({
      queryKey: [...organisationQueries.all(), 'list', search.trim()] as const,
      queryFn: async ({ signal }) =>
        (await execute(OrganisationsQuery, { search: search.trim() || null }, { signal })).organisations,
      placeholderData: (previous) => previous,
    }),
};
