import { checkStakeShape, type PlacedStake, type TableLimits } from '../limits.ts';
import { TableBetError } from '../table-bet-error.ts';
import {
  INSIDE_SIZES,
  INSIDE_SPOTS,
  type InsideBetType,
  isPocket,
  RED_NUMBERS,
  spotKey,
} from './layout.ts';

export type OutsideEvenMoneyBetType = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';

/** Stakes in integer minor units. Numbers of an inside bet may come in any order. */
export type RouletteBet =
  | { type: InsideBetType; numbers: readonly number[]; stake: bigint }
  /** Dozen 1 is 1–12, 2 is 13–24, 3 is 25–36. */
  | { type: 'dozen'; dozen: 1 | 2 | 3; stake: bigint }
  /** Column 1 is 1, 4, …, 34; 2 is 2, 5, …, 35; 3 is 3, 6, …, 36. */
  | { type: 'column'; column: 1 | 2 | 3; stake: bigint }
  | { type: OutsideEvenMoneyBetType; stake: bigint };

export type RouletteBetType = RouletteBet['type'];

export type RouletteLimits = TableLimits<RouletteBetType>;

/**
 * Winnings per unit staked ("35 to 1"); a winning bet also gets its stake back. Each pays
 * 36 / (numbers covered) in all, so every bet returns 36/37 of its stake on average: a
 * house edge of 1/37 ≈ 2.70%, the same for every bet. Zero loses every outside bet.
 */
export const ROULETTE_PAYOUTS: Readonly<Record<RouletteBetType, bigint>> = {
  straight: 35n,
  split: 17n,
  street: 11n,
  corner: 8n,
  sixLine: 5n,
  dozen: 2n,
  column: 2n,
  red: 1n,
  black: 1n,
  odd: 1n,
  even: 1n,
  low: 1n,
  high: 1n,
};

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ONE_TO_36 = range(1, 36);

const EVEN_MONEY: Readonly<Record<OutsideEvenMoneyBetType, readonly number[]>> = {
  red: ONE_TO_36.filter((n) => RED_NUMBERS.has(n)),
  black: ONE_TO_36.filter((n) => !RED_NUMBERS.has(n)),
  odd: ONE_TO_36.filter((n) => n % 2 === 1),
  even: ONE_TO_36.filter((n) => n % 2 === 0),
  low: range(1, 18),
  high: range(19, 36),
};

/** A validated bet: the spot's name and the pockets it wins on. */
export interface RouletteSpot extends PlacedStake<RouletteBetType> {
  covers: ReadonlySet<number>;
}

const isOneToThree = (x: unknown): x is 1 | 2 | 3 => x === 1 || x === 2 || x === 3;

/** Checks a bet as it came from the wire; throws a TableBetError naming it if it is not legal. */
export function resolveRouletteBet(bet: RouletteBet, betIndex: number): RouletteSpot {
  const invalid = (label: string, why: string) =>
    new TableBetError('BET_INVALID', `bet #${betIndex} (${label}): ${why}`, betIndex);
  const spot = (label: string, covers: readonly number[]): RouletteSpot => {
    checkStakeShape(bet.stake, label, betIndex);
    return { type: bet.type, spot: label, stake: bet.stake, covers: new Set(covers) };
  };
  if (typeof bet !== 'object' || bet === null) throw invalid('?', 'a bet must be an object');
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'sixLine': {
      const numbers: unknown = bet.numbers;
      if (!Array.isArray(numbers) || !numbers.every(isPocket)) {
        throw invalid(bet.type, 'numbers must be a list of whole numbers from 0 to 36');
      }
      const label = `${bet.type} ${spotKey(numbers)}`;
      if (numbers.length !== INSIDE_SIZES[bet.type]) {
        throw invalid(label, `a ${bet.type} covers exactly ${INSIDE_SIZES[bet.type]} numbers`);
      }
      if (!INSIDE_SPOTS[bet.type].has(spotKey(numbers))) {
        throw invalid(label, `not a ${bet.type} on the table layout`);
      }
      return spot(label, numbers);
    }
    case 'dozen': {
      if (!isOneToThree(bet.dozen)) throw invalid('dozen', 'dozen must be 1, 2 or 3');
      return spot(`dozen ${bet.dozen}`, range(12 * bet.dozen - 11, 12 * bet.dozen));
    }
    case 'column': {
      if (!isOneToThree(bet.column)) throw invalid('column', 'column must be 1, 2 or 3');
      const column = bet.column;
      return spot(
        `column ${column}`,
        ONE_TO_36.filter((n) => (n - column) % 3 === 0),
      );
    }
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return spot(bet.type, EVEN_MONEY[bet.type]);
    default:
      throw invalid(String((bet as { type: unknown }).type), 'unknown bet type');
  }
}
