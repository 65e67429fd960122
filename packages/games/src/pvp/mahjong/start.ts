import type { Card } from '../../tables/baccarat/cards.ts';
import { DECK_SIZE } from '../../tables/cards/deck.ts';
import { cardCode } from '../../tables/poker-hands/codes.ts';
import { PvpRuleError, type PvpStart } from '../engine.ts';
import type { MahjongState } from './state.ts';
import { sortTiles, type Tile } from './tiles.ts';
import { isWholeWall, wallFromDeck } from './wall.ts';

export const SEATS = 4;
export const HAND_TILES = 13;

function bad(message: string): never {
  throw new PvpRuleError('BAD_START', message);
}

function checkSeats({ seats, button, stake }: PvpStart): void {
  if (typeof stake !== 'bigint' || stake <= 0n) bad('the stake must be a positive bigint');
  if (seats.length !== SEATS) bad(`mahjong deals exactly ${SEATS} seats, not ${seats.length}`);
  seats.forEach(({ seat, stack }, i) => {
    // Four seats of a four-seat table, listed ascending: seats 0, 1, 2, 3 in order.
    if (seat !== i) bad('the seats must be 0, 1, 2 and 3, listed by number ascending');
    // Chips below minStack are the room's business; the payment caps keep any seat within
    // its stack, but a seat must have chips.
    if (typeof stack !== 'bigint' || stack <= 0n) bad(`seat ${seat} has no chips`);
  });
  if (!seats.some((s) => s.seat === button)) bad(`the button ${button} is not dealt in`);
}

function checkDeck(deck: readonly Card[]): void {
  if (!Array.isArray(deck) || deck.length !== DECK_SIZE)
    bad(`the deck must hold ${DECK_SIZE} cards`);
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

/** Turn order: the dealer first, then seat numbers upwards, wrapping. */
export function turnOrder(seats: readonly number[], button: number): number[] {
  return [...seats.filter((s) => s >= button), ...seats.filter((s) => s < button)];
}

/**
 * Deals the hand from a given 136-tile wall (`start.deck` is not read). One tile at a
 * time round the table from the dealer, 13 rounds: the k-th seat in turn order (k = 0 the
 * dealer) gets wall[k], wall[k + 4], …, wall[k + 48]; the dealer then draws wall[52], its
 * 14th tile, and plays first. Draws continue from wall[53]; kong replacements come from
 * wall[135] backwards. No forced bets: nothing moves until the hand is over.
 */
export function startMahjong(start: PvpStart, wall: readonly Tile[]): MahjongState {
  checkSeats(start);
  if (!isWholeWall(wall)) bad('the wall must be 136 tiles, four of each kind');
  const numbers = start.seats.map((s) => s.seat);
  const order = turnOrder(numbers, start.button);
  const dealt = SEATS * HAND_TILES;
  const dealerTile = wall[dealt] as Tile;
  const tilesOf = (seat: number): Tile[] => {
    const k = order.indexOf(seat);
    const hand = Array.from({ length: HAND_TILES }, (_, r) => wall[k + r * SEATS] as Tile);
    return sortTiles(seat === start.button ? [...hand, dealerTile] : hand);
  };
  return {
    phase: 'turn',
    stake: start.stake,
    button: start.button,
    order,
    seats: start.seats.map(({ seat, stack }) => ({
      seat,
      stack,
      concealed: tilesOf(seat),
      melds: [],
      discards: [],
    })),
    wall: wall.slice(dealt + 1),
    turn: start.button,
    drawn: dealerTile,
    lastDiscard: null,
    claims: [],
    lastAction: null,
    win: null,
  };
}

/**
 * The engine's `start`: the wall is `wallFromDeck(start.deck)` — the hand's 52-card deck
 * (`pvpDeck` of the fair input) keys a fair stream that shuffles the 136 tiles (wall.ts) —
 * then dealt by `startMahjong`.
 */
export function startFromDeck(start: PvpStart): MahjongState {
  checkSeats(start);
  checkDeck(start.deck);
  return startMahjong(start, wallFromDeck(start.deck));
}
