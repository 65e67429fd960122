import type { Card } from '../../tables/baccarat/cards.ts';
import { DECK_SIZE } from '../../tables/cards/deck.ts';
import { cardCode } from '../../tables/poker-hands/codes.ts';
import { PvpRuleError, type PvpStart } from '../engine.ts';
import type { NiuniuGrabState } from './state.ts';

export const MIN_SEATS = 2;
export const MAX_SEATS = 6;
export const CARDS_EACH = 5;

/** Seats from the button's left round to the button itself, who is dealt last. */
export function dealOrder(seats: readonly number[], button: number): number[] {
  return [...seats.filter((s) => s > button), ...seats.filter((s) => s <= button)];
}

function bad(message: string): never {
  throw new PvpRuleError('BAD_START', message);
}

function checkDeck(deck: readonly Card[]): void {
  if (deck.length !== DECK_SIZE) bad(`the deck has ${deck.length} cards, not ${DECK_SIZE}`);
  const codes = new Set<number>();
  for (const card of deck) {
    let code: number;
    try {
      code = cardCode(card);
    } catch {
      bad('the deck holds something that is not a card');
    }
    if (codes.has(code)) bad('the deck holds a card twice');
    codes.add(code);
  }
}

function checkStart({ seats, button, stake, deck }: PvpStart): void {
  if (typeof stake !== 'bigint' || stake <= 0n) bad('the base bet must be a positive bigint');
  if (seats.length < MIN_SEATS || seats.length > MAX_SEATS) {
    bad(`niu niu deals ${MIN_SEATS}–${MAX_SEATS} seats, not ${seats.length}`);
  }
  let previous = -1;
  for (const { seat, stack } of seats) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= MAX_SEATS) bad(`no seat ${seat}`);
    // Ascending and so distinct: the contract lists seats by number ascending.
    if (seat <= previous) bad('seats must be listed once each, by number ascending');
    previous = seat;
    // Chips below minStack are the room's business (it decides who is dealt in); the
    // settlement caps keep a short seat within its stack, but a seat must have chips.
    if (typeof stack !== 'bigint' || stack <= 0n) bad(`seat ${seat} has no chips`);
  }
  if (!seats.some((s) => s.seat === button)) bad(`the button ${button} is not dealt in`);
  checkDeck(deck);
}

/**
 * Deals the hand: one card at a time round the table from the button's left, five
 * rounds, so with n seats the k-th seat from the button's left (k = 0 … n − 1) holds
 * deck[k], deck[k + n], …, deck[k + 4n], the last being its hidden fifth card. The cards
 * from deck[5n] on stay in the state for the banker draw. No forced bets: nothing moves
 * until the reveal.
 */
export function startNiuniuGrab(start: PvpStart): NiuniuGrabState {
  checkStart(start);
  const numbers = start.seats.map((s) => s.seat);
  const order = dealOrder(numbers, start.button);
  const n = order.length;
  const copy = ({ rank, suit }: Card): Card => ({ rank, suit });
  const cardsOf = (seat: number): Card[] => {
    const k = order.indexOf(seat);
    return Array.from({ length: CARDS_EACH }, (_, round) =>
      copy(start.deck[k + round * n] as Card),
    );
  };
  return {
    phase: 'grab',
    stake: start.stake,
    button: start.button,
    order,
    seats: start.seats.map(({ seat, stack }) => ({
      seat,
      stack,
      cards: cardsOf(seat),
      grab: null,
      bet: null,
    })),
    undealt: start.deck.slice(CARDS_EACH * n).map(copy),
    banker: null,
    bankerMultiple: null,
    draw: null,
  };
}
