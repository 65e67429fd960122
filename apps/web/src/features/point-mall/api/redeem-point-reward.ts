import { redeemPointReward } from '@gamehall/contract';
import { useMoneyAction } from '../../wallet/index.ts';

/**
 * Redeems an item with the payment password (an E call: the api client seals the body),
 * with its idempotency key. Whatever the answer, the balances (a CASH item pays into the
 * main wallet) and every 'points' query (balance, stock, history, record) are asked again.
 */
export const useRedeemPointReward = () => useMoneyAction(redeemPointReward, [['points']]);
