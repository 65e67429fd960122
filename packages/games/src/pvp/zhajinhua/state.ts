import type { Card } from '../../tables/baccarat/cards.ts';

/** A room's minimum stack, in boots: enough for the boot and a few rounds of play. */
export const MIN_STACK_BOOTS = 10n;
/** The pot at which everyone still in is compared (showdown), in boots. */
export const POT_CAP_BOOTS = 200n;
/** A raise doubles the stake S, and only while the doubled S is at most this many boots. */
export const MAX_STAKE_BOOTS = 10n;
/** After this many betting rounds everyone still in is compared. */
export const MAX_ROUNDS = 20;

/** How a seat left the hand: folded, lost a compare (比牌), lost the final show. */
export type ZhajinhuaOut = 'fold' | 'compare' | 'show';

export interface ZhajinhuaSeat {
  seat: number;
  /** Chips not yet put in. */
  stack: bigint;
  /** Chips put in this hand (boot included). */
  committed: bigint;
  cards: Card[];
  /** Looked at its cards (看牌, "seen"): it now pays double. A compare shows them too. */
  seen: boolean;
  out: ZhajinhuaOut | null;
  /** Put its last chip in: stops acting, goes to the showdown for the pots it can win. */
  allIn: boolean;
  /** The seat's own last action ('boot' after the deal), for the table's display. */
  lastAction: string | null;
  /** Cards shown to everyone at the end (show, showdown). */
  shown: boolean;
}

/** A compare (比牌 / side show): public except the cards, which only the two saw. */
export interface ZhajinhuaCompare {
  by: number;
  target: number;
  loser: number;
}

export type ZhajinhuaEnd = 'lastStanding' | 'show' | 'showdown';
/** Why the hand went to a showdown. */
export type ZhajinhuaShowdownReason = 'potCap' | 'rounds' | 'allIn';

/**
 * A hand of zha jin hua. Plain data only (bigints for chips), so it survives
 * `encodePvpState`/`decodePvpState`.
 */
export interface ZhajinhuaState {
  /** The room's boot (ante): `PvpStart.stake`. */
  boot: bigint;
  button: number;
  /** Seats in acting order: from the button's left round to the button. */
  seats: ZhajinhuaSeat[];
  /** The current stake S, in blind terms: a blind call puts S, a seen call 2S. */
  stake: bigint;
  /** The betting round, from 1: a round ends each time the turn passes the button. */
  round: number;
  /** The seat to act; null once the hand is over. */
  turn: number | null;
  compares: ZhajinhuaCompare[];
  ended: ZhajinhuaEnd | null;
  showdownReason: ZhajinhuaShowdownReason | null;
}

export function seatOf(state: ZhajinhuaState, seat: number): ZhajinhuaSeat | undefined {
  return state.seats.find((s) => s.seat === seat);
}

/** Seats still in (not folded, not beaten): all-in seats included. */
export function inHand(state: ZhajinhuaState): ZhajinhuaSeat[] {
  return state.seats.filter((s) => s.out === null);
}

/** Seats still in that can act (not all-in). */
export function acting(state: ZhajinhuaState): ZhajinhuaSeat[] {
  return state.seats.filter((s) => s.out === null && !s.allIn);
}

export function potOf(state: ZhajinhuaState): bigint {
  return state.seats.reduce((sum, s) => sum + s.committed, 0n);
}

/** Seat numbers in acting order (the button's left first): `splitPot`'s odd-chip order. */
export function actingOrder(state: ZhajinhuaState): number[] {
  return state.seats.map((s) => s.seat);
}
