import type { MahjongSeat, MahjongState } from './state.ts';
import { optionsOf } from './turns.ts';

function seatView(state: MahjongState, s: MahjongSeat, viewer: number | null) {
  const shown = state.phase === 'over' || s.seat === viewer;
  return {
    seat: s.seat,
    stack: s.stack.toString(),
    dealer: s.seat === state.button,
    melds: s.melds.map((m) => ({
      type: m.type,
      tiles: [...m.tiles],
      concealed: m.concealed,
      from: m.from,
    })),
    discards: [...s.discards],
    tileCount: s.concealed.length,
    // Face down: null, `tileCount` says how many.
    tiles: shown ? [...s.concealed] : null,
  };
}

/**
 * What `viewer` sees (null, or a seat not dealt in: a spectator). Every seat: chips, melds
 * (a concealed kong too, flagged), discards still on the table and how many tiles it
 * holds; its own concealed tiles (and `drawn`, the tile it just drew, on its turn);
 * everyone's once the hand is over. Plus the wall's count, whose turn (the discarder
 * while claims are open), the last discard and action, and the viewer's own action types.
 * Who else may claim a discard, and how they answered, stays hidden until the claims are
 * resolved (`lastAction` then names the claim that was made). Chips as strings.
 */
export function viewMahjong(state: MahjongState, viewer: number | null) {
  const you = state.seats.some((s) => s.seat === viewer) ? viewer : null;
  const { win } = state;
  return {
    game: 'mahjong',
    phase: state.phase,
    stake: state.stake.toString(),
    button: state.button,
    order: [...state.order],
    you,
    turn: state.turn,
    wallCount: state.wall.length,
    lastDiscard: state.lastDiscard && { ...state.lastDiscard },
    lastAction: state.lastAction && { ...state.lastAction },
    drawn: you !== null && state.phase === 'turn' && state.turn === you ? state.drawn : null,
    seats: state.seats.map((s) => seatView(state, s, you)),
    actions: you === null ? [] : (optionsOf(state, you) ?? []),
    result:
      state.phase !== 'over'
        ? null
        : win === null
          ? { outcome: 'draw' }
          : {
              outcome: win.from === null ? 'self-drawn' : 'discard',
              winner: win.seat,
              from: win.from,
              tile: win.tile,
              fan: win.fan,
              rawFan: win.rawFan,
              items: [...win.items],
              amount: win.amount.toString(),
            },
  };
}
