import { QueryClient } from '@tanstack/react-query';
import { isUnauthenticated } from './errors';
import { registerQueryClient } from './lazy';

/** The one QueryClient: server state lives only here (ARCHITECTURE §4). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // authentication failures were already refreshed and retried once by the transport
      retry: (failureCount, error) => !isUnauthenticated(error) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

registerQueryClient(queryClient);
