import type { PvpActionSpec, PvpEngine } from '../engine.ts';
import { applyAction } from './betting.ts';
import { dealHoldem, HOLDEM_MAX_SEATS, HOLDEM_MIN_SEATS } from './deal.ts';
import { legalActions, toCall } from './legal.ts';
import { holdemResult } from './result.ts';
import { type HoldemState, isOverStreet, seatOf } from './state.ts';
import { holdemView } from './view.ts';

/**
 * No-limit Texas hold'em, table stakes, 2–9 seats (README.md): the room's stake is the big
 * blind, the small blind half of it. One seat acts at a time; the hand ends at showdown or
 * when all but one seat have folded.
 */
export const holdemEngine: PvpEngine<HoldemState> = {
  id: 'holdem',
  minSeats: HOLDEM_MIN_SEATS,
  maxSeats: HOLDEM_MAX_SEATS,
  /** One big blind: enough to post it. */
  minStack: (stake) => stake,
  start: dealHoldem,
  toAct(state) {
    const s = state.toAct === null ? undefined : seatOf(state, state.toAct);
    return new Map<number, readonly PvpActionSpec[]>(s ? [[s.seat, legalActions(state, s)]] : []);
  },
  act: applyAction,
  timeoutAction(state, seat) {
    const s = seatOf(state, seat);
    return s && !isOverStreet(state.street) && toCall(state, s) === 0n
      ? { type: 'check' }
      : { type: 'fold' };
  },
  isOver: (state) => isOverStreet(state.street),
  result: holdemResult,
  view: holdemView,
};
