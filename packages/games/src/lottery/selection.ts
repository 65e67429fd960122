/**
 * What a player marks on a betting board. A pick is a number on the board or a named
 * option ('big', 'dragon'…). A selection is a list of rows (one per position, or a single
 * row for a set of numbers), or for typed-in "single" bets a list of tickets.
 */
export type LotteryPick = number | string;
export type Selection = readonly (readonly LotteryPick[])[];

export interface RowShape {
  /** Shown above the row: "1st", "last 3", "numbers"… */
  label: string;
  options: readonly LotteryPick[];
  minPicks: number;
  maxPicks: number;
}

export type SelectionShape =
  /** One list of picks per row, each from the row's options, at most once each. */
  | { kind: 'rows'; rows: readonly RowShape[]; minTotal: number }
  /**
   * Whole tickets typed in: each `length` picks of `options`, no ticket twice. The regional
   * lotteries' numbers are tickets of digits: [0, 5] is the two-digit number 05.
   */
  | {
      kind: 'tickets';
      length: number;
      options: readonly LotteryPick[];
      /** 11X5 tickets repeat no number; SSC digits may repeat. */
      distinctPicks: boolean;
      maxTickets: number;
      /** Fewest tickets (1 if absent): a xiên k bet needs k numbers. */
      minTickets?: number;
      /**
       * Order within a ticket does not matter (Thai "tote"): each ticket is put in board
       * order, and two tickets with the same picks in another order are the same ticket.
       */
      unordered?: boolean;
    };

/** The digits 0–9: the options of every regional ticket (a number is typed digit by digit). */
export const DIGITS: readonly number[] = Array.from({ length: 10 }, (_, i) => i);

/** The picks of a ticket of digits as the number they write: [0, 5] → '05'. */
export const ticketNumber = (ticket: readonly LotteryPick[]): string => ticket.join('');

/** A typed number as a ticket of digits, for a betting page: '05' → [0, 5] (never [5]). */
export const ticketOf = (number: string): number[] => [...number].map(Number);

export const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The two-sided options of a number: big or small, odd or even. */
export const BIG_SMALL_ODD_EVEN = ['big', 'small', 'odd', 'even'] as const;

/** One row per position, each optional, at least one pick in all (a "position" bet). */
export function positionRows(
  labels: readonly string[],
  options: readonly LotteryPick[],
): SelectionShape {
  return {
    kind: 'rows',
    rows: labels.map((label) => ({ label, options, minPicks: 0, maxPicks: options.length })),
    minTotal: 1,
  };
}

/** One row per position, each needing a pick (straight compound: one unit per tuple). */
export function straightRows(
  labels: readonly string[],
  options: readonly LotteryPick[],
): SelectionShape {
  return {
    kind: 'rows',
    rows: labels.map((label) => ({ label, options, minPicks: 1, maxPicks: options.length })),
    minTotal: labels.length,
  };
}

/** A single row of `minPicks` or more of the options. */
export function setRow(
  label: string,
  options: readonly LotteryPick[],
  minPicks: number,
  maxPicks = options.length,
): SelectionShape {
  return { kind: 'rows', rows: [{ label, options, minPicks, maxPicks }], minTotal: minPicks };
}

/** Whether `value` has the two-sided property `pick`; `bigFrom` is the smallest big number. */
export function hasSide(pick: LotteryPick, value: number, bigFrom: number): boolean {
  switch (pick) {
    case 'big':
      return value >= bigFrom;
    case 'small':
      return value < bigFrom;
    case 'odd':
      return value % 2 === 1;
    case 'even':
      return value % 2 === 0;
    default:
      return false;
  }
}
