import { type PvpAction, type PvpActionSpec, PvpRuleError } from '../engine.ts';
import { chooseBanker } from './banker.ts';
import { BET_MULTIPLES, GRAB_MULTIPLES } from './rules.ts';
import type { NiuniuGrabSeat, NiuniuGrabState } from './state.ts';

/**
 * Grab: one spec, any whole multiple 0n–4n. `amount` carries the multiple, not chips
 * (nothing is staked before the reveal).
 */
const GRAB_SPECS: readonly PvpActionSpec[] = [
  {
    type: 'grab',
    min: BigInt(GRAB_MULTIPLES[0] as number),
    max: BigInt(GRAB_MULTIPLES.at(-1) as number),
  },
];

/**
 * Bet: one spec per multiple (min = max), because 1, 2, 3, 5 is not a range and a single
 * {min 1n, max 5n} would offer 4. Every spec listed is then exactly a legal action.
 */
const BET_SPECS: readonly PvpActionSpec[] = BET_MULTIPLES.map((m) => ({
  type: 'bet',
  min: BigInt(m),
  max: BigInt(m),
}));

/** Who has yet to choose: every seat in the grab phase, every seat but the banker in bet. */
function undecided(state: NiuniuGrabState): NiuniuGrabSeat[] {
  if (state.phase === 'grab') return state.seats.filter((s) => s.grab === null);
  if (state.phase === 'bet') {
    return state.seats.filter((s) => s.seat !== state.banker && s.bet === null);
  }
  return [];
}

/** Every undecided seat at once, by seat number ascending; empty once revealed. */
export function toActOf(state: NiuniuGrabState): Map<number, readonly PvpActionSpec[]> {
  const specs = state.phase === 'grab' ? GRAB_SPECS : BET_SPECS;
  return new Map(undecided(state).map((s) => [s.seat, specs]));
}

/** The multiple an action's `amount` names, if it is one of `allowed`. */
function readMultiple(action: PvpAction, allowed: readonly number[]): number {
  const { amount } = action;
  if (typeof amount !== 'bigint') {
    throw new PvpRuleError('BAD_AMOUNT', `${action.type} needs its multiple as amount`);
  }
  const multiple = allowed.find((m) => BigInt(m) === amount);
  if (multiple === undefined) {
    throw new PvpRuleError(
      'BAD_AMOUNT',
      `${action.type} takes ${allowed.join(', ')}, not ${amount}`,
    );
  }
  return multiple;
}

function withSeat(state: NiuniuGrabState, seat: number, change: Partial<NiuniuGrabSeat>) {
  return state.seats.map((s) => (s.seat === seat ? { ...s, ...change } : s));
}

/**
 * Applies one seat's grab or bet. OUT_OF_TURN: the seat is not dealt in or has nothing to
 * choose now (already chose, the banker in the bet phase, the hand revealed);
 * ILLEGAL_ACTION: the seat may act but not this way (a bet during the grab, a grab
 * during the bets, anything else); BAD_AMOUNT: a multiple outside the phase's list.
 * The last grab picks the banker and opens the bets; the last bet reveals the hand.
 */
export function actOn(state: NiuniuGrabState, seat: number, action: PvpAction): NiuniuGrabState {
  const specs = toActOf(state).get(seat);
  if (!specs) throw new PvpRuleError('OUT_OF_TURN', `seat ${seat} has nothing to choose now`);
  if (!specs.some((spec) => spec.type === action.type)) {
    throw new PvpRuleError(
      'ILLEGAL_ACTION',
      `${action.type} is not open in the ${state.phase} phase`,
    );
  }
  if (state.phase === 'grab') {
    const grabbed = {
      ...state,
      seats: withSeat(state, seat, { grab: readMultiple(action, GRAB_MULTIPLES) }),
    };
    if (undecided(grabbed).length > 0) return grabbed;
    const { banker, multiple, draw } = chooseBanker(grabbed.seats, grabbed.undealt);
    return { ...grabbed, phase: 'bet', banker, bankerMultiple: multiple, draw };
  }
  const bet = {
    ...state,
    seats: withSeat(state, seat, { bet: readMultiple(action, BET_MULTIPLES) }),
  };
  return undecided(bet).length > 0 ? bet : { ...bet, phase: 'reveal' };
}

/** The choice made for a seat out of time or gone: no grab, or the lowest bet. */
export function timeoutOf(state: NiuniuGrabState, seat: number): PvpAction {
  if (!toActOf(state).has(seat)) {
    throw new PvpRuleError('OUT_OF_TURN', `seat ${seat} has nothing to choose now`);
  }
  return state.phase === 'grab'
    ? { type: 'grab', amount: BigInt(GRAB_MULTIPLES[0] as number) }
    : { type: 'bet', amount: BigInt(BET_MULTIPLES[0] as number) };
}
