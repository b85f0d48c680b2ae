import { QueryClient } from '@tanstack/react-query';
import { queryDefaults } from '@phonehaat/contract';
import { ApiError } from './api-error.ts';

/** Spec §9: 5-minute cache retention; failed requests retried 3 times, back-off capped at 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: queryDefaults.gcTimeMs,
        // A 4xx will not get better by asking again.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < queryDefaults.retries,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, queryDefaults.maxRetryDelayMs),
        refetchOnWindowFocus: false,
      },
    },
  });
}
