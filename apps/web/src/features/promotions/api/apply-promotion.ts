import { applyPromotion } from '@gamehall/contract';
import { useMoneyAction } from '../../wallet/index.ts';

/**
 * Applies to a promotion (product §5) with its idempotency key, so a retry after no answer
 * never files two applications; the promotion states (under 'rewards') are asked again.
 */
export const useApplyPromotion = () => useMoneyAction(applyPromotion, [['rewards']]);
