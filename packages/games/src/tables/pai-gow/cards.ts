import type { Card } from '../baccarat/cards.ts';
import { cardLabel, DECK_SIZE, unshuffledDeckCard } from '../cards/deck.ts';

/** The joker: it plays as an ace, or as any card that completes a straight or a flush. */
export interface Joker {
  rank: 0;
  suit: 'joker';
}

export type PaiGowCard = Card | Joker;

export const JOKER: Joker = { rank: 0, suit: 'joker' };

/** 52 cards and the joker. */
export const PAI_GOW_DECK_SIZE = DECK_SIZE + 1;

export function isJoker(card: PaiGowCard): card is Joker {
  return card.suit === 'joker';
}

/**
 * The card at `index` (0–52) of the unshuffled deck: positions 0–51 as every 52-card deck
 * here (clubs, diamonds, hearts, spades, each A, 2, …, K), the joker last at 52.
 */
export function unshuffledPaiGowCard(index: number): PaiGowCard {
  return index === DECK_SIZE ? { ...JOKER } : unshuffledDeckCard(index);
}

/** Poker rank 2–14 (the ace high, 14); the joker counts as an ace where it is not wild. */
export function pokerRank(card: PaiGowCard): number {
  return isJoker(card) || card.rank === 1 ? 14 : card.rank;
}

/** "AS", "TD", or "JK" for the joker. */
export function paiGowLabel(card: PaiGowCard): string {
  return isJoker(card) ? 'JK' : cardLabel(card);
}
