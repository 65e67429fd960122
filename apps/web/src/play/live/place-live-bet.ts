import { liveTableBet } from '@gamehall/contract';
import { call } from '../../lib/api-client.ts';
import { type RoundBets, useIdempotentAction } from '../session/use-round.ts';
import type { LivePlaced } from './get-live-state.ts';

/**
 * The slip's chips on the round taking bets, played idempotently as crash's bet is: one
 * requestId per press, the same one when a press that failed unanswered is retried, so the
 * chips are never staked twice.
 */
export const usePlaceLiveBet = (onPlaced: (placed: LivePlaced) => void) =>
  useIdempotentAction<RoundBets<typeof liveTableBet>, LivePlaced>(
    (body) => call(liveTableBet, { body }),
    onPlaced,
  );
