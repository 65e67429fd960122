import { getStatus } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Product §7: the current host goes along as the url parameter. Never cached: it decides maintenance. */
export const statusQuery = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => call(getStatus, { query: { url: window.location.host } }, { signal }),
    staleTime: 60_000,
  });

export const useStatus = () => useQuery(statusQuery());
