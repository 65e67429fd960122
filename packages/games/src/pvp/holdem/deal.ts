import type { Card } from '../../tables/baccarat/cards.ts';
import { DECK_SIZE } from '../../tables/cards/deck.ts';
import { cardCode } from '../../tables/poker-hands/codes.ts';
import { PvpRuleError, type PvpStart } from '../engine.ts';
import { passTurn, putIn, record } from './betting.ts';
import { type HoldemSeat, type HoldemState, minChips } from './state.ts';

export const HOLDEM_MIN_SEATS = 2;
export const HOLDEM_MAX_SEATS = 9;

/** Half the big blind, rounded down, and at least one chip. */
export function smallBlindOf(stake: bigint): bigint {
  const half = stake / 2n;
  return half > 0n ? half : 1n;
}

/** Seat numbers (ascending) from the button's left round to the button, which comes last. */
export function dealOrder(seats: readonly number[], button: number): number[] {
  const left = seats.findIndex((s) => s > button);
  const start = left === -1 ? 0 : left; // none above the button: the lowest seat
  return [...seats.slice(start), ...seats.slice(0, start)];
}

/**
 * Where the deal takes each card from the deck, for `players` seats: hole cards one at a
 * time round the table from the button's left, twice (the i-th seat from the button's
 * left gets cards i and players + i); then burn, flop of three, burn, turn, burn, river.
 */
export function dealPositions(players: number) {
  const next = 2 * players;
  return {
    hole: (i: number) => [i, players + i] as const,
    board: [next + 1, next + 2, next + 3, next + 5, next + 7] as const,
  };
}

function bad(message: string): never {
  throw new PvpRuleError('BAD_START', message);
}

function checkStart({ seats, button, stake, deck }: PvpStart): void {
  if (seats.length < HOLDEM_MIN_SEATS || seats.length > HOLDEM_MAX_SEATS) {
    bad(`hold'em seats ${HOLDEM_MIN_SEATS}–${HOLDEM_MAX_SEATS} players, not ${seats.length}`);
  }
  seats.forEach(({ seat, stack }, i) => {
    if (!Number.isInteger(seat) || seat < 0 || seat >= HOLDEM_MAX_SEATS) bad(`no seat ${seat}`);
    if (i > 0 && seat <= (seats[i - 1] as { seat: number }).seat) bad('seats must ascend');
    if (typeof stack !== 'bigint' || stack <= 0n) bad(`seat ${seat} has no chips`);
  });
  if (!seats.some((s) => s.seat === button)) bad(`the button ${button} is not a dealt-in seat`);
  if (typeof stake !== 'bigint' || stake <= 0n) bad('the big blind must be positive');
  if (deck.length !== DECK_SIZE) bad(`a deck has ${DECK_SIZE} cards, not ${deck.length}`);
  let codes: number[] = [];
  try {
    codes = deck.map(cardCode);
  } catch {
    bad('the deck holds something that is not a card');
  }
  if (new Set(codes).size !== DECK_SIZE) bad('a card appears twice in the deck');
}

const copy = ({ rank, suit }: Card): Card => ({ rank, suit });

/**
 * Deals a hand and posts the blinds. Heads-up the button posts the small blind and acts
 * first before the flop; otherwise the small blind is the first seat left of the button,
 * the big blind the next, and the seat after the big blind acts first. A seat short of
 * its blind posts what it has and is all-in. The bet to match before the flop is the full
 * big blind even when the big blind itself is short (any excess comes back uncalled).
 * Stacks below the big blind (`minStack`) are dealt in all the same: the room decides who
 * sits, the engine plays whoever it is given.
 */
export function dealHoldem(start: PvpStart): HoldemState {
  checkStart(start);
  const order = dealOrder(
    start.seats.map((s) => s.seat),
    start.button,
  );
  const stackOf = new Map(start.seats.map((s) => [s.seat, s.stack]));
  const at = dealPositions(order.length);
  const seats: HoldemSeat[] = order.map((seat, i) => ({
    seat,
    stack: stackOf.get(seat) as bigint,
    hole: at.hole(i).map((p) => copy(start.deck[p] as Card)),
    bet: 0n,
    committed: 0n,
    folded: false,
    allIn: false,
    acted: false,
    actedAt: 0n,
    lastAction: null,
  }));
  const state: HoldemState = {
    stake: start.stake,
    smallBlind: smallBlindOf(start.stake),
    button: start.button,
    seats,
    runout: at.board.map((p) => copy(start.deck[p] as Card)),
    boardShown: 0,
    street: 'preflop',
    toAct: null,
    currentBet: 0n,
    lastRaise: start.stake,
    log: [],
  };
  const headsUp = seats.length === 2;
  const sb = seats[headsUp ? 1 : 0] as HoldemSeat;
  const bb = seats[headsUp ? 0 : 1] as HoldemSeat;
  for (const [s, blind, type] of [
    [sb, state.smallBlind, 'smallBlind'],
    [bb, state.stake, 'bigBlind'],
  ] as const) {
    const chips = minChips(blind, s.stack);
    putIn(state, s, chips);
    record(state, s, { type, amount: chips });
  }
  state.currentBet = state.stake;
  state.lastRaise = state.stake;
  passTurn(state, (seats.indexOf(bb) + 1) % seats.length);
  return state;
}
