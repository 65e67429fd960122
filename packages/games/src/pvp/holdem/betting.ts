import { type PvpAction, PvpRuleError } from '../engine.ts';
import { chipsOf, legalActions } from './legal.ts';
import {
  canAct,
  cloneState,
  type HoldemActionType,
  type HoldemLastAction,
  type HoldemSeat,
  type HoldemState,
  type HoldemStreet,
} from './state.ts';

/**
 * Moves chips from the seat's stack to its bet (the caller has checked the amount), and
 * lifts the street's bet when the seat went above it. Only a full raise (at least the
 * last full bet or raise) sets the new minimum raise size: a short all-in raises the bet
 * without changing it.
 */
export function putIn(state: HoldemState, s: HoldemSeat, chips: bigint): void {
  s.stack -= chips;
  s.bet += chips;
  s.committed += chips;
  if (s.stack === 0n) s.allIn = true;
  if (s.bet > state.currentBet) {
    const raise = s.bet - state.currentBet;
    if (raise >= state.lastRaise) state.lastRaise = raise;
    state.currentBet = s.bet;
  }
}

export function record(state: HoldemState, s: HoldemSeat, last: HoldemLastAction): void {
  s.lastAction = last;
  state.log.push({ street: state.street, seat: s.seat, ...last });
}

/**
 * Whether the seat still has to act on this street: it is behind the bet, or it has not
 * acted yet and someone else could still answer (a lone seat with chips, matched, has
 * nobody left to bet against).
 */
function needsToAct(state: HoldemState, s: HoldemSeat): boolean {
  if (!canAct(s)) return false;
  if (s.bet < state.currentBet) return true;
  return !s.acted && state.seats.some((o) => o !== s && canAct(o));
}

const NEXT_STREET: Partial<Record<HoldemStreet, { street: HoldemStreet; board: number }>> = {
  preflop: { street: 'flop', board: 3 },
  flop: { street: 'turn', board: 4 },
  turn: { street: 'river', board: 5 },
};

/**
 * Gives the turn to the first seat that must act, looking round the table from index
 * `from` (of `state.seats`); when nobody must, the street is over.
 */
export function passTurn(state: HoldemState, from: number): void {
  const n = state.seats.length;
  for (let k = 0; k < n; k++) {
    const s = state.seats[(from + k) % n] as HoldemSeat;
    if (needsToAct(state, s)) {
      state.toAct = s.seat;
      return;
    }
  }
  endStreet(state);
}

/**
 * Closes a street. After the river, or when at most one seat can still bet (the rest
 * all-in or folded), the rest of the board is dealt and the hand goes to showdown: no
 * more betting is possible. Otherwise the next street opens with fresh bets, the minimum
 * bet back to the big blind, first to act the first seat still in left of the button
 * (heads-up that is the big blind: the button acts last after the flop).
 */
function endStreet(state: HoldemState): void {
  const next = NEXT_STREET[state.street];
  const bettors = state.seats.filter(canAct).length;
  state.toAct = null;
  if (!next || bettors < 2) {
    state.street = 'showdown';
    state.boardShown = state.runout.length;
    return;
  }
  state.street = next.street;
  state.boardShown = next.board;
  state.currentBet = 0n;
  state.lastRaise = state.stake;
  for (const s of state.seats) {
    s.bet = 0n;
    s.acted = false;
    s.actedAt = 0n;
    if (canAct(s)) s.lastAction = null; // the page shows this street's moves; folds and all-ins stay
  }
  passTurn(state, 0);
}

/**
 * One seat's action on a copy of the state. The last seat left when the others fold wins
 * the hand there, with no cards shown and no more board dealt.
 */
export function applyAction(state: HoldemState, seat: number, action: PvpAction): HoldemState {
  if (state.toAct === null || seat !== state.toAct) {
    throw new PvpRuleError('OUT_OF_TURN', `it is not seat ${seat}'s turn`);
  }
  const index = state.seats.findIndex((s) => s.seat === seat);
  const before = state.seats[index] as HoldemSeat;
  const chips = chipsOf(legalActions(state, before), action);
  const next = cloneState(state);
  const s = next.seats[index] as HoldemSeat;
  const type = action.type as HoldemActionType; // chipsOf found it among the open ones
  if (type === 'fold') s.folded = true;
  else putIn(next, s, chips);
  s.acted = true;
  s.actedAt = next.currentBet;
  record(next, s, { type, amount: chips });
  if (next.seats.filter((o) => !o.folded).length === 1) {
    next.street = 'over';
    next.toAct = null;
    return next;
  }
  passTurn(next, index + 1);
  return next;
}
