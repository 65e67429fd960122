import {
  dealMahjongAgain,
  dealPvpHand,
  type FairInput,
  type MahjongDeal,
  PVP_VERIFY_ENGINES,
  type PvpDeal,
  type PvpVerifyEngine,
} from '@gamehall/games';

/** The PVP card rooms (decision 036) this page deals again, in the picker's order. */
export const CARD_ROOMS = [...PVP_VERIFY_ENGINES, 'mahjong'] as const;
export type CardRoom = (typeof CARD_ROOMS)[number];

export const isCardRoom = (engine: string): engine is CardRoom =>
  (CARD_ROOMS as readonly string[]).includes(engine);

/** A card room's hand dealt again: every seat's cards, hold'em's board, the deck. */
export interface PvpRound {
  kind: 'pvp';
  room: PvpVerifyEngine;
  deal: PvpDeal;
}

/** A mahjong hand dealt again: the wall from the hand's deck, each seat's tiles. */
export interface MahjongRound {
  kind: 'mahjong';
  room: 'mahjong';
  deal: MahjongDeal;
}

/** Which seats were dealt in and where the button was: what the deal depends on besides the seed. */
export interface PvpSeating {
  seats: number[];
  button: number;
}

/** A whole seat number as typed: digits only ("07" is 7; "", "1.5", "-1", "x" are not). */
const SEAT = /^\d{1,3}$/;

/**
 * The seats as typed ("0,2,3", spaces and a trailing comma allowed) and the button's seat;
 * null when a part is not a whole number. Which numbers a game's table has, how many it
 * deals and whether the button is one of them is the deal's check (`dealPvpHand`).
 */
export function parseSeating(seatsText: string, buttonText: string): PvpSeating | null {
  const parts = seatsText
    .split(',')
    .map((p) => p.trim())
    .filter((p, i, all) => p !== '' || i < all.length - 1);
  const button = buttonText.trim();
  if (parts.length === 0 || !parts.every((p) => SEAT.test(p)) || !SEAT.test(button)) return null;
  return { seats: parts.map(Number), button: Number(button) };
}

/**
 * A card room's hand dealt by the engine the server runs: the deck of the fair stream with
 * the table as client seed and the hand's number at it as nonce, given to the engine's own
 * start with the seats dealt in and the button (mahjong: the wall that deck keys, dealt
 * by its engine's start). Throws PvpDealError on seating the hand
 * cannot have had.
 */
export function recomputePvp(
  room: CardRoom,
  input: FairInput,
  seating: PvpSeating,
): PvpRound | MahjongRound {
  if (room === 'mahjong') {
    return { kind: 'mahjong', room, deal: dealMahjongAgain(input, seating.seats, seating.button) };
  }
  return { kind: 'pvp', room, deal: dealPvpHand(room, input, seating.seats, seating.button) };
}
