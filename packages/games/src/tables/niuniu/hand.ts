import type { Card, Suit } from '../baccarat/cards.ts';

/** Bull bull (niu niu): the best hand, ranked above bull 9. */
export const BULL_BULL = 10;
/** No three cards make a multiple of ten. */
export const NO_BULL = -1;

/** A hand of five cards as a page shows it. */
export interface NiuniuHand {
  cards: Card[];
  /** −1 no bull, 1–9 bull N, 10 bull bull. */
  bull: number;
  /**
   * Positions (0–4 in `cards`) of three cards whose points sum to a multiple of ten, the
   * first such three in position order; [] when there is no bull. The other two make N.
   */
  bullCards: number[];
  /** The highest card (rank, king high, then suit): it decides between equal bulls. */
  highCard: Card;
}

/** Ace 1, two to nine their face, ten and the faces 10. */
export function cardPoints({ rank }: Card): number {
  return rank >= 10 ? 10 : rank;
}

/**
 * Suits break ties of rank in the order Chinese niu niu tables use (黑桃 > 红桃 > 梅花 > 方块):
 * spades > hearts > clubs > diamonds.
 */
export const SUIT_STRENGTH: Readonly<Record<Suit, number>> = {
  diamonds: 0,
  clubs: 1,
  hearts: 2,
  spades: 3,
};

/** A card's place in the tie-break order: K♠ highest, A♦ lowest; no two cards share one. */
export function cardStrength(card: Card): number {
  return card.rank * 4 + SUIT_STRENGTH[card.suit];
}

/**
 * The hand's bull. Any three making a multiple of ten leave the other two summing to the
 * total modulo ten, so N is the same whichever three are set aside: total mod 10, a
 * remainder of 0 being bull bull.
 */
export function findBull(cards: readonly Card[]): { bull: number; bullCards: number[] } {
  if (cards.length !== 5) throw new RangeError('a niu niu hand has five cards');
  const points = cards.map(cardPoints);
  const total = points.reduce((a, b) => a + b, 0);
  for (let a = 0; a < 5; a++) {
    for (let b = a + 1; b < 5; b++) {
      for (let c = b + 1; c < 5; c++) {
        if (((points[a] as number) + (points[b] as number) + (points[c] as number)) % 10 === 0) {
          return { bull: total % 10 || BULL_BULL, bullCards: [a, b, c] };
        }
      }
    }
  }
  return { bull: NO_BULL, bullCards: [] };
}

export function evaluateHand(cards: readonly Card[]): NiuniuHand {
  const { bull, bullCards } = findBull(cards);
  const highCard = cards.reduce((high, card) =>
    cardStrength(card) > cardStrength(high) ? card : high,
  );
  return {
    cards: cards.map(({ rank, suit }) => ({ rank, suit })),
    bull,
    bullCards,
    highCard: { rank: highCard.rank, suit: highCard.suit },
  };
}

/**
 * Positive when hand `a` beats hand `b`, negative when it loses: the higher bull, then the
 * higher high card. Hands from one deck never share a card, so this is never 0 for them.
 */
export function compareHands(a: NiuniuHand, b: NiuniuHand): number {
  return a.bull - b.bull || cardStrength(a.highCard) - cardStrength(b.highCard);
}
