import type { Card } from '../baccarat/cards.ts';
import { distinctCodes, pokerRankOf } from './codes.ts';

/**
 * Three-card poker categories, lowest first. With three cards a straight (720 hands) is
 * rarer than a flush (1,096), and trips (52) than a straight, so they rank the other way
 * round from five-card poker: straight flush > trips > straight > flush > pair > high card.
 */
export const THREE_CARD_CATEGORIES = [
  'highCard',
  'pair',
  'flush',
  'straight',
  'threeOfAKind',
  'straightFlush',
] as const;
export type ThreeCardCategory = (typeof THREE_CARD_CATEGORIES)[number];

/** A three-card hand's rank: compare `value`s (higher wins, equal ties); JSON-safe. */
export interface ThreeCardHand {
  category: ThreeCardCategory;
  /** category × 2¹² + the three ranks below as base-16 digits. */
  value: number;
  /**
   * Ranks 2–14 (ace 14), most important first: a pair before its kicker (5 5 K → [5, 5,
   * 13]); a straight from its top, A-2-3 as [3, 2, 1] (the lowest), A-K-Q as [14, 13, 12].
   */
  ranks: number[];
}

const CATEGORY = Object.fromEntries(THREE_CARD_CATEGORIES.map((c, i) => [c, i])) as Record<
  ThreeCardCategory,
  number
>;

function pack(category: number, a: number, b: number, c: number): number {
  return (category << 12) | (a << 8) | (b << 4) | c;
}

/** The value of three distinct card codes (unchecked: the hot loop of the edge counts). */
export function threeCardValue(codes: ArrayLike<number>): number {
  const x = codes[0] as number;
  const y = codes[1] as number;
  const z = codes[2] as number;
  // The three ranks in descending order.
  let a = pokerRankOf(x);
  let b = pokerRankOf(y);
  let c = pokerRankOf(z);
  if (a < b) [a, b] = [b, a];
  if (b < c) [b, c] = [c, b];
  if (a < b) [a, b] = [b, a];
  const flush = ((x / 13) | 0) === ((y / 13) | 0) && ((y / 13) | 0) === ((z / 13) | 0);
  if (a === c) return pack(CATEGORY.threeOfAKind, a, a, a);
  if (a === b) return pack(CATEGORY.pair, a, a, c);
  if (b === c) return pack(CATEGORY.pair, b, b, a);
  const top = a - c === 2 ? a : a === 14 && b === 3 && c === 2 ? 3 : 0;
  if (top) {
    return pack(flush ? CATEGORY.straightFlush : CATEGORY.straight, top, top - 1, top - 2);
  }
  return pack(flush ? CATEGORY.flush : CATEGORY.highCard, a, b, c);
}

export function describeThreeCardValue(value: number): ThreeCardHand {
  const category = THREE_CARD_CATEGORIES[value >> 12];
  if (!category) throw new RangeError(`not a three-card value: ${value}`);
  return { category, value, ranks: [8, 4, 0].map((shift) => (value >> shift) & 15) };
}

/** The value of the weakest hand of a category with these leading ranks (thresholds). */
export function threeCardValueOf(category: ThreeCardCategory, ...ranks: number[]): number {
  const [a = 0, b = 0, c = 0] = ranks;
  return pack(CATEGORY[category], a, b, c);
}

export function evaluateThree(cards: readonly Card[]): ThreeCardHand {
  return describeThreeCardValue(threeCardValue(distinctCodes(cards, 3, 'a three-card hand')));
}
