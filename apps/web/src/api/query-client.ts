import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // The client already told the user; retry only network blips, never 4xx.
        retry: (count, error) => count < 1 && isApiError(error) && error.status === 0,
      },
      mutations: { retry: false },
    },
  });
}
