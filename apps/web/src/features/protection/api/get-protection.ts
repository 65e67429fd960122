import { getProtection } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * The player's limits with what each period used so far, the session settings and any
 * exclusion. A change answers the new settings, which replace these (change-protection.ts).
 */
export const protectionQuery = () =>
  queryOptions({
    queryKey: ['protection', 'settings'],
    queryFn: ({ signal }) => call(getProtection, {}, { signal }),
  });

export const useProtection = () => useQuery(protectionQuery());
