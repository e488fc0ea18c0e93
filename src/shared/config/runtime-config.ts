import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { execute } from '@/shared/api';
import { ConfigQuery } from './config-query';

/** The runtime configuration query (noAuth: the app waits for it before showing anything, spec §4). */
export const configQueries = {
  runtime: () =>
    queryOptions({
      queryKey: ['config'] as const,
      queryFn: async () => (await execute(ConfigQuery, {}, { noAuth: true })).config,
      staleTime: Infinity,
    }),
};

export type RuntimeConfig = Awaited<ReturnType<NonNullable<ReturnType<typeof configQueries.runtime>['queryFn']>>>;

/** The loaded runtime configuration; only used below the bootstrap gate, so it is always present. */
export function useRuntimeConfig(): RuntimeConfig {
  return useSuspenseQuery(configQueries.runtime()).data;
}
