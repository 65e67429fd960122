import { rouletteSpin, type ValueOf } from '@gamehall/contract';
import { call } from '../../lib/api-client.ts';
import { type RoundBets, useRound } from '../session/use-round.ts';

export type RouletteRound = ValueOf<typeof rouletteSpin>;

/** A spin of the wheel for the slip's bets, played idempotently. */
export const useRouletteSpin = () =>
  useRound<RoundBets<typeof rouletteSpin>, RouletteRound>((body) => call(rouletteSpin, { body }));
