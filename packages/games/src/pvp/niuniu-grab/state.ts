import type { Card } from '../../tables/baccarat/cards.ts';

/**
 * grab: every seat picks a grab multiple; bet: every seat but the banker picks a bet
 * multiple; reveal: all hands shown, the hand is over and `result` settles it.
 */
export type NiuniuGrabPhase = 'grab' | 'bet' | 'reveal';

export interface NiuniuGrabSeat {
  seat: number;
  /** Chips at the hand's start (nothing moves before the reveal). */
  stack: bigint;
  /** Five cards in the order dealt; the fifth stays hidden from its owner until the reveal. */
  cards: Card[];
  /** The grab multiple called (0–4), null until chosen. */
  grab: number | null;
  /** The bet multiple called (1, 2, 3, 5), null until chosen and always null for the banker. */
  bet: number | null;
}

/** How the banker was picked when several seats shared the highest grab (see banker.ts). */
export interface NiuniuGrabDraw {
  /** The tied seats, by seat number ascending. */
  tied: number[];
  /** The deck card that decided it. */
  card: Card;
}

/**
 * One hand, JSON-safe for `encodePvpState`: plain objects, arrays, numbers, strings,
 * bigints and null only (no undefined, which JSON would drop).
 */
export interface NiuniuGrabState {
  phase: NiuniuGrabPhase;
  /** The room's base bet B in minor units. */
  stake: bigint;
  button: number;
  /** Seats from the button's left, the button last: the deal and the settlement order. */
  order: number[];
  /** The seats dealt in, by seat number ascending. */
  seats: NiuniuGrabSeat[];
  /** deck[5 × seats] onward, kept for the banker draw (never shown before it is used). */
  undealt: Card[];
  banker: number | null;
  /** The banker's grab multiple, or 1 when every seat grabbed 0. Null before the banker. */
  bankerMultiple: number | null;
  /** Null when one seat grabbed highest alone (or before the grab phase ends). */
  draw: NiuniuGrabDraw | null;
}

export function seatOf(state: NiuniuGrabState, seat: number): NiuniuGrabSeat | undefined {
  return state.seats.find((s) => s.seat === seat);
}
