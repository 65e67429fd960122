import { type Card, SUITS, type Suit } from '../baccarat/cards.ts';
import { DECK_SIZE, unshuffledDeckCard } from '../cards/deck.ts';

/**
 * The evaluators work on card codes 0–51, a card's position in the unshuffled deck
 * (`cards/deck.ts`): suit index × 13 + rank − 1, suits clubs, diamonds, hearts, spades.
 * Integers keep the exhaustive counts (2,598,960 hands) and the simulations fast.
 */
export function cardCode({ rank, suit }: Card): number {
  const s = SUITS.indexOf(suit);
  if (s < 0 || !Number.isInteger(rank) || rank < 1 || rank > 13) {
    throw new RangeError(`not a card: ${rank} of ${suit}`);
  }
  return s * 13 + rank - 1;
}

export function cardOfCode(code: number): Card {
  return unshuffledDeckCard(code);
}

/** A card's poker rank, 2–14: two to ten their face, J 11, Q 12, K 13, the ace 14. */
export function pokerRankOf(code: number): number {
  const r = code % 13;
  return r === 0 ? 14 : r + 1;
}

/** Codes of distinct cards, checked: an evaluator given a card twice would answer nonsense. */
export function distinctCodes(cards: readonly Card[], count: number, what: string): number[] {
  if (cards.length !== count) throw new RangeError(`${what} takes ${count} cards`);
  const codes = cards.map(cardCode);
  if (new Set(codes).size !== count) throw new RangeError(`${what}: a card appears twice`);
  return codes;
}

const SUIT_BY_LETTER: Readonly<Record<string, Suit>> = {
  C: 'clubs',
  D: 'diamonds',
  H: 'hearts',
  S: 'spades',
};

/** Cards from labels as `cardLabel` writes them, "AS KD TC 2H" (T for the ten): for tests. */
export function cardsFromLabels(labels: string): Card[] {
  return labels.split(' ').map((label) => {
    const rank = 'A23456789TJQK'.indexOf(label[0] as string) + 1;
    const suit = SUIT_BY_LETTER[label[1] as string];
    if (rank < 1 || !suit || label.length !== 2) throw new Error(`not a card: ${label}`);
    return { rank, suit };
  });
}

/** Every card code of one deck, 0–51. */
export const ALL_CODES: readonly number[] = Array.from({ length: DECK_SIZE }, (_, i) => i);
