import type { PvpEngine } from '../engine.ts';
import { actOn } from './act.ts';
import { MAX_FAN } from './fan.ts';
import { settleMahjong } from './settle.ts';
import { SEATS, startFromDeck } from './start.ts';
import type { MahjongState } from './state.ts';
import { timeoutOf, toActOf } from './turns.ts';
import { viewMahjong } from './view.ts';

/**
 * What one seat can owe in a hand: the top win (stake × 2^MAX_FAN) to each of the other
 * three — it only ever pays one of them once, so this covers the largest single payment
 * three times over, as the room rule asks (README.md "Money").
 */
export function mahjongMinStack(stake: bigint): bigint {
  return stake * 2n ** BigInt(MAX_FAN) * 3n;
}

/**
 * Hong Kong "chicken hand" mahjong, exactly four seats; README.md has the rules, the
 * scoring and how the wall comes from the hand's fair input. `stake` is the unit: a win
 * pays stake × 2^fan. Nothing is staked while the hand is played; the money moves once,
 * at the end, from the payers to the winner.
 */
export const mahjongEngine: PvpEngine<MahjongState> = {
  id: 'mahjong',
  minSeats: SEATS,
  maxSeats: SEATS,
  minStack: mahjongMinStack,
  start: startFromDeck,
  toAct: toActOf,
  act: actOn,
  timeoutAction: timeoutOf,
  isOver: (state) => state.phase === 'over',
  result: settleMahjong,
  view: viewMahjong,
};
