import { QueryClient } from '@tanstack/react-query';

/**
 * Server state. No automatic retries: the API client already shows every failure, and a retry
 * would show it again (and hammer a rate limit that answers 429).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
