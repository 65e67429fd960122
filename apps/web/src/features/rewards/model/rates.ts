import { type CategoryCode, categoryInfo } from '../../system/index.ts';

/** Rates per game category in basis points (10,000 = 100 %), as the wire sends them. */
export type RatesBp = Readonly<Record<string, number>>;

/** A rate in basis points as a percent with two decimals: 30 → "0.30%". */
export const formatRate = (bp: number): string => `${(bp / 100).toFixed(2)}%`;

/**
 * A rank's headline cashback rate: the best of its categories (the ones most games are in
 * pay the most; lotteries usually pay nothing), 0 without any.
 */
export const headlineRate = (rates: RatesBp): number => Math.max(0, ...Object.values(rates));

const isKnown = (code: string): code is CategoryCode => Object.hasOwn(categoryInfo, code);

/** A category's label (the navigation's hd_* key), or its code when the site has none. */
export const categoryLabelKey = (code: string): string =>
  isKnown(code) ? categoryInfo[code].labelKey : code;

const NAV_ORDER: readonly string[] = Object.keys(categoryInfo);

/** Where a category goes in a list: the navigation's order, unknown codes after, by code. */
export const byCategoryOrder = (a: string, b: string): number => {
  const [i, j] = [NAV_ORDER.indexOf(a), NAV_ORDER.indexOf(b)];
  if (i !== j) return (i < 0 ? NAV_ORDER.length : i) - (j < 0 ? NAV_ORDER.length : j);
  return a.localeCompare(b);
};
