import { claimRafflePromotion, getRaffleDraws, getRaffleRounds } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useMoneyAction } from '../../wallet/index.ts';

/**
 * A raffle's rounds: the running one by its seed hash, the last ones over with their
 * seeds. The same for everyone, so under 'system' (a logout keeps it).
 */
export const raffleRoundsQuery = (promotionId: number) =>
  queryOptions({
    queryKey: ['system', 'raffleRounds', promotionId],
    queryFn: ({ signal }) => call(getRaffleRounds, { query: { promotionId } }, { signal }),
  });

/** Asked only for a raffle (`enabled`): the server has no rounds for other promotions. */
export const useRaffleRounds = (promotionId: number, enabled: boolean) =>
  useQuery({ ...raffleRoundsQuery(promotionId), enabled });

/**
 * The player's own draws of a raffle. Under 'rewards': opening an envelope asks them again
 * (with the promotion states), and a logout drops them.
 */
export const raffleDrawsQuery = (promotionId: number) =>
  queryOptions({
    queryKey: ['rewards', 'raffleDraws', promotionId],
    queryFn: ({ signal }) => call(getRaffleDraws, { query: { promotionId } }, { signal }),
  });

/** Asked only for a real player (`enabled`): a visitor has no token, a trial account no draws. */
export const useRaffleDraws = (promotionId: number, enabled: boolean) =>
  useQuery({ ...raffleDrawsQuery(promotionId), enabled });

/**
 * Opens a red envelope with the player's client seed and an idempotency key (a retry after
 * no answer sends the same one, and the server answers the first draw). Whatever the
 * answer, the balances, the promotion states and the draws (under 'rewards') and the bonus
 * grants (under 'records') are asked again, as after any other promotion claim.
 */
export const useOpenRaffle = () => useMoneyAction(claimRafflePromotion, [['rewards'], ['records']]);
