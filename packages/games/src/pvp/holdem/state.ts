import type { Card } from '../../tables/baccarat/cards.ts';

/**
 * A hand's stage. 'showdown': over, the board dealt in full and the live hands compared;
 * 'over': over because every other seat folded (no cards shown, the board stops where it
 * was).
 */
export type HoldemStreet = 'preflop' | 'flop' | 'turn' | 'river' | 'showdown' | 'over';

export type HoldemActionType = 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'allin';

export const HOLDEM_ACTION_TYPES: readonly HoldemActionType[] = [
  'fold',
  'check',
  'call',
  'bet',
  'raise',
  'allin',
];

/** A seat's last move on the table: an action, or a blind it posted (for the page). */
export interface HoldemLastAction {
  type: HoldemActionType | 'smallBlind' | 'bigBlind';
  /** Chips it added (0 for fold and check). */
  amount: bigint;
}

/** One line of the hand's history, blinds included: what /verify and the page replay. */
export interface HoldemLogEntry extends HoldemLastAction {
  street: HoldemStreet;
  seat: number;
}

export interface HoldemSeat {
  seat: number;
  /** Chips behind: not yet put in. */
  stack: bigint;
  /** Two cards, the first dealt first. */
  hole: Card[];
  /** Chips put in on this street. */
  bet: bigint;
  /** Chips put in this hand, blinds included: what the pots are built from. */
  committed: bigint;
  folded: boolean;
  /** No chips behind: stays in the hand, never asked to act again. */
  allIn: boolean;
  /** Acted on this street. Posting a blind is not acting: the big blind keeps its option. */
  acted: boolean;
  /**
   * The street's bet level right after this seat last acted. Raising is open to it again
   * only when the level has since risen by at least a full raise (`lastRaise`): a short
   * all-in alone does not reopen the betting.
   */
  actedAt: bigint;
  lastAction: HoldemLastAction | null;
}

/**
 * A hold'em hand between requests. Plain data only (arrays, objects, numbers, strings,
 * bigints, null) so that it round-trips through encodePvpState/decodePvpState unchanged.
 */
export interface HoldemState {
  /** The big blind. */
  stake: bigint;
  smallBlind: bigint;
  button: number;
  /**
   * The seats dealt in, from the button's left round to the button (last): the order of
   * the deal, of post-flop action and of the odd chips of a split pot.
   */
  seats: HoldemSeat[];
  /**
   * The five board cards as the deck will give them (flop, turn, river): fixed by the
   * deal, secret until dealt. `view` shows only the first `boardShown`.
   */
  runout: Card[];
  /** Board cards dealt so far: 0, 3, 4 or 5. */
  boardShown: number;
  street: HoldemStreet;
  /** The seat whose turn it is; null once the hand is over. */
  toAct: number | null;
  /** The street's highest bet: what every seat still in must match. */
  currentBet: bigint;
  /** The size of the street's last full bet or raise (the big blind before any). */
  lastRaise: bigint;
  log: HoldemLogEntry[];
}

/** The smaller of two chip amounts (Math.min takes no bigints). */
export const minChips = (a: bigint, b: bigint) => (a < b ? a : b);

/** Still in the hand and with chips behind: can be asked to act. */
export const canAct = (s: HoldemSeat) => !s.folded && !s.allIn;

export function seatOf(state: HoldemState, seat: number): HoldemSeat | undefined {
  return state.seats.find((s) => s.seat === seat);
}

export function isOverStreet(street: HoldemStreet): boolean {
  return street === 'showdown' || street === 'over';
}

/**
 * A copy to change: every seat (the only mutable parts) and the log are new; cards are
 * never changed, so they are shared.
 */
export function cloneState(state: HoldemState): HoldemState {
  return {
    ...state,
    seats: state.seats.map((s) => ({
      ...s,
      lastAction: s.lastAction && { ...s.lastAction },
    })),
    log: [...state.log],
  };
}
