export type Suit = 'clubs' | 'diamonds' | 'hearts' | 'spades';

/** Rank 1 is the ace, 11 jack, 12 queen, 13 king. */
export interface Card {
  rank: number;
  suit: Suit;
}

export const SUITS: readonly Suit[] = ['clubs', 'diamonds', 'hearts', 'spades'];
export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

/** Baccarat counts tens and faces as 0, the ace as 1, other cards at face value. */
export function cardValue({ rank }: Card): number {
  return rank >= 10 ? 0 : rank;
}

/** A hand's total is the last digit of its card values' sum. */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
}

/**
 * The card at `index` (0–415) of a fresh shoe before shuffling: decks one after the other,
 * each in suit order clubs, diamonds, hearts, spades and within a suit A, 2, …, 10, J, Q, K.
 */
export function unshuffledCard(index: number): Card {
  const inDeck = index % 52;
  return { rank: (inDeck % 13) + 1, suit: SUITS[Math.floor(inDeck / 13)] as Suit };
}
