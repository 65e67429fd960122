import { type PvpAction, type PvpActionSpec, PvpRuleError } from '../engine.ts';
import { isWinningHand } from './hand.ts';
import { type MahjongState, nextSeat, seatOf } from './state.ts';
import { countOf, countsOf, stepUp, TILE_KINDS, type Tile } from './tiles.ts';

/**
 * What the turn seat may do (README.md "A turn"), as action types: `hu` when it has just
 * drawn and its tiles are complete; `kong:<tile>` for each concealed kong (four in hand)
 * and added kong (a pong of its own with the fourth in hand), also only after a draw and
 * while the wall has a tile for the replacement; `discard:<tile>` for each kind it holds.
 */
export function turnOptions(state: MahjongState): string[] {
  const me = seatOf(state, state.turn);
  const options: string[] = [];
  const drew = state.drawn !== null;
  if (drew && isWinningHand(me.concealed, me.melds)) options.push('hu');
  const counts = countsOf(me.concealed);
  if (drew && state.wall.length > 0) {
    TILE_KINDS.forEach((tile, i) => {
      const held = counts[i] as number;
      const ownPong = held >= 1 && me.melds.some((m) => m.type === 'pong' && m.tiles[0] === tile);
      if (held === 4 || ownPong) options.push(`kong:${tile}`);
    });
  }
  TILE_KINDS.forEach((tile, i) => {
    if ((counts[i] as number) > 0) options.push(`discard:${tile}`);
  });
  return options;
}

/** The runs a seat could make with `tile` and two of `held`: each by its lowest tile. */
export function chowStarts(held: readonly Tile[], tile: Tile): Tile[] {
  const starts: Tile[] = [];
  for (const offset of [-2, -1, 0]) {
    const first = stepUp(tile, offset);
    const run = first && [first, stepUp(first, 1), stepUp(first, 2)];
    if (!run || run.some((t) => t === null)) continue;
    const others = (run as Tile[]).filter((t) => t !== tile);
    if (others.every((t) => held.includes(t))) starts.push(first as Tile);
  }
  return starts;
}

/**
 * What `seat` may claim the last discard with, passing aside (empty: no claim, the seat is
 * not asked): `hu` if the discard completes its hand, `pong` with two in hand, `kong` with
 * three (while the wall has a replacement tile), `chow:<lowest tile>` per run, for the
 * next seat after the discarder only.
 */
export function claimOptions(state: MahjongState, seat: number): string[] {
  const discard = state.lastDiscard;
  if (discard === null || seat === discard.seat) return [];
  const me = seatOf(state, seat);
  const options: string[] = [];
  if (isWinningHand([...me.concealed, discard.tile], me.melds)) options.push('hu');
  const held = countOf(me.concealed, discard.tile);
  if (held >= 2) options.push('pong');
  if (held >= 3 && state.wall.length > 0) options.push('kong');
  if (seat === nextSeat(state, discard.seat)) {
    for (const first of chowStarts(me.concealed, discard.tile)) options.push(`chow:${first}`);
  }
  return options;
}

/** Every action type open to `seat` now; null when it has none (not its turn, no claim). */
export function optionsOf(state: MahjongState, seat: number): string[] | null {
  if (state.phase === 'turn') return seat === state.turn ? turnOptions(state) : null;
  if (state.phase === 'claim') {
    const claim = state.claims.find((c) => c.seat === seat);
    return claim && claim.answer === null ? ['pass', ...claimOptions(state, seat)] : null;
  }
  return null;
}

/**
 * The turn seat alone, or every seat with a claim not yet answered (turn order after the
 * discarder), each with one spec per action type (no chips: no min or max). Empty once over.
 */
export function toActOf(state: MahjongState): Map<number, readonly PvpActionSpec[]> {
  const seats =
    state.phase === 'turn'
      ? [state.turn]
      : state.phase === 'claim'
        ? state.claims.filter((c) => c.answer === null).map((c) => c.seat)
        : [];
  return new Map(
    seats.map((seat) => [seat, (optionsOf(state, seat) ?? []).map((type) => ({ type }))]),
  );
}

/**
 * Out of time or gone: pass on a claim; on its turn, discard the tile just drawn, or the
 * last tile of the hand in kind order (after a pong or chow, when nothing was drawn).
 */
export function timeoutOf(state: MahjongState, seat: number): PvpAction {
  if (optionsOf(state, seat) === null) {
    throw new PvpRuleError('OUT_OF_TURN', `seat ${seat} has nothing to do now`);
  }
  if (state.phase === 'claim') return { type: 'pass' };
  const tile = state.drawn ?? seatOf(state, seat).concealed.at(-1);
  return { type: `discard:${tile}` };
}
