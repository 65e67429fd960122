import {
  numberCount,
  REGIONAL_TIERS,
  type RegionalLotteryFamily,
  type RegionalLotteryResult,
} from '../regional-results.ts';

/** The digits of a concentrated result: few enough that numbers repeat and bets win often. */
export const FEW_DIGITS = [0, 1, 2] as const;

/**
 * A well-formed regional result whose digits are all 0, 1 or 2, so that a lô number comes
 * out several times, a xiên's numbers all come out and a Thai top three is a triple often
 * enough for random tests to see every case (4D: 23 different of the 81 such numbers).
 */
export function concentratedResult(
  family: RegionalLotteryFamily,
  random: () => number,
): RegionalLotteryResult {
  const digit = () => String(FEW_DIGITS[Math.floor(random() * FEW_DIGITS.length)]);
  const tiers = REGIONAL_TIERS[family];
  if (family === '4D') {
    const pool = Array.from({ length: 81 }, (_, i) =>
      [27, 9, 3, 1].map((place) => Math.floor(i / place) % 3).join(''),
    );
    for (let k = 0; k < numberCount(family); k++) {
      const j = k + Math.floor(random() * (pool.length - k));
      [pool[k], pool[j]] = [pool[j] as string, pool[k] as string];
    }
    let next = 0;
    return {
      family,
      prizes: tiers.map((t) => {
        next += t.count;
        return pool.slice(next - t.count, next);
      }),
    };
  }
  return {
    family,
    prizes: tiers.map((t) =>
      Array.from({ length: t.count }, () => Array.from({ length: t.digits }, digit).join('')),
    ),
  };
}
