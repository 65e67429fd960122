import { claimRebate } from '@gamehall/contract';
import { useMoneyAction } from '../../wallet/index.ts';

/**
 * Claims the cashback due into the main wallet, with its idempotency key (a retry after no
 * answer sends the same one). Whatever the answer, the balances, the cashback summary
 * (under 'rewards') and the account record (under 'records') are asked again.
 */
export const useClaimRebate = () => useMoneyAction(claimRebate, [['rewards'], ['records']]);
