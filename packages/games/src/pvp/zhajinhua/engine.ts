import type { PvpEngine } from '../engine.ts';
import { applyAction } from './act.ts';
import { zhajinhuaResult } from './result.ts';
import { specsFor } from './specs.ts';
import { MAX_SEATS, MIN_SEATS, startZhajinhua } from './start.ts';
import { MIN_STACK_BOOTS, seatOf, type ZhajinhuaState } from './state.ts';
import { zhajinhuaView } from './view.ts';

/**
 * Zha jin hua (炸金花) / teen patti for 2–6 players: boot, blind and seen play, call
 * (chaal), raise, compare (比牌 / side show), show with two left, fold; a showdown at the pot
 * cap, after 20 rounds, or when fewer than two seats can still act. Rules: README.md.
 */
export const zhajinhuaEngine: PvpEngine<ZhajinhuaState> = {
  id: 'zhajinhua',
  minSeats: MIN_SEATS,
  maxSeats: MAX_SEATS,
  minStack: (stake) => stake * MIN_STACK_BOOTS,
  start: startZhajinhua,
  toAct(state) {
    const seat = state.turn === null ? undefined : seatOf(state, state.turn);
    return new Map(seat && state.ended === null ? [[seat.seat, specsFor(state, seat)]] : []);
  },
  act: applyAction,
  // Nothing is free in zha jin hua (every call costs), so the timeout folds; it never looks.
  timeoutAction: () => ({ type: 'fold' }),
  isOver: (state) => state.ended !== null,
  result: zhajinhuaResult,
  view: zhajinhuaView,
};
