import { queryOptions } from '@tanstack/react-query';
import { loadRuntimeConfig, loadedRuntimeConfig } from './runtime-config';

/** The runtime configuration as a query (staleTime Infinity: it starts from what the bootstrap loaded). */
export const configQueries = {
  runtime: () =>
    queryOptions({
      queryKey: ['config'] as const,
      queryFn: loadRuntimeConfig,
      initialData: loadedRuntimeConfig,
      staleTime: Infinity,
    }),
};
