import { placeLotteryBets } from '@gamehall/contract';
import { useMoneyAction } from '../../wallet/index.ts';
import { LOTTERY_BETS } from './get-lottery-bets.ts';

/**
 * Places a slip (one draw or a chase) with its idempotency key: a fresh requestId per
 * submission, the same one when that submission is sent again after an unknown outcome.
 * Then the balance (header, side menu), the records and my bets are asked again.
 */
export const usePlaceLotteryBets = () =>
  useMoneyAction(placeLotteryBets, [LOTTERY_BETS, ['records']]);
