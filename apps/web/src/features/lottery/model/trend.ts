import type { ELotteryFamily as Family } from './families.ts';

/** A drawn result as the trend reads it. */
export interface Result {
  numbers: readonly number[];
  special: number | null;
}

export interface TrendCell {
  number: number;
  /** Draws of the window in which it came up. */
  hits: number;
  /** Draws since it last came up (0: in the newest); the window's size when it did not. */
  missing: number;
  /** The most (hot) or fewest (cold) hits of its row. */
  heat: 'hot' | 'cold' | null;
}

export interface TrendRow {
  /** A board row label of packages/games ("1st", "place 3", "numbers", "special"). */
  label: string;
  cells: TrendCell[];
}

/** The draws the trend counts over. */
export const TREND_WINDOW = 30;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'];

/** Per family, the rows of the trend: what each reads of a result, and its board. */
function rowsOf(
  family: Family,
): { label: string; read: (r: Result) => number[]; board: number[] }[] {
  const positions = (labels: string[], board: number[]) =>
    labels.map((label, i) => ({ label, read: (r: Result) => r.numbers.slice(i, i + 1), board }));
  switch (family) {
    case 'SSC':
      return positions(ORDINALS, range(0, 9));
    case '11X5':
      return positions(ORDINALS, range(1, 11));
    case 'PK10':
      return positions(
        range(1, 10).map((p) => `place ${p}`),
        range(1, 10),
      );
    case 'LHC':
      return [
        { label: 'numbers', read: (r) => r.numbers.slice(0, 6), board: range(1, 49) },
        {
          label: 'special',
          read: (r) => (r.special === null ? [] : [r.special]),
          board: range(1, 49),
        },
      ];
    case 'LF':
      return [{ label: 'numbers', read: (r) => [...r.numbers], board: range(1, 80) }];
  }
}

/**
 * Hot and cold numbers and missing counts over the newest `window` results (newest first),
 * per position for the positional families, over the drawn set for Mark Six and Keno.
 */
export function trendOf(family: Family, results: readonly Result[], window = TREND_WINDOW) {
  const recent = results.slice(0, window);
  return rowsOf(family).map(({ label, read, board }): TrendRow => {
    const drawn = recent.map(read);
    const counted = board.map((number) => {
      const at = drawn.findIndex((numbers) => numbers.includes(number));
      return {
        number,
        hits: drawn.filter((numbers) => numbers.includes(number)).length,
        missing: at < 0 ? recent.length : at,
      };
    });
    const hits = counted.map((c) => c.hits);
    const [most, fewest] = [Math.max(...hits), Math.min(...hits)];
    // All alike (or no draws yet): nothing stands out as hot or cold.
    const heat = (n: number): TrendCell['heat'] => {
      if (most === fewest) return null;
      if (n === most) return 'hot';
      return n === fewest ? 'cold' : null;
    };
    return { label, cells: counted.map((c) => ({ ...c, heat: heat(c.hits) })) };
  });
}
