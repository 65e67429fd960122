import { type FairInput, floats, integers } from '../fair/outcomes.ts';
import {
  drawRegional,
  isRegionalFamily,
  isWellFormedRegional,
  REGIONAL_LOTTERY_FAMILIES,
  type RegionalLotteryFamily,
  type RegionalLotteryResult,
} from './regional-results.ts';
import { shuffledPrefix } from './shuffle.ts';

export { shuffledPrefix } from './shuffle.ts';

/** The in-house e-lottery families, one per image set of the site spec (§3 "Lottery game"). */
export const LOTTERY_FAMILIES = ['SSC', '11X5', 'PK10', 'LHC', 'LF'] as const;
/** An in-house, RNG-drawn e-lottery family (its draw is a `LotteryDraw`). */
export type LotteryFamily = (typeof LOTTERY_FAMILIES)[number];

/** Every family the lottery core takes bets on: the e-lottery, then the regional ones. */
export const ALL_LOTTERY_FAMILIES = [...LOTTERY_FAMILIES, ...REGIONAL_LOTTERY_FAMILIES] as const;
export type AnyLotteryFamily = (typeof ALL_LOTTERY_FAMILIES)[number];

/**
 * A draw's numbers in draw order. SSC: five digits 0–9 for positions 1–5. 11X5: five
 * distinct of 1–11. PK10: the ranking, `numbers[i]` being the car in place i + 1. LF:
 * twenty distinct of 1–80. LHC: six distinct of 1–49 and a special number distinct from them.
 */
export type LotteryDraw =
  | { family: Exclude<LotteryFamily, 'LHC'>; numbers: readonly number[] }
  | { family: 'LHC'; numbers: readonly number[]; special: number };

/** Any family's result: an e-lottery draw or a regional result (regional-results.ts). */
export type LotteryResult = LotteryDraw | RegionalLotteryResult;

/** The result type of a family (or of a union of families). */
export type ResultOf<F extends AnyLotteryFamily> = F extends LotteryFamily
  ? LotteryDraw
  : RegionalLotteryResult;

/** How each shuffled family is drawn: `picks` numbers without repeat from 1…`pool`. */
export const SHUFFLED_BOARDS = {
  '11X5': { pool: 11, picks: 5 },
  PK10: { pool: 10, picks: 10 },
  LHC: { pool: 49, picks: 7 },
  LF: { pool: 80, picks: 20 },
} as const satisfies Record<Exclude<LotteryFamily, 'SSC'>, { pool: number; picks: number }>;

/**
 * A draw's numbers from its revealed seed, recomputable by anyone (README.md here):
 * u_0, u_1, … are `floats(input, n)`, 4 bytes each of HMAC-SHA256(key = serverSeed,
 * message = `${clientSeed}:${nonce}:${round}`). SSC: digit i = floor(u_i × 10). The others:
 * `shuffledPrefix(pool, u_0 … u_{picks−1})`; LHC's seventh number is the special.
 * A regional family gets a random result of its shape (`drawRegional`): the demo result
 * source's, where a real brand enters the official one.
 */
export function drawLottery(family: LotteryFamily, input: FairInput): LotteryDraw;
export function drawLottery(family: RegionalLotteryFamily, input: FairInput): RegionalLotteryResult;
export function drawLottery(family: AnyLotteryFamily, input: FairInput): LotteryResult;
export function drawLottery(family: AnyLotteryFamily, input: FairInput): LotteryResult {
  if (isRegionalFamily(family)) return drawRegional(family, input);
  if (family === 'SSC') return { family, numbers: integers(input, 5, 10) };
  const board = SHUFFLED_BOARDS[family];
  if (!board) throw new Error(`unknown lottery family ${String(family)}`);
  const drawn = shuffledPrefix(board.pool, floats(input, board.picks));
  if (family === 'LHC') return { family, numbers: drawn.slice(0, 6), special: drawn[6] as number };
  return { family, numbers: drawn };
}

/** True when a result has its family's shape: a stored or entered result is checked with it. */
export function isWellFormedDraw(draw: LotteryResult): boolean {
  if (typeof draw !== 'object' || draw === null) return false;
  if (isRegionalFamily(draw.family)) return isWellFormedRegional(draw as RegionalLotteryResult);
  if (!('numbers' in draw) || !Array.isArray(draw.numbers)) return false;
  const whole = (xs: readonly number[], min: number, max: number) =>
    xs.every((x) => Number.isInteger(x) && x >= min && x <= max);
  const distinct = (xs: readonly number[]) => new Set(xs).size === xs.length;
  if (draw.family === 'SSC') return draw.numbers.length === 5 && whole(draw.numbers, 0, 9);
  const board = SHUFFLED_BOARDS[draw.family];
  if (!board) return false;
  const all = draw.family === 'LHC' ? [...draw.numbers, draw.special] : draw.numbers;
  return all.length === board.picks && whole(all, 1, board.pool) && distinct(all);
}
