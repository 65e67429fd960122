import type { FanName } from './fan.ts';
import type { Meld } from './hand.ts';
import type { Tile } from './tiles.ts';

/**
 * turn: `turn` holds its tiles plus one (drawn or claimed) and must discard, win or kong;
 * claim: the others answer `turn`'s discard; over: won, or the wall ran out.
 */
export type MahjongPhase = 'turn' | 'claim' | 'over';

export interface MahjongSeat {
  seat: number;
  /** Chips at the hand's start (nothing moves until the hand is over). */
  stack: bigint;
  /** The hidden tiles, kept in kind order (`sortTiles`). */
  concealed: Tile[];
  /** Declared sets in the order made. */
  melds: Meld[];
  /** Its discards still on the table, oldest first (a claimed one leaves for the meld). */
  discards: Tile[];
}

/** A seat that may claim the discard, and its answer (an action type) once given. */
export interface MahjongClaim {
  seat: number;
  answer: string | null;
}

export interface MahjongWin {
  seat: number;
  /** The discarder it won from; null when self-drawn. */
  from: number | null;
  /** The winning tile (drawn, or the discard claimed). */
  tile: Tile;
  fan: number;
  rawFan: number;
  items: FanName[];
  /** stake × 2^fan: what each payer owes before the stack caps. */
  amount: bigint;
}

/**
 * One hand, JSON-safe for `encodePvpState`: plain objects, arrays, numbers, strings,
 * bigints and null only. The 136 tiles are always all in `wall`, the seats' concealed
 * tiles, melds and discards.
 */
export interface MahjongState {
  phase: MahjongPhase;
  /** The room's unit: a win pays stake × 2^fan. */
  stake: bigint;
  /** The dealer (莊). */
  button: number;
  /** Turn order: the dealer, then seat numbers upwards, wrapping (0–3). */
  order: number[];
  /** The four seats, by seat number ascending. */
  seats: MahjongSeat[];
  /** The live wall: draws from the front (index 0), kong replacements from the end. */
  wall: Tile[];
  /** turn: the seat to play; claim: the discarder; over: the winner or the last to play. */
  turn: number;
  /** The tile the turn seat has just drawn (null after a pong or chow, or outside turns). */
  drawn: Tile | null;
  /** The last discard; during claim it is still the discarder's last discard. */
  lastDiscard: { seat: number; tile: Tile } | null;
  /** claim: every seat with a claim, in turn order after the discarder (empty otherwise). */
  claims: MahjongClaim[];
  /** The last action applied (a claim once it is resolved), for the view. */
  lastAction: { seat: number; type: string } | null;
  /** Once over: the win, or null when the wall ran out (a draw). */
  win: MahjongWin | null;
}

export function seatOf(state: MahjongState, seat: number): MahjongSeat {
  const found = state.seats.find((s) => s.seat === seat);
  if (!found) throw new RangeError(`no seat ${seat} in this hand`);
  return found;
}

/** The seat after `seat` in turn order. */
export function nextSeat(state: MahjongState, seat: number): number {
  const i = state.order.indexOf(seat);
  return state.order[(i + 1) % state.order.length] as number;
}

/** The other seats, in turn order from the one after `seat`. */
export function seatsAfter(state: MahjongState, seat: number): number[] {
  const i = state.order.indexOf(seat);
  const n = state.order.length;
  return Array.from({ length: n - 1 }, (_, k) => state.order[(i + 1 + k) % n] as number);
}

/** Every tile of the hand, wherever it is (136 always). */
export function tileCount(state: MahjongState): number {
  return state.seats.reduce(
    (sum, s) =>
      sum +
      s.concealed.length +
      s.discards.length +
      s.melds.reduce((m, x) => m + x.tiles.length, 0),
    state.wall.length,
  );
}
