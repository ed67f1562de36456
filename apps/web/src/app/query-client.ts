import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Only a lost connection or a server hiccup is worth retrying; a 4xx will answer the same again.
      retry: (failureCount, error) =>
        failureCount < 1 && (!isApiError(error) || error.status === 0 || error.status >= 500),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
