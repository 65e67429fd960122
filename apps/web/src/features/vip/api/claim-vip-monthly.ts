import { claimVipMonthly } from '@gamehall/contract';
import { useMoneyAction } from '../../wallet/index.ts';

/**
 * Claims the monthly bonus of the player's VIP rank with its idempotency key (a retry
 * after no answer sends the same one, so it never pays twice). Whatever the answer, the
 * balances, the rank with its monthly bonus (under 'rewards') and the bonus grants (under
 * 'records') are asked again.
 */
export const useClaimVipMonthly = () => useMoneyAction(claimVipMonthly, [['rewards'], ['records']]);
