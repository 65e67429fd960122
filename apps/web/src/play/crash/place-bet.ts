import { crashBet, type ValueOf } from '@gamehall/contract';
import { call } from '../../lib/api-client.ts';
import { type RoundBets, useIdempotentAction } from '../session/use-round.ts';

/** The bet as the server took it (a cash-out answers the same), with the balance after it. */
export type Placed = ValueOf<typeof crashBet>;

/**
 * A bet on the round taking bets, played idempotently: a press that failed unanswered is
 * sent again with its requestId, so it never bets twice.
 */
export const usePlaceBet = (onPlaced: (placed: Placed) => void) =>
  useIdempotentAction<RoundBets<typeof crashBet>, Placed>(
    (body) => call(crashBet, { body }),
    onPlaced,
  );
