import type { Card } from '../baccarat/cards.ts';
import { cardOfCode, distinctCodes, pokerRankOf } from './codes.ts';

/** Five-card poker categories, lowest first: a category's index leads its hands' values. */
export const POKER_CATEGORIES = [
  'highCard',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
  'royalFlush',
] as const;
export type PokerCategory = (typeof POKER_CATEGORIES)[number];

/** A hand's poker rank: compare `value`s (higher wins, equal ties); JSON-safe. */
export interface PokerHand {
  category: PokerCategory;
  /**
   * category × 2²⁰ + the five ranks below as base-16 digits, most important first: the
   * comparison of values is exactly the poker comparison of hands (suits never count).
   */
  value: number;
  /**
   * The ranks of the best five cards, 2–14 (ace 14), most important first: the pair or
   * the trips before the kickers (K K 9 7 2 → [13, 13, 9, 7, 2]; full house 8 8 8 4 4 →
   * [8, 8, 8, 4, 4]); a straight from its top, the A-2-3-4-5 wheel as [5, 4, 3, 2, 1].
   */
  ranks: number[];
}

const CATEGORY = Object.fromEntries(POKER_CATEGORIES.map((c, i) => [c, i])) as Record<
  PokerCategory,
  number
>;

function pack(category: number, a: number, b: number, c: number, d: number, e: number): number {
  return (category << 20) | (a << 16) | (b << 12) | (c << 8) | (d << 4) | e;
}

/** Top card of the highest straight in a mask of ranks (bit r for rank r, 2–14), or 0. */
const STRAIGHT_TOP = (() => {
  const table = new Uint8Array(1 << 15);
  for (let mask = 0; mask < 1 << 15; mask++) {
    const withLowAce = mask | (((mask >> 14) & 1) << 1); // the ace also plays as 1
    for (let top = 14; top >= 5; top--) {
      if (((withLowAce >> (top - 4)) & 0b11111) === 0b11111) {
        table[mask] = top;
        break;
      }
    }
  }
  return table;
})();

/** The `k` highest ranks of a mask, as base-16 digits (the last ones 0 when it runs out). */
function topRanks(mask: number, k: number): number {
  let out = 0;
  for (let r = 14; r >= 2 && k > 0; r--) {
    if (mask & (1 << r)) {
      out = (out << 4) | r;
      k--;
    }
  }
  return out << (4 * k);
}

function straightValue(category: number, top: number): number {
  return pack(category, top, top - 1, top - 2, top - 3, top - 4); // the wheel ends in 1
}

// Scratch space, reset on every call: no allocation in the counting loops.
const counts = new Uint8Array(15);
const suitMasks = new Uint16Array(4);
const suitCounts = new Uint8Array(4);

/**
 * The value (see `PokerHand.value`) of the best five-card hand among 5 to 7 card codes:
 * counts of each rank and suit, then the categories from the top down. Codes must be
 * distinct (unchecked here: this is the hot loop of the counts and simulations).
 */
export function pokerValue(codes: ArrayLike<number>): number {
  counts.fill(0);
  suitMasks.fill(0);
  suitCounts.fill(0);
  let all = 0;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as number;
    const s = (code / 13) | 0;
    const rank = pokerRankOf(code);
    counts[rank] = (counts[rank] as number) + 1;
    all |= 1 << rank;
    suitMasks[s] = (suitMasks[s] as number) | (1 << rank);
    suitCounts[s] = (suitCounts[s] as number) + 1;
  }
  let flushMask = 0; // seven cards hold at most one suit five times
  for (let s = 0; s < 4; s++)
    if ((suitCounts[s] as number) >= 5) flushMask = suitMasks[s] as number;
  if (flushMask) {
    const top = STRAIGHT_TOP[flushMask] as number;
    if (top) return straightValue(top === 14 ? CATEGORY.royalFlush : CATEGORY.straightFlush, top);
  }
  let quad = 0;
  let trip = 0;
  let trip2 = 0;
  let pair = 0;
  let pair2 = 0;
  for (let r = 14; r >= 2; r--) {
    const n = counts[r] as number;
    if (n === 4) quad = r;
    else if (n === 3) {
      if (trip) trip2 ||= r;
      else trip = r;
    } else if (n === 2) {
      if (pair) pair2 ||= r;
      else pair = r;
    }
  }
  if (quad) {
    const k = topRanks(all & ~(1 << quad), 1);
    return pack(CATEGORY.fourOfAKind, quad, quad, quad, quad, k);
  }
  if (trip && (trip2 || pair)) {
    const p = Math.max(trip2, pair); // a second trips plays as the pair
    return pack(CATEGORY.fullHouse, trip, trip, trip, p, p);
  }
  if (flushMask) return (CATEGORY.flush << 20) | topRanks(flushMask, 5);
  const top = STRAIGHT_TOP[all] as number;
  if (top) return straightValue(CATEGORY.straight, top);
  if (trip) {
    const k = topRanks(all & ~(1 << trip), 2);
    return (CATEGORY.threeOfAKind << 20) | (trip << 16) | (trip << 12) | (trip << 8) | k;
  }
  if (pair2) {
    const k = topRanks(all & ~(1 << pair) & ~(1 << pair2), 1); // a third pair may kick
    return pack(CATEGORY.twoPair, pair, pair, pair2, pair2, k);
  }
  if (pair) {
    return (CATEGORY.pair << 20) | (pair << 16) | (pair << 12) | topRanks(all & ~(1 << pair), 3);
  }
  return topRanks(all, 5); // CATEGORY.highCard is 0
}

/** Category and ranks of a value. */
export function describeValue(value: number): PokerHand {
  const category = POKER_CATEGORIES[value >> 20];
  if (!category) throw new RangeError(`not a poker value: ${value}`);
  const ranks = [16, 12, 8, 4, 0].map((shift) => (value >> shift) & 15);
  return { category, value, ranks };
}

/** The value of the weakest hand of a category with these leading ranks (thresholds). */
export function pokerValueOf(category: PokerCategory, ...ranks: number[]): number {
  const [a = 0, b = 0, c = 0, d = 0, e = 0] = ranks;
  return pack(CATEGORY[category], a, b, c, d, e);
}

/** A five-card hand's rank. */
export function evaluateFive(cards: readonly Card[]): PokerHand {
  return describeValue(pokerValue(distinctCodes(cards, 5, 'a poker hand')));
}

/**
 * The best five of seven cards (hold'em: two hole cards and the board): the rank and the
 * five cards that make it, most important first. Cards of the same rank are taken in the
 * order given, of the flush's suit for flushes and straight flushes.
 */
export function bestOfSeven(cards: readonly Card[]): PokerHand & { best: Card[] } {
  const codes = distinctCodes(cards, 7, 'best of seven');
  const hand = describeValue(pokerValue(codes));
  const flushy = ['flush', 'straightFlush', 'royalFlush'].includes(hand.category);
  const suitOf = (code: number) => (code / 13) | 0;
  const bySuit = [0, 1, 2, 3].map((s) => codes.filter((c) => suitOf(c) === s).length);
  const flushSuit = bySuit.findIndex((n) => n >= 5);
  const used = new Set<number>();
  const best = hand.ranks.map((rank) => {
    const wanted = rank === 1 ? 14 : rank;
    const code = codes.find(
      (c) => !used.has(c) && pokerRankOf(c) === wanted && (!flushy || suitOf(c) === flushSuit),
    );
    if (code === undefined) throw new Error('no card for a rank of the best hand'); // unreachable
    used.add(code);
    return cardOfCode(code);
  });
  return { ...hand, best };
}
