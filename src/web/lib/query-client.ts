import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** How long an answer counts as fresh: within it, showing a page again asks nothing. */
export const FRESH_FOR_MS = 30_000;

/** The browser's client is made once (main.tsx); the server makes one per page it renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_FOR_MS,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; only network trouble and 5xx are worth another try.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status < 500 && error.status > 0),
      },
    },
  });
}
