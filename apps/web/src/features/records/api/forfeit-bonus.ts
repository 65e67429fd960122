import { forfeitBonus } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { refreshMoney } from '../../wallet/index.ts';

/**
 * Gives up an active bonus (decision 033): its money leaves the bonus wallet and its
 * turnover stops holding withdrawals back. Whatever the answer, the balances, the grants
 * (under 'records') and the withdraw overview (under 'cashier') are asked again.
 */
export function useForfeitBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grantId: number) => call(forfeitBonus, { body: { grantId } }),
    onSettled: () => refreshMoney(client, [['records'], ['cashier']]),
  });
}
