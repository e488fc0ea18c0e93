import { queryOptions } from '@tanstack/react-query';
import { execute, restClient, unwrap } from '@/shared/api';
import { ClinicalVersionQuery, VersionsQuery } from '@/shared/config';

/** The API versions listed in the logo's tooltip (spec §2). Each loads on its own so one failure shows alone. */
export const versionQueries = {
  megatron: () =>
    queryOptions({
      queryKey: ['versions', 'megatron'] as const,
      queryFn: async () => (await unwrap(restClient.GET('/version')))?._embedded.items[0]?.version ?? null,
      staleTime: Infinity,
    }),
  product: () =>
    queryOptions({
      queryKey: ['versions', 'product'] as const,
      queryFn: async () => (await execute(VersionsQuery, {}, { noAuth: true })).version,
      staleTime: Infinity,
    }),
  clinical: () =>
    queryOptions({
      queryKey: ['versions', 'clinical'] as const,
      queryFn: async () => (await execute(ClinicalVersionQuery, {}, { api: 'clinical', noAuth: true })).version,
      staleTime: Infinity,
    }),
};
