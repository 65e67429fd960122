import { type PvpAction, type PvpActionSpec, PvpRuleError } from '../engine.ts';
import { compareZhajinhuaValues } from './hand.ts';
import { valueOfCards } from './showdown.ts';
import { COMPARE, specsFor } from './specs.ts';
import {
  acting,
  inHand,
  MAX_ROUNDS,
  POT_CAP_BOOTS,
  potOf,
  seatOf,
  type ZhajinhuaSeat,
  type ZhajinhuaShowdownReason,
  type ZhajinhuaState,
} from './state.ts';

/** The seat whose turn it is, or an OUT_OF_TURN error. */
export function seatToAct(state: ZhajinhuaState, seat: number): ZhajinhuaSeat {
  const found = seatOf(state, seat);
  if (!found) throw new PvpRuleError('OUT_OF_TURN', `seat ${seat} is not dealt in`);
  if (state.ended !== null || state.turn !== seat) {
    throw new PvpRuleError('OUT_OF_TURN', `it is not seat ${seat}'s turn`);
  }
  return found;
}

/**
 * The chips an action adds, checked against its spec. Every chip action here has one size
 * (min = max), so a missing amount means that size; an amount on a free action is wrong.
 */
function amountFor(spec: PvpActionSpec, action: PvpAction): bigint {
  if (spec.min === undefined || spec.max === undefined) {
    if (action.amount !== undefined && action.amount !== 0n) {
      throw new PvpRuleError('BAD_AMOUNT', `${spec.type} puts no chips in`);
    }
    return 0n;
  }
  const amount = action.amount ?? spec.min;
  if (typeof amount !== 'bigint') throw new PvpRuleError('BAD_AMOUNT', 'amounts are bigints');
  if (amount < spec.min || amount > spec.max) {
    throw new PvpRuleError('BAD_AMOUNT', `${spec.type} puts ${spec.min}–${spec.max} in`);
  }
  return amount;
}

function pay(seat: ZhajinhuaSeat, amount: bigint) {
  seat.stack -= amount;
  seat.committed += amount;
  // A seat that has put its last chip in stops acting, whatever the action that emptied it.
  if (seat.stack === 0n) seat.allIn = true;
}

function showdown(state: ZhajinhuaState, reason: ZhajinhuaShowdownReason) {
  for (const s of inHand(state)) s.shown = true;
  state.ended = 'showdown';
  state.showdownReason = reason;
  state.turn = null;
}

/**
 * After a turn-ending action: the hand ends with one seat left in; goes to a showdown at
 * the pot cap, or when fewer than two seats can still act (all-ins: nobody is left to bet
 * against, and an all-in for less than a call is no bet the others must match); else the
 * turn passes to the next seat that can act, a new round starting when it passes the
 * button, and a showdown after the last round.
 */
function endTurn(state: ZhajinhuaState, from: number) {
  if (inHand(state).length === 1) {
    state.ended = 'lastStanding';
    state.turn = null;
    return;
  }
  if (potOf(state) >= state.boot * POT_CAP_BOOTS) return showdown(state, 'potCap');
  if (acting(state).length < 2) return showdown(state, 'allIn');
  const n = state.seats.length;
  for (let step = 1; step <= n; step++) {
    const next = (from + step) % n;
    const seat = state.seats[next] as ZhajinhuaSeat;
    if (seat.out !== null || seat.allIn) continue;
    // Passing the button (back to an earlier seat in acting order) starts a new round.
    if (next <= from) {
      if (state.round === MAX_ROUNDS) return showdown(state, 'rounds');
      state.round += 1;
    }
    state.turn = seat.seat;
    return;
  }
}

/** 比牌: the loser folds; a tie loses for the seat that asked. Both now know both hands. */
function compare(state: ZhajinhuaState, by: ZhajinhuaSeat, targetSeat: number) {
  const target = seatOf(state, targetSeat) as ZhajinhuaSeat;
  const wins = compareZhajinhuaValues(valueOfCards(by.cards), valueOfCards(target.cards)) > 0;
  const loser = wins ? target : by;
  loser.out = 'compare';
  // Each saw its own cards in the compare: a blind winner plays on seen.
  by.seen = true;
  target.seen = true;
  state.compares.push({ by: by.seat, target: target.seat, loser: loser.seat });
}

/** 开牌, the last two: both hands to everyone, the better wins, a tie loses for the asker. */
function show(state: ZhajinhuaState, by: ZhajinhuaSeat) {
  const other = inHand(state).find((s) => s.seat !== by.seat) as ZhajinhuaSeat;
  const wins = compareZhajinhuaValues(valueOfCards(by.cards), valueOfCards(other.cards)) > 0;
  (wins ? other : by).out = 'show';
  by.shown = true;
  other.shown = true;
  state.ended = 'show';
  state.turn = null;
}

export function applyAction(
  previous: ZhajinhuaState,
  seatNumber: number,
  action: PvpAction,
): ZhajinhuaState {
  seatToAct(previous, seatNumber);
  const state = structuredClone(previous);
  const seat = seatOf(state, seatNumber) as ZhajinhuaSeat;
  const index = state.seats.indexOf(seat);
  const spec = specsFor(state, seat).find((s) => s.type === action.type);
  if (!spec) {
    throw new PvpRuleError('ILLEGAL_ACTION', `${action.type} is not open to seat ${seatNumber}`);
  }
  const amount = amountFor(spec, action);
  seat.lastAction = spec.type;
  switch (spec.type) {
    case 'look':
      seat.seen = true;
      return state; // looking does not end the turn
    case 'fold':
      seat.out = 'fold';
      break;
    case 'raise':
      state.stake *= 2n;
      pay(seat, amount);
      break;
    case 'show':
      pay(seat, amount);
      show(state, seat);
      return state;
    default: // call, allin, compare:<seat>
      pay(seat, amount);
      if (spec.type.startsWith(COMPARE)) {
        compare(state, seat, Number(spec.type.slice(COMPARE.length)));
      }
  }
  endTurn(state, index);
  return state;
}
