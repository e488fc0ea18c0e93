import { QueryClient } from '@tanstack/react-query';
import { isWorthRetrying } from './errors';
import { registerQueryClient } from './lazy';

/** The one QueryClient: server state lives only here (ARCHITECTURE §4). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // twice more, for what may pass (a network or server failure); a refusal shows at once
      retry: (failureCount, error) => isWorthRetrying(error) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

registerQueryClient(queryClient);
