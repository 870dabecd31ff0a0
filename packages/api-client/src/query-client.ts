import { QueryClient } from '@tanstack/react-query';

/**
 * The site's query defaults: never refetch on an interval or on focus, never go stale, no retries
 * for queries or mutations. Screens that need otherwise (the blog list) say so on their query.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
