import { cashOutSportsBet } from '@gamehall/contract';
import { useMoneyAction } from '../../wallet/index.ts';
import { SPORTS_BETS } from './keys.ts';

/**
 * Ends an open bet for the offer the player saw, with its idempotency key (the same one
 * when that cash-out is retried after no answer); then the balance and the bets are asked again.
 */
export const useCashOutSportsBet = () =>
  useMoneyAction(cashOutSportsBet, [SPORTS_BETS, ['records']]);
