import { QueryClient } from '@tanstack/react-query';

/**
 * A QueryClient for tests that pre-fill the server answers: nothing is retried, and what is
 * set stays fresh, so no query fetches.
 */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
