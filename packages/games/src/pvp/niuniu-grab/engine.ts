import type { PvpEngine } from '../engine.ts';
import { MAX_SEATS, MIN_SEATS, startNiuniuGrab } from './deal.ts';
import { niuniuGrabMinStack } from './rules.ts';
import { settleNiuniuGrab } from './settle.ts';
import type { NiuniuGrabState } from './state.ts';
import { actOn, timeoutOf, toActOf } from './turns.ts';
import { viewNiuniuGrab } from './view.ts';

/**
 * Niu niu with banker grab (抢庄牛牛), 2–6 seats; README.md has the rules and how /verify
 * recomputes a hand. `stake` is the base bet B. Nothing is staked while the hand is
 * played: grab and bet actions carry multiples, and the money moves once, at the reveal,
 * player against banker only.
 */
export const niuniuGrabEngine: PvpEngine<NiuniuGrabState> = {
  id: 'niuniu-grab',
  minSeats: MIN_SEATS,
  maxSeats: MAX_SEATS,
  minStack: niuniuGrabMinStack,
  start: startNiuniuGrab,
  toAct: toActOf,
  act: actOn,
  timeoutAction: timeoutOf,
  isOver: (state) => state.phase === 'reveal',
  result: settleNiuniuGrab,
  view: viewNiuniuGrab,
};
