import { shuffledPrefix } from '../../fair/shuffled-prefix.ts';
import type { Card } from '../baccarat/cards.ts';
import { DECK_SIZE, unshuffledDeckCard } from '../cards/deck.ts';
import { compareHands, evaluateHand, type NiuniuHand } from './hand.ts';

/** A player position's hand, and whether it beat the banker's. */
export interface NiuniuPlayerHand extends NiuniuHand {
  win: boolean;
}

/** A round: the banker's hand and the three player positions' hands. */
export interface NiuniuOutcome {
  banker: NiuniuHand;
  players: [NiuniuPlayerHand, NiuniuPlayerHand, NiuniuPlayerHand];
}

export const POSITIONS = 3;
/** Five cards to the banker and to each of the three positions. */
export const NIUNIU_UNIFORMS = 5 * (POSITIONS + 1);

/** Cards 0–4 to the banker, 5–9 to position 1, 10–14 to position 2, 15–19 to position 3. */
export function niuniuFromCards(cards: readonly Card[]): NiuniuOutcome {
  if (cards.length !== NIUNIU_UNIFORMS) throw new RangeError('niu niu deals 20 cards');
  const banker = evaluateHand(cards.slice(0, 5));
  const player = (p: number): NiuniuPlayerHand => {
    const hand = evaluateHand(cards.slice(5 * p, 5 * p + 5));
    return { ...hand, win: compareHands(hand, banker) > 0 };
  };
  return { banker, players: [player(1), player(2), player(3)] };
}

/**
 * One fresh 52-card deck a round; the first 20 cards of a forward Fisher–Yates shuffle
 * are drawn (`shuffledPrefix`), in blocks of five: banker, position 1, 2, 3.
 */
export function dealNiuniu(uniforms: readonly number[]): NiuniuOutcome {
  if (uniforms.length !== NIUNIU_UNIFORMS) {
    throw new RangeError(`niu niu reads ${NIUNIU_UNIFORMS} uniforms`);
  }
  return niuniuFromCards(shuffledPrefix(DECK_SIZE, uniforms, unshuffledDeckCard));
}
