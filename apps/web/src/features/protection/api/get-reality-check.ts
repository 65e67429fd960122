import { getRealityCheck } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * This login session's start, its net result so far, the reality-check interval and when
 * the session time limit ends it. Asked again at each check (a fresh net result) and after
 * every change of the protection settings.
 */
export const realityCheckQuery = () =>
  queryOptions({
    queryKey: ['protection', 'realityCheck'],
    queryFn: ({ signal }) => call(getRealityCheck, {}, { signal }),
  });

export const useRealityCheck = () => useQuery(realityCheckQuery());
