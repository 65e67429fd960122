import type { Card } from '../../tables/baccarat/cards.ts';
import { cardLabel } from '../../tables/cards/deck.ts';
import { distinctCodes } from '../../tables/poker-hands/codes.ts';
import { THREE_CARD_CATEGORIES, threeCardValue } from '../../tables/poker-hands/three.ts';

/**
 * Zha jin hua (炸金花) / teen patti categories, lowest first. Three-card poker ranks the
 * straight above the flush and the straight flush above trips; the Chinese game ranks them
 * the other way round (flush over straight, trail on top), which is the only difference
 * from `poker-hands/three.ts`: within a category the ranks compare the same way.
 */
export const ZHAJINHUA_CATEGORIES = [
  'highCard',
  'pair',
  'straight',
  'flush',
  'straightFlush',
  'trail',
] as const;
export type ZhajinhuaCategory = (typeof ZHAJINHUA_CATEGORIES)[number];

/** The names players know: the Chinese app's and teen patti's. */
export const ZHAJINHUA_CATEGORY_NAMES: Readonly<
  Record<ZhajinhuaCategory, { zh: string; teenPatti: string }>
> = {
  trail: { zh: '豹子', teenPatti: 'trail' },
  straightFlush: { zh: '同花顺', teenPatti: 'pure sequence' },
  flush: { zh: '同花', teenPatti: 'color' },
  straight: { zh: '顺子', teenPatti: 'sequence' },
  pair: { zh: '对子', teenPatti: 'pair' },
  highCard: { zh: '单张', teenPatti: 'high card' },
};

/** A hand's rank: JSON-safe; compare with `compareZhajinhua` (not `value` alone: 2-3-5). */
export interface ZhajinhuaHand {
  category: ZhajinhuaCategory;
  /**
   * category × 2¹² + three ranks (2–14, ace 14) as base-16 digits, most important first:
   * a pair before its kicker, a straight from its top with A-2-3 as 3-2-1 (the lowest
   * straight in this variant; A-K-Q the highest). Higher value, higher hand — except that
   * a mixed-suit 2-3-5 beats a trail (`compareZhajinhuaValues`).
   */
  value: number;
  /** The three ranks of `value`, most important first. */
  ranks: number[];
}

const TRAIL = ZHAJINHUA_CATEGORIES.indexOf('trail');

/** Three-card poker's category index → ours (its threeOfAKind is our trail). */
const FROM_THREE_CARD: readonly number[] = THREE_CARD_CATEGORIES.map((c) =>
  ZHAJINHUA_CATEGORIES.indexOf(c === 'threeOfAKind' ? 'trail' : c),
);

/**
 * 5-3-2 high card: 2-3-5 that is not a flush (a suited 2-3-5 is a flush and has no special
 * power). The lowest hand of all, yet it beats a trail (豹子) — "235 吃豹子".
 */
export const MIXED_235 = (0 << 12) | (5 << 8) | (3 << 4) | 2;

/** The value of three distinct card codes 0–51 (unchecked: the exhaustive count's loop). */
export function zhajinhuaValue(codes: ArrayLike<number>): number {
  const three = threeCardValue(codes);
  return ((FROM_THREE_CARD[three >> 12] as number) << 12) | (three & 0xfff);
}

/**
 * Which of two hand values wins: > 0 the first, < 0 the second, 0 equal ranks (suits never
 * break a tie). The 2-3-5 rule is a comparison rule only, applied when the other hand is a
 * trail; against anything else the 2-3-5 is the plain 5-high card it looks like. So this
 * order is not transitive (trail > straight flush > 2-3-5 > trail): a showdown of more
 * than two hands has its own rule (`showdown.ts`).
 */
export function compareZhajinhuaValues(a: number, b: number): number {
  if (a === MIXED_235 && b >> 12 === TRAIL) return 1;
  if (b === MIXED_235 && a >> 12 === TRAIL) return -1;
  return Math.sign(a - b);
}

export function compareZhajinhua(a: { value: number }, b: { value: number }): number {
  return compareZhajinhuaValues(a.value, b.value);
}

export function describeZhajinhuaValue(value: number): ZhajinhuaHand {
  const category = ZHAJINHUA_CATEGORIES[value >> 12];
  if (!category) throw new RangeError(`not a zha jin hua value: ${value}`);
  return { category, value, ranks: [8, 4, 0].map((shift) => (value >> shift) & 15) };
}

/** Three distinct cards' hand (throws on a card given twice or a count other than three). */
export function evaluateZhajinhua(cards: readonly Card[]): ZhajinhuaHand {
  return describeZhajinhuaValue(zhajinhuaValue(distinctCodes(cards, 3, 'a zha jin hua hand')));
}

/** A hand as the result and the view show it: labels ("AS KD 3C") and the category. */
export function shownHand(cards: readonly Card[]): { cards: string[]; category: string } {
  return { cards: cards.map(cardLabel), category: evaluateZhajinhua(cards).category };
}
