import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; only network trouble and 5xx are worth another try.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status < 500 && error.status > 0),
    },
  },
});
