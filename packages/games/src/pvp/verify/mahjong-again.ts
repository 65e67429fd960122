import type { FairInput } from '../../fair/outcomes.ts';
import { pvpDeck } from '../deck.ts';
import type { PvpEngine } from '../engine.ts';
import { mahjongEngine } from '../mahjong/engine.ts';
import type { MahjongState } from '../mahjong/state.ts';
import type { Tile } from '../mahjong/tiles.ts';
import { mahjongWall } from '../mahjong/wall.ts';
import { checkSeats } from './deal-again.ts';

/** A mahjong hand dealt again: the wall and each seat's tiles at the deal. */
export interface MahjongDeal {
  engine: 'mahjong';
  /** The 136 tiles in wall order: `mahjongWall(fair)` (mahjong/README.md "The wall"). */
  wall: Tile[];
  /** The four seats by seat number: 13 tiles each, the dealer 14, in kind order. */
  seats: { seat: number; tiles: Tile[] }[];
  /** Turn order: the dealer (the button), then seat numbers upwards, wrapping. */
  order: number[];
  button: number;
}

/**
 * A mahjong hand dealt again for /verify: the wall of the fair input (`mahjongWall`, the
 * wall the server's `start` builds from the hand's deck), dealt by the engine's own start
 * to the seats and the button. Throws PvpDealError on seats the hand cannot have had.
 */
export function dealMahjongAgain(
  fair: FairInput,
  seats: readonly number[],
  button: number,
): MahjongDeal {
  const numbers = checkSeats(mahjongEngine as PvpEngine<unknown>, seats, button);
  const wall = mahjongWall(fair);
  const stack = mahjongEngine.minStack(1n) * 10n;
  const state: MahjongState = mahjongEngine.start({
    seats: numbers.map((seat) => ({ seat, stack })),
    button,
    stake: 1n,
    // As the server deals: the engine's start on the hand's deck, whose wall is `wall`.
    deck: pvpDeck(fair),
  });
  return {
    engine: 'mahjong',
    wall,
    seats: state.seats.map((s) => ({ seat: s.seat, tiles: [...s.concealed] })),
    order: [...state.order],
    button,
  };
}
