import { getLotteryGame, type ValueOf } from '@gamehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type LotteryGame = ValueOf<typeof getLotteryGame>;

/** A game's betting rules and its open draws: the one taking bets first, `draws` in all. */
export const lotteryGameQuery = (gameCode: string, draws: number) =>
  queryOptions({
    queryKey: ['lottery', 'game', gameCode, draws],
    queryFn: ({ signal }) => call(getLotteryGame, { query: { gameCode, draws } }, { signal }),
  });

/**
 * Asked again just after the draw taking bets reaches its cut-off (the next one then takes
 * them), and every few seconds until the server has moved on.
 */
export function untilCutoff(query: { state: { data?: LotteryGame | undefined } }) {
  const open = query.state.data?.draws[0];
  if (!open) return 10_000;
  const left = Date.parse(open.closesAt) - Date.now();
  return left > 0 ? Math.min(left + 1_000, 60_000) : 2_000;
}

export const useLotteryGame = (gameCode: string, draws: number) =>
  useQuery({
    ...lotteryGameQuery(gameCode, draws),
    // A chase asks for more draws: the page keeps showing the draw it has meanwhile.
    placeholderData: keepPreviousData,
    refetchInterval: untilCutoff,
  });
