import type { Card } from '../../tables/baccarat/cards.ts';
import { cardCode } from '../../tables/poker-hands/codes.ts';
import { compareZhajinhuaValues, zhajinhuaValue } from './hand.ts';

export function valueOfCards(cards: readonly Card[]): number {
  return zhajinhuaValue(cards.map(cardCode));
}

/**
 * The best hands among several (a pot's eligible seats at a showdown): every hand no other
 * hand beats, so equal best hands share. Pairwise the 2-3-5 beats a trail, which makes a
 * cycle possible (trail > any other hand > 2-3-5 > trail) once three or more hands meet;
 * then no hand is unbeaten and the 2-3-5 rule is set aside: the highest value wins. Put
 * simply, a 2-3-5 wins a multi-way showdown only when all the other hands are trails.
 */
export function bestOf<T>(entries: readonly T[], handValue: (entry: T) => number): T[] {
  const values = entries.map(handValue);
  const unbeaten = entries.filter((_, i) =>
    values.every((v, j) => j === i || compareZhajinhuaValues(v, values[i] as number) <= 0),
  );
  if (unbeaten.length > 0) return unbeaten;
  const top = Math.max(...values);
  return entries.filter((_, i) => values[i] === top);
}
