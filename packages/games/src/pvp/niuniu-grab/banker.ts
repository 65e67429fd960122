import type { Card } from '../../tables/baccarat/cards.ts';
import { DECK_SIZE } from '../../tables/cards/deck.ts';
import { cardCode } from '../../tables/poker-hands/codes.ts';
import type { NiuniuGrabDraw, NiuniuGrabSeat } from './state.ts';

/**
 * One of `tied` (seat numbers ascending), drawn from the cards after the deal
 * (`undealt` = deck[5n], deck[5n + 1], …). A card's code is its place in the unshuffled
 * deck, c = suit index × 13 + rank − 1 with suits clubs, diamonds, hearts, spades (A♣ 0,
 * K♠ 51). With k tied seats the first card whose code is below L = 52 − (52 mod k) picks
 * tied[c mod k].
 *
 * Why not simply deck[5n] mod k: 52 is not a multiple of 3, 5 or 6, so the first seats
 * would win a little more often (9/52 against 8/52 for six). Skipping the top 52 mod k
 * codes (at most 4, for k = 6) makes every tied seat equally likely; for k = 2 and 4
 * nothing is skipped, and otherwise deck[5n] decides unless it is one of those few
 * cards. Six seats leave 22 undealt cards, so some card always qualifies.
 */
export function drawBanker(tied: readonly number[], undealt: readonly Card[]): NiuniuGrabDraw {
  const k = tied.length;
  const limit = DECK_SIZE - (DECK_SIZE % k);
  for (const card of undealt) {
    const code = cardCode(card);
    if (code < limit) return { tied: [...tied], card: { rank: card.rank, suit: card.suit } };
  }
  throw new Error('no undealt card can draw the banker'); // cannot happen with a full deck
}

/** The seat a draw picked. */
export function drawnSeat(draw: NiuniuGrabDraw): number {
  return draw.tied[cardCode(draw.card) % draw.tied.length] as number;
}

export interface BankerChoice {
  banker: number;
  /** The highest grab, or 1 when every seat grabbed 0 (all of them then tie at 1×). */
  multiple: number;
  /** Null when one seat grabbed highest alone. */
  draw: NiuniuGrabDraw | null;
}

/** The banker once every seat has grabbed: the highest multiple, ties drawn. */
export function chooseBanker(
  seats: readonly NiuniuGrabSeat[],
  undealt: readonly Card[],
): BankerChoice {
  const top = Math.max(...seats.map((s) => s.grab ?? 0));
  const tied = seats
    .filter((s) => (s.grab ?? 0) === top)
    .map((s) => s.seat)
    .sort((a, b) => a - b);
  const multiple = top === 0 ? 1 : top;
  if (tied.length === 1) return { banker: tied[0] as number, multiple, draw: null };
  const draw = drawBanker(tied, undealt);
  return { banker: drawnSeat(draw), multiple, draw };
}
