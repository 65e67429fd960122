import { type FairInput, floats, integers } from '../fair/outcomes.ts';
import { shuffledPrefix } from './shuffle.ts';

/**
 * The regional lotteries, whose results come from an official source (the Vietnamese
 * regional draws, the Thai government lottery, Malaysian-style 4D) rather than from our
 * RNG. Bets are taken and settled by the same core as the e-lottery; a brand enters the
 * official result, and the site's demo result source draws one with `drawRegional`.
 */
export const REGIONAL_LOTTERY_FAMILIES = [
  'VN_NORTH',
  'VN_CENTRAL',
  'VN_SOUTH',
  'THAI',
  '4D',
] as const;
export type RegionalLotteryFamily = (typeof REGIONAL_LOTTERY_FAMILIES)[number];

/**
 * A regional result: its prize tiers in the order of `REGIONAL_TIERS[family]`, each a list
 * of numbers written as decimal digit strings, leading zeros kept ('05' is not '5').
 */
export interface RegionalLotteryResult {
  family: RegionalLotteryFamily;
  prizes: readonly (readonly string[])[];
}

/** One prize tier: `count` numbers of `digits` digits each. */
export interface RegionalPrizeTier {
  name: string;
  count: number;
  digits: number;
}

const tier = (name: string, count: number, digits: number): RegionalPrizeTier => ({
  name,
  count,
  digits,
});

/** Miền Trung and Miền Nam share their 18-number result, stored special first like the north. */
const VN_CENTRAL_SOUTH_TIERS = [
  tier('special', 1, 6),
  tier('first', 1, 5),
  tier('second', 1, 5),
  tier('third', 2, 5),
  tier('fourth', 7, 5),
  tier('fifth', 1, 4),
  tier('sixth', 3, 4),
  tier('seventh', 1, 3),
  tier('eighth', 1, 2),
];

/**
 * Every regional family's tiers, in the order a result stores them. The Vietnamese results
 * put the special prize first (the north's 27 numbers, the centre's and south's 18); Thai
 * holds only the tiers bets are taken on (first prize, the two three-digit front and back
 * prizes, the two-digit back prize); 4D's 23 numbers are all different.
 */
export const REGIONAL_TIERS: Readonly<Record<RegionalLotteryFamily, readonly RegionalPrizeTier[]>> =
  {
    VN_NORTH: [
      tier('special', 1, 5),
      tier('first', 1, 5),
      tier('second', 2, 5),
      tier('third', 6, 5),
      tier('fourth', 4, 4),
      tier('fifth', 6, 4),
      tier('sixth', 3, 3),
      tier('seventh', 4, 2),
    ],
    VN_CENTRAL: VN_CENTRAL_SOUTH_TIERS,
    VN_SOUTH: VN_CENTRAL_SOUTH_TIERS,
    THAI: [tier('first', 1, 6), tier('front3', 2, 3), tier('back3', 2, 3), tier('back2', 1, 2)],
    '4D': [
      tier('first', 1, 4),
      tier('second', 1, 4),
      tier('third', 1, 4),
      tier('starter', 10, 4),
      tier('consolation', 10, 4),
    ],
  };

/** Positions of the tiers in a stored result. */
export const VN_SPECIAL = 0;
export const THAI_FIRST = 0;
export const THAI_FRONT3 = 1;
export const THAI_BACK3 = 2;
export const THAI_BACK2 = 3;

export const isRegionalFamily = (family: unknown): family is RegionalLotteryFamily =>
  (REGIONAL_LOTTERY_FAMILIES as readonly unknown[]).includes(family);

/** Every prize number of a result, tier after tier. */
export const prizeNumbers = (result: RegionalLotteryResult): string[] => result.prizes.flat();

/** The first number of tier `at` ('' if absent, which matches no ticket). */
export const firstOfTier = (result: RegionalLotteryResult, at: number): string =>
  result.prizes[at]?.[0] ?? '';

/** How many numbers a result of this family has. */
export const numberCount = (family: RegionalLotteryFamily): number =>
  REGIONAL_TIERS[family].reduce((n, t) => n + t.count, 0);

const digitString = (digits: number) => new RegExp(`^[0-9]{${digits}}$`);

/** True when a result has its family's tiers, counts and digit lengths (4D: all different). */
export function isWellFormedRegional(result: RegionalLotteryResult): boolean {
  if (typeof result !== 'object' || result === null || !isRegionalFamily(result.family))
    return false;
  const tiers = REGIONAL_TIERS[result.family];
  const { prizes } = result;
  if (!Array.isArray(prizes) || prizes.length !== tiers.length) return false;
  const shaped = tiers.every((t, i) => {
    const numbers: unknown = prizes[i];
    const pattern = digitString(t.digits);
    return (
      Array.isArray(numbers) &&
      numbers.length === t.count &&
      numbers.every((n) => typeof n === 'string' && pattern.test(n))
    );
  });
  if (!shaped) return false;
  if (result.family === '4D') return new Set(prizeNumbers(result)).size === numberCount('4D');
  return true;
}

/**
 * A random result of a regional family, recomputable by anyone (README.md here):
 * u_0, u_1, … are `floats(input, n)`. Vietnamese and Thai: every digit of every number
 * independently, digit i = floor(u_i × 10), filling the tiers in stored order, each number
 * left to right. 4D: the 23 numbers are `shuffledPrefix(10000, u_0 … u_22)`, each minus
 * one, written with four digits, in stored order (first, second, third, starters,
 * consolations), so they are all different.
 */
export function drawRegional(
  family: RegionalLotteryFamily,
  input: FairInput,
): RegionalLotteryResult {
  const tiers = REGIONAL_TIERS[family];
  if (!tiers) throw new Error(`unknown lottery family ${String(family)}`);
  if (family === '4D') {
    const drawn = shuffledPrefix(10_000, floats(input, numberCount(family))).map((n) =>
      String(n - 1).padStart(4, '0'),
    );
    return { family, prizes: cut(tiers, drawn) };
  }
  const digits = integers(
    input,
    tiers.reduce((n, t) => n + t.count * t.digits, 0),
    10,
  );
  let next = 0;
  const numbers = tiers.flatMap((t) =>
    Array.from({ length: t.count }, () => {
      const number = digits.slice(next, next + t.digits).join('');
      next += t.digits;
      return number;
    }),
  );
  return { family, prizes: cut(tiers, numbers) };
}

/** The numbers, in order, cut into the tiers. */
function cut(tiers: readonly RegionalPrizeTier[], numbers: readonly string[]): string[][] {
  let next = 0;
  return tiers.map((t) => {
    next += t.count;
    return numbers.slice(next - t.count, next);
  });
}
