import { getRegionalResults, type RegionalDrawn } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type { RegionalDrawn };

/** How many of a regional game's last results the lobby and its betting page read. */
export const REGIONAL_RESULTS = 10;

export const regionalResultsQuery = (gameCode: string) =>
  queryOptions({
    queryKey: ['lottery', 'regional-results', gameCode],
    queryFn: ({ signal }) =>
      call(getRegionalResults, { query: { gameCode, count: REGIONAL_RESULTS } }, { signal }),
  });

/**
 * A regional game's last results, newest first (a public call). They are entered by hand
 * after the draw (and corrected now and then), so asked again every minute.
 */
export const useRegionalResults = (gameCode: string) =>
  useQuery({ ...regionalResultsQuery(gameCode), refetchInterval: 60_000 });
