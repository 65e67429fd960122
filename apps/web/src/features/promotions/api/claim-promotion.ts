import { claimPromotion } from '@gamehall/contract';
import { useMoneyAction } from '../../wallet/index.ts';

/**
 * Claims a promotion's bonus with its idempotency key (a retry after no answer sends the
 * same one). Whatever the answer, the balances, the promotion states (under 'rewards') and
 * the bonus grants (under 'records') are asked again.
 */
export const useClaimPromotion = () => useMoneyAction(claimPromotion, [['rewards'], ['records']]);
