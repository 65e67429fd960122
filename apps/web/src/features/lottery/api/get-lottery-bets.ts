import { getLotteryBets, type LotteryBetView } from '@gamehall/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../../../lib/api-client.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { refreshMoney } from '../../wallet/index.ts';

/** Every lottery bet list; placing, cancelling and a new result ask them again. */
export const LOTTERY_BETS = ['lottery', 'bets'] as const;

/** How often bets whose draw has been drawn are asked again until they are settled. */
export const SETTLING_POLL_MS = 3_000;

/** The player's newest bets on one game. */
export const lotteryBetsQuery = (gameCode: string) =>
  queryOptions({
    queryKey: [...LOTTERY_BETS, gameCode],
    queryFn: ({ signal }) =>
      call(getLotteryBets, { query: { gameCode, pageNo: 1, pageSize: 20 } }, { signal }),
  });

/** An open bet whose draw time has passed: its settlement is on its way. */
const awaitingSettlement = (list: readonly LotteryBetView[] | undefined, now = Date.now()) =>
  list?.some((b) => b.state === 'OPEN' && Date.parse(b.drawAt) <= now) ?? false;

/**
 * The player's bets on one game. While a drawn bet is still open they are asked again every
 * few seconds (the server settles a draw moments after showing its result), and when a bet
 * leaves OPEN the balance and the records are refreshed: the header shows the win at once.
 */
export function useLotteryBets(gameCode: string) {
  const loggedIn = useLoggedIn();
  const client = useQueryClient();
  const query = useQuery({
    ...lotteryBetsQuery(gameCode),
    enabled: loggedIn,
    refetchInterval: (q) => (awaitingSettlement(q.state.data?.list) ? SETTLING_POLL_MS : false),
  });
  const open = query.data?.list.filter((b) => b.state === 'OPEN').map((b) => b.id) ?? [];
  const wasOpen = useRef<readonly number[]>([]);
  const openKey = open.join(',');
  useEffect(() => {
    const now = new Set(openKey ? openKey.split(',') : []);
    const settled = wasOpen.current.some((id) => !now.has(String(id)));
    wasOpen.current = openKey ? openKey.split(',').map(Number) : [];
    if (settled) void refreshMoney(client, [['records']]);
  }, [openKey, client]);
  return query;
}
