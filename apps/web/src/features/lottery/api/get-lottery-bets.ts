import { getLotteryBets } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';

/** Every lottery bet list; placing, cancelling and a new result ask them again. */
export const LOTTERY_BETS = ['lottery', 'bets'] as const;

/** The player's newest bets on one game. */
export const lotteryBetsQuery = (gameCode: string) =>
  queryOptions({
    queryKey: [...LOTTERY_BETS, gameCode],
    queryFn: ({ signal }) =>
      call(getLotteryBets, { query: { gameCode, pageNo: 1, pageSize: 20 } }, { signal }),
  });

export function useLotteryBets(gameCode: string) {
  const loggedIn = useLoggedIn();
  return useQuery({ ...lotteryBetsQuery(gameCode), enabled: loggedIn });
}
