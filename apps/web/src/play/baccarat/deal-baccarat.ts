import { baccaratDeal, type ValueOf } from '@gamehall/contract';
import { call } from '../../lib/api-client.ts';
import { type RoundBets, useRound } from '../session/use-round.ts';

export type BaccaratRound = ValueOf<typeof baccaratDeal>;

/** A coup for the slip's bets, played idempotently. */
export const useBaccaratDeal = () =>
  useRound<RoundBets<typeof baccaratDeal>, BaccaratRound>((body) => call(baccaratDeal, { body }));
