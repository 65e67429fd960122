import { type FairInput, floats, integers } from '../fair/outcomes.ts';

/** The in-house e-lottery families, one per image set of the site spec (§3 "Lottery game"). */
export const LOTTERY_FAMILIES = ['SSC', '11X5', 'PK10', 'LHC', 'LF'] as const;
export type LotteryFamily = (typeof LOTTERY_FAMILIES)[number];

/**
 * A draw's numbers in draw order. SSC: five digits 0–9 for positions 1–5. 11X5: five
 * distinct of 1–11. PK10: the ranking, `numbers[i]` being the car in place i + 1. LF:
 * twenty distinct of 1–80. LHC: six distinct of 1–49 and a special number distinct from them.
 */
export type LotteryDraw =
  | { family: Exclude<LotteryFamily, 'LHC'>; numbers: readonly number[] }
  | { family: 'LHC'; numbers: readonly number[]; special: number };

/** How each shuffled family is drawn: `picks` numbers without repeat from 1…`pool`. */
export const SHUFFLED_BOARDS = {
  '11X5': { pool: 11, picks: 5 },
  PK10: { pool: 10, picks: 10 },
  LHC: { pool: 49, picks: 7 },
  LF: { pool: 80, picks: 20 },
} as const satisfies Record<Exclude<LotteryFamily, 'SSC'>, { pool: number; picks: number }>;

/**
 * The first `uniforms.length` numbers of 1…pool after a forward Fisher–Yates shuffle:
 * for k = 0, 1, …: j = k + floor(u_k × (pool − k)), swap positions k and j. Number k is then
 * drawn uniformly from those not yet drawn, the same shuffle as the baccarat shoe
 * (tables/README.md); later steps would not move the first positions, so they are not run.
 */
export function shuffledPrefix(pool: number, uniforms: readonly number[]): number[] {
  if (uniforms.length > pool) throw new RangeError(`cannot draw ${uniforms.length} of ${pool}`);
  const moved = new Map<number, number>();
  const at = (position: number) => moved.get(position) ?? position + 1;
  return uniforms.map((u, k) => {
    if (!(u >= 0 && u < 1)) throw new RangeError(`uniform #${k} must be in [0, 1), got ${u}`);
    const j = k + Math.floor(u * (pool - k));
    const drawn = at(j);
    moved.set(j, at(k));
    moved.set(k, drawn);
    return drawn;
  });
}

/**
 * A draw's numbers from its revealed seed, recomputable by anyone (README.md here):
 * u_0, u_1, … are `floats(input, n)`, 4 bytes each of HMAC-SHA256(key = serverSeed,
 * message = `${clientSeed}:${nonce}:${round}`). SSC: digit i = floor(u_i × 10). The others:
 * `shuffledPrefix(pool, u_0 … u_{picks−1})`; LHC's seventh number is the special.
 */
export function drawLottery(family: LotteryFamily, input: FairInput): LotteryDraw {
  if (family === 'SSC') return { family, numbers: integers(input, 5, 10) };
  const board = SHUFFLED_BOARDS[family];
  if (!board) throw new Error(`unknown lottery family ${String(family)}`);
  const drawn = shuffledPrefix(board.pool, floats(input, board.picks));
  if (family === 'LHC') return { family, numbers: drawn.slice(0, 6), special: drawn[6] as number };
  return { family, numbers: drawn };
}

/** True when a result has its family's shape: a stored or entered result is checked with it. */
export function isWellFormedDraw(draw: LotteryDraw): boolean {
  if (!Array.isArray(draw.numbers)) return false;
  const whole = (xs: readonly number[], min: number, max: number) =>
    xs.every((x) => Number.isInteger(x) && x >= min && x <= max);
  const distinct = (xs: readonly number[]) => new Set(xs).size === xs.length;
  if (draw.family === 'SSC') return draw.numbers.length === 5 && whole(draw.numbers, 0, 9);
  const board = SHUFFLED_BOARDS[draw.family];
  if (!board) return false;
  const all = draw.family === 'LHC' ? [...draw.numbers, draw.special] : draw.numbers;
  return all.length === board.picks && whole(all, 1, board.pool) && distinct(all);
}
