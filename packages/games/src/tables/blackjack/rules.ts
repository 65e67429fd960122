import type { Card } from '../baccarat/cards.ts';

/**
 * The table's rules, as its rules page states them. The code below plays exactly these
 * (the dealer's stand on soft 17 reads `dealerStandsOnSoft17`; the others are what the
 * play and settlement code does), and the house edge in the paytable is for them.
 */
export const BLACKJACK_RULES = {
  /** A fresh shoe of 8 decks (416 cards) every round: nothing carries from round to round. */
  decks: 8,
  /** S17: the dealer stands on every 17, soft (with an ace counted 11) or hard. */
  dealerStandsOnSoft17: true,
  /** A two-card 21 (not after a split) wins 3:2, floored to a whole minor unit. */
  blackjackPays: '3:2',
  /** Double on any first two cards, including the two of a split hand (DAS). */
  doubleOnAnyTwo: true,
  doubleAfterSplit: true,
  /** One split: at most two hands, no resplit; two cards of the same value split. */
  maxHands: 2,
  /** Split aces get one card each and stand; an ace and a ten on a split hand is 21, not blackjack. */
  splitAcesOneCard: true,
  /** Insurance (half the main bet) is offered when the dealer shows an ace and pays 2:1. */
  insurancePays: '2:1',
  /**
   * The dealer checks the hole card under an ace or a ten before anyone plays on: a dealer
   * blackjack ends the round, taking the main bets except a player blackjack's (a push).
   */
  dealerPeeks: true,
  /** No six-card Charlie: a hand of six cards is worth its total like any other. */
  sixCardCharlie: false,
  /** A hand stands by itself on 21 (nobody hits 21), and a bust ends it. */
  standsOn21: true,
} as const;

/** Points of a card: the ace 1 (or 11, see handValue), 2–9 their face, ten and faces 10. */
export function cardPoints({ rank }: Card): number {
  return rank >= 10 ? 10 : rank;
}

export interface HandValue {
  /** The best total: an ace counts 11 when that does not bust the hand. */
  total: number;
  /** An ace is counted 11 in `total`. */
  soft: boolean;
}

/** A hand's best total; over 21 is a bust. */
export function handValue(cards: readonly Card[]): HandValue {
  let hard = 0;
  let ace = false;
  for (const card of cards) {
    hard += cardPoints(card);
    if (card.rank === 1) ace = true;
  }
  return ace && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

/** Two cards totalling 21: an ace and a ten, jack, queen or king. */
export function isNatural(cards: readonly Card[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}
