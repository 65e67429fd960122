import { liveTableDecide, type ValueOf } from '@gamehall/contract';
import { call } from '../../lib/api-client.ts';
import { type RoundBets, useIdempotentAction } from '../session/use-round.ts';

/** A decision's answer: the player's decisions now, with the balance after its stake. */
export type LiveDecided = ValueOf<typeof liveTableDecide>;

/**
 * A decision at a table where players decide (play, fold, call…), sent idempotently as
 * the table's bets are (place-live-bet.ts): one requestId per press, the same one when a
 * press that failed unanswered is retried, so a decision's stake is never taken twice.
 */
export const useLiveDecide = (onDecided: (decided: LiveDecided) => void) =>
  useIdempotentAction<RoundBets<typeof liveTableDecide>, LiveDecided>(
    (body) => call(liveTableDecide, { body }),
    onDecided,
  );
