import { getProtection } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * The player's limits with what each period used so far, the session settings and any
 * exclusion. A change answers the new settings, which replace these (change-protection.ts).
 * Each deposit and stake moves what is used, so the section asks again whenever it opens.
 */
export const protectionQuery = () =>
  queryOptions({
    queryKey: ['protection', 'settings'],
    staleTime: 0,
    queryFn: ({ signal }) => call(getProtection, {}, { signal }),
  });

export const useProtection = () => useQuery(protectionQuery());
