import { type BodyOf, cancelLotteryBets } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { refreshMoney } from '../../wallet/index.ts';
import { LOTTERY_BETS } from './get-lottery-bets.ts';

/**
 * Cancels an open bet (betId) or the rest of a chase (orderId) before its cut-off; the
 * stakes come back, so the balance and the lists are asked again, answered or not.
 */
export function useCancelLotteryBets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof cancelLotteryBets>) => call(cancelLotteryBets, { body }),
    onSettled: () => {
      void refreshMoney(client, [LOTTERY_BETS, ['records']]);
    },
  });
}
