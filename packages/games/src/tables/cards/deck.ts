import { type Card, unshuffledCard } from '../baccarat/cards.ts';

export const DECK_SIZE = 52;

/**
 * The card at `index` (0–51) of one fresh deck before shuffling: suits clubs, diamonds,
 * hearts, spades, each A, 2, …, 10, J, Q, K — the order of each deck of baccarat's shoe.
 * Position i is rank (i mod 13) + 1 of suit ⌊i / 13⌋.
 */
export function unshuffledDeckCard(index: number): Card {
  if (!Number.isInteger(index) || index < 0 || index >= DECK_SIZE) {
    throw new RangeError(`a deck has positions 0–51, got ${index}`);
  }
  return unshuffledCard(index);
}

/** A short label for a card, e.g. "TS" for the ten of spades, "AC" for the ace of clubs. */
export function cardLabel({ rank, suit }: Card): string {
  return `${'A23456789TJQK'[rank - 1]}${suit[0]?.toUpperCase()}`;
}
