import {
  checkSelection,
  findPlayType,
  isRegionalFamily,
  type LotteryPick,
  type LotteryPlayType,
  type LotteryRowShape,
  type LotterySelectionShape,
  lotteryTicketNumber,
  lotteryTicketOf,
} from '@gamehall/games';

/** What the board holds: the picks of each row (or typed tickets), in board order. */
export type Picks = LotteryPick[][];

type TicketShape = Extract<LotterySelectionShape, { kind: 'tickets' }>;

export const emptyPicks = (shape: LotterySelectionShape): Picks =>
  shape.kind === 'rows' ? shape.rows.map(() => []) : [];

/** Row `row` with `pick` added or taken away, kept in board order. */
export function togglePick(picks: Picks, shape: LotteryRowShape, row: number, pick: LotteryPick) {
  const current = picks[row] ?? [];
  const next = current.includes(pick) ? current.filter((p) => p !== pick) : [...current, pick];
  return setRow(
    picks,
    row,
    shape.options.filter((o) => next.includes(o)),
  );
}

export const setRow = (picks: Picks, row: number, values: LotteryPick[]): Picks =>
  picks.map((current, i) => (i === row ? values : current));

export const QUICK_PICKS = ['big', 'small', 'odd', 'even', 'all', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

const numbersOf = (row: LotteryRowShape) =>
  row.options.every((o) => typeof o === 'number') ? (row.options as readonly number[]) : null;

/** The numbers a quick pick marks on a row of numbers (the upper half is big). */
export function quickPick(row: LotteryRowShape, kind: QuickPick): number[] {
  const numbers = [...(numbersOf(row) ?? [])].sort((a, b) => a - b);
  const half = Math.floor(numbers.length / 2);
  switch (kind) {
    case 'big':
      return numbers.slice(half);
    case 'small':
      return numbers.slice(0, half);
    case 'odd':
      return numbers.filter((n) => n % 2 !== 0);
    case 'even':
      return numbers.filter((n) => n % 2 === 0);
    case 'all':
      return numbers;
    case 'clear':
      return [];
  }
}

/** The quick picks a row offers: only on numbers, and only those it can hold. */
export const quickPicksOf = (row: LotteryRowShape): QuickPick[] =>
  numbersOf(row) ? QUICK_PICKS.filter((k) => quickPick(row, k).length <= row.maxPicks) : [];

/** `count` different options of `options`, in board order. */
function sample<T>(options: readonly T[], count: number, random: () => number): T[] {
  const pool = [...options];
  for (let i = 0; i < count && i < pool.length; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  const chosen = pool.slice(0, count);
  return options.filter((o) => chosen.includes(o));
}

function randomRows(shape: Extract<LotterySelectionShape, { kind: 'rows' }>, random: () => number) {
  const counts = shape.rows.map((r) => r.minPicks);
  // Rows that may stay empty (a position bet) get the rest of the picks the bet needs.
  for (let total = counts.reduce((a, b) => a + b, 0); total < shape.minTotal; total++) {
    const open = counts.flatMap((n, i) => (n < (shape.rows[i]?.maxPicks ?? 0) ? [i] : []));
    const row = open[Math.floor(random() * open.length)] as number;
    counts[row] = (counts[row] ?? 0) + 1;
  }
  return shape.rows.map((r, i) => sample(r.options, counts[i] ?? 0, random));
}

const randomTicket = (shape: TicketShape, random: () => number) =>
  shape.distinctPicks
    ? sample(shape.options, shape.length, random).sort(() => random() - 0.5)
    : Array.from(
        { length: shape.length },
        () => shape.options[Math.floor(random() * shape.options.length)] as LotteryPick,
      );

/** The fewest tickets the shape takes (a shape may ask for more than one). */
const fewestTickets = (shape: TicketShape) =>
  Math.max(1, (shape as { minTickets?: number }).minTickets ?? 1);

const randomTickets = (shape: TicketShape, random: () => number) =>
  Array.from({ length: fewestTickets(shape) }, () => randomTicket(shape, random));

/**
 * A random bet the play type takes: the fewest picks each row needs, or the fewest tickets.
 * Tried again when the picks buy nothing (11X5 straight rows that share their only number)
 * or tickets repeat.
 */
export function randomPicks(
  playType: string,
  shape: LotterySelectionShape,
  random: () => number = Math.random,
): Picks {
  for (let attempt = 0; ; attempt++) {
    const picks = shape.kind === 'rows' ? randomRows(shape, random) : randomTickets(shape, random);
    try {
      checkSelection(playType, picks);
      return picks;
    } catch (err) {
      if (attempt >= 50) throw err;
    }
  }
}

const readPick = (text: string): LotteryPick => (/^\d+$/.test(text) ? Number(text) : text);

/** The board's numbers go above 9, so a two-digit pick may be typed as two digits ("01"). */
const hasTwoDigitOptions = (shape: TicketShape) =>
  shape.options.some((o) => typeof o === 'number' && o > 9);

/**
 * A regional lottery's play type of typed numbers (lô, đề, xiên, Thai, 4D): each number is
 * a ticket of its digits, so "05" is [0, 5] and its leading zero is never lost.
 */
export const typesNumbers = (type: Pick<LotteryPlayType, 'family' | 'shape'>) =>
  type.shape.kind === 'tickets' && isRegionalFamily(type.family);

/** `typesNumbers` of the play type with this id (a bet's, from the wire). */
export const typesNumbersById = (id: string) => {
  const type = findPlayType(id);
  return type !== undefined && typesNumbers(type);
};

/**
 * A typed number as its ticket of digits ("05" → [0, 5]); a character that is not a digit
 * is kept as typed, for the check to name ("5x" → [5, 'x']: not on the board).
 */
const readNumber = (token: string): LotteryPick[] =>
  /^\d+$/.test(token)
    ? lotteryTicketOf(token)
    : [...token].map((c) => (/^\d$/.test(c) ? Number(c) : c));

/**
 * Typed tickets: one a line (or apart by , or ;), picks apart by spaces; a ticket of single
 * digits may be written together ("12345"), one of two-digit numbers too ("010203") when the
 * board has numbers above 9 (11X5's 01–11), never on a board of digits, where "0105" stays
 * one four-digit ticket. With `numbers` (a regional play type, `typesNumbers`), every word
 * is one number, its digits the ticket: "05 45" is [0, 5] and [4, 5].
 */
export function parseTickets(text: string, shape: TicketShape, numbers = false): Picks {
  if (numbers) {
    return text
      .split(/[\s,;]+/)
      .filter((token) => token !== '')
      .map(readNumber);
  }
  return text
    .split(/[\n,;]+/)
    .map((ticket) => ticket.trim())
    .filter((ticket) => ticket !== '')
    .map((ticket) => {
      if (/\s/.test(ticket)) return ticket.split(/\s+/).map(readPick);
      const digits = /^\d+$/.test(ticket);
      if (
        digits &&
        hasTwoDigitOptions(shape) &&
        ticket.length === shape.length * 2 &&
        shape.length > 1
      ) {
        return ticket.match(/\d\d/g)?.map(readPick) ?? [];
      }
      if (digits && ticket.length === shape.length) return [...ticket].map(readPick);
      return [readPick(ticket)];
    });
}

/** Tickets as the player would type them: picks apart by spaces, or numbers written whole. */
export const ticketsText = (tickets: Picks, numbers = false) =>
  numbers
    ? tickets.map((ticket) => lotteryTicketNumber(ticket)).join(' ')
    : tickets.map((t) => t.join(' ')).join('\n');
