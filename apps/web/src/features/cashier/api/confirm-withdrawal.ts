import { type BodyOf, confirmWithdrawal } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { refreshMoney } from '../../wallet/index.ts';

/**
 * The player's answer to a payout. No request id: the order's state makes a second answer
 * a 409 ORDER_STATE. A refund may follow, so the wallets and lists are asked again.
 */
export function useConfirmWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof confirmWithdrawal>) => call(confirmWithdrawal, { body }),
    onSettled: () => {
      void refreshMoney(client, [['cashier'], ['records']]);
    },
  });
}
