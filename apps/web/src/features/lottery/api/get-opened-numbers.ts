import { getOpenedNumbers } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { TREND_WINDOW } from '../model/trend.ts';

export const openedNumbersQuery = (gameCode: string) =>
  queryOptions({
    queryKey: ['lottery', 'opened', gameCode],
    queryFn: ({ signal }) =>
      call(getOpenedNumbers, { query: { gameCode, count: TREND_WINDOW } }, { signal }),
  });

/**
 * A game's last results, newest first (a T call: players only). Asked again once the next
 * draw is due (the newest result's time + the cadence), then every 5 s until it is there.
 */
export function useOpenedNumbers(gameCode: string, everyMinutes: number) {
  const loggedIn = useLoggedIn();
  return useQuery({
    ...openedNumbersQuery(gameCode),
    enabled: loggedIn,
    refetchInterval: (query) => {
      const newest = query.state.data?.list[0];
      if (!newest) return 30_000;
      const due = Date.parse(newest.drawAt) + everyMinutes * 60_000 - Date.now();
      // A draw long overdue (the draws job stopped): no need to ask that often.
      if (due < -60_000) return 30_000;
      return Math.max(due + 1_500, 5_000);
    },
  });
}
