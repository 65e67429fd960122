import { claimMission } from '@gamehall/contract';
import { useMoneyAction } from '../../wallet/index.ts';

/**
 * Takes a finished mission's reward (points, and a bonus where it gives one) with its
 * idempotency key. Whatever the answer, the balances, the missions and leaderboard, the
 * points and the bonuses are asked again.
 */
export const useClaimMission = () =>
  useMoneyAction(claimMission, [['missions'], ['points'], ['records']]);
