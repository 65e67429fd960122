import type { Card } from '../../tables/baccarat/cards.ts';
import {
  ALL_CODES,
  cardCode,
  cardOfCode,
  cardsFromLabels,
} from '../../tables/poker-hands/codes.ts';
import { PvpRuleError, type PvpStart } from '../engine.ts';

/** For tests: a table of `seats` (seat → stack, ascending) with the button, base bet, hands. */
export interface TestTable {
  seats: Record<number, bigint>;
  button: number;
  stake: bigint;
  /** Seat → its five cards as labels ("KS QS 5H 2D TD"), dealt in that order. */
  hands?: Record<number, string>;
  /** Cards laid right after the deal, from deck[5n] on (the banker draw reads them). */
  after?: string;
}

/**
 * A 52-card deck arranged so each seat is dealt the given cards, one card a round from
 * the button's left (worked out here, independently of deal.ts); unnamed positions are
 * filled with the unused cards in unshuffled order.
 */
export function arrangeDeck(table: TestTable): Card[] {
  const numbers = Object.keys(table.seats)
    .map(Number)
    .sort((a, b) => a - b);
  const left = numbers.filter((s) => s > table.button);
  const order = [...left, ...numbers.filter((s) => s <= table.button)];
  const n = order.length;
  const deck: (Card | null)[] = Array.from({ length: 52 }, () => null);
  for (const [seat, labels] of Object.entries(table.hands ?? {})) {
    const k = order.indexOf(Number(seat));
    if (k < 0) throw new Error(`seat ${seat} is not at the table`);
    cardsFromLabels(labels).forEach((card, round) => {
      deck[k + round * n] = card;
    });
  }
  if (table.after) {
    cardsFromLabels(table.after).forEach((card, i) => {
      deck[5 * n + i] = card;
    });
  }
  const used = new Set(deck.filter((c): c is Card => c !== null).map(cardCode));
  if (used.size !== deck.filter((c) => c !== null).length) throw new Error('a card twice');
  const spare = ALL_CODES.filter((code) => !used.has(code)).map(cardOfCode);
  return deck.map((card) => card ?? (spare.shift() as Card));
}

export function testStart(table: TestTable): PvpStart {
  return {
    seats: Object.entries(table.seats)
      .map(([seat, stack]) => ({ seat: Number(seat), stack }))
      .sort((a, b) => a.seat - b.seat),
    button: table.button,
    stake: table.stake,
    deck: arrangeDeck(table),
  };
}

/** Grabs every seat in `grabs` (seat order), then bets every seat in `bets`. */
export function playHand<S>(
  engine: { act(state: S, seat: number, action: { type: string; amount?: bigint }): S },
  state: S,
  grabs: Record<number, number>,
  bets: Record<number, number> = {},
): S {
  let next = state;
  for (const [seat, m] of Object.entries(grabs)) {
    next = engine.act(next, Number(seat), { type: 'grab', amount: BigInt(m) });
  }
  for (const [seat, m] of Object.entries(bets)) {
    next = engine.act(next, Number(seat), { type: 'bet', amount: BigInt(m) });
  }
  return next;
}

/** The PvpRuleError code `fn` throws (undefined if it throws nothing; rethrows anything else). */
export function ruleCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof PvpRuleError) return error.code;
    throw error;
  }
  return undefined;
}
