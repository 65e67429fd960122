import { type PvpAction, PvpRuleError } from '../engine.ts';
import { countFan } from './fan.ts';
import type { Meld } from './hand.ts';
import {
  type MahjongClaim,
  type MahjongSeat,
  type MahjongState,
  nextSeat,
  seatOf,
  seatsAfter,
} from './state.ts';
import { countOf, sortTiles, stepUp, type Tile, withoutTiles } from './tiles.ts';
import { claimOptions, optionsOf } from './turns.ts';

function withSeat(state: MahjongState, seat: number, change: Partial<MahjongSeat>): MahjongState {
  return { ...state, seats: state.seats.map((s) => (s.seat === seat ? { ...s, ...change } : s)) };
}

/** The turn passes to `seat`, which draws from the front; over as a draw if none is left. */
function drawFront(state: MahjongState, seat: number): MahjongState {
  const tile = state.wall[0];
  if (tile === undefined) return { ...state, phase: 'over', claims: [], drawn: null, win: null };
  const me = seatOf(state, seat);
  return {
    ...withSeat(state, seat, { concealed: sortTiles([...me.concealed, tile]) }),
    phase: 'turn',
    turn: seat,
    drawn: tile,
    claims: [],
    wall: state.wall.slice(1),
  };
}

/** `seat` declared a kong: it draws its replacement from the wall's end (never empty here). */
function drawReplacement(state: MahjongState, seat: number): MahjongState {
  const tile = state.wall.at(-1) as Tile;
  const me = seatOf(state, seat);
  return {
    ...withSeat(state, seat, { concealed: sortTiles([...me.concealed, tile]) }),
    phase: 'turn',
    turn: seat,
    drawn: tile,
    claims: [],
    wall: state.wall.slice(0, -1),
  };
}

function won(state: MahjongState, seat: number, from: number | null, tile: Tile): MahjongState {
  const me = seatOf(state, seat);
  const { fan, raw, items } = countFan(me.concealed, me.melds, from === null);
  const amount = state.stake * 2n ** BigInt(fan);
  return {
    ...state,
    phase: 'over',
    turn: seat,
    claims: [],
    win: { seat, from, tile, fan, rawFan: raw, items, amount },
  };
}

/** `kong:<tile>` on its turn: four concealed, or the fourth added to its own pong. */
function declareKong(state: MahjongState, seat: number, tile: Tile): MahjongState {
  const me = seatOf(state, seat);
  const four = [tile, tile, tile, tile];
  const concealedKong = countOf(me.concealed, tile) === 4;
  const melds: Meld[] = concealedKong
    ? [...me.melds, { type: 'kong', tiles: four, concealed: true, from: null }]
    : me.melds.map((m) =>
        m.type === 'pong' && m.tiles[0] === tile ? { ...m, type: 'kong', tiles: four } : m,
      );
  const taken = concealedKong ? four : [tile];
  const kept = withSeat(state, seat, { concealed: withoutTiles(me.concealed, taken), melds });
  return drawReplacement({ ...kept, lastAction: { seat, type: `kong:${tile}` } }, seat);
}

/** `discard:<tile>`: out it goes; the seats with a claim are asked, or the next seat draws. */
function discard(state: MahjongState, seat: number, tile: Tile): MahjongState {
  const me = seatOf(state, seat);
  const out: MahjongState = {
    ...withSeat(state, seat, {
      concealed: withoutTiles(me.concealed, [tile]),
      discards: [...me.discards, tile],
    }),
    drawn: null,
    lastDiscard: { seat, tile },
    lastAction: { seat, type: `discard:${tile}` },
  };
  const claims: MahjongClaim[] = seatsAfter(out, seat)
    .filter((s) => claimOptions(out, s).length > 0)
    .map((s) => ({ seat: s, answer: null }));
  return claims.length > 0
    ? { ...out, phase: 'claim', claims }
    : drawFront(out, nextSeat(out, seat));
}

/** The discard leaves its discarder's river for `seat`'s hand. */
function takeDiscard(state: MahjongState, seat: number): { state: MahjongState; tile: Tile } {
  const { seat: from, tile } = state.lastDiscard as { seat: number; tile: Tile };
  const discarder = seatOf(state, from);
  const taken = withSeat(state, from, { discards: discarder.discards.slice(0, -1) });
  const me = seatOf(taken, seat);
  return { state: withSeat(taken, seat, { concealed: sortTiles([...me.concealed, tile]) }), tile };
}

/** `seat` makes `meld` of the discard (now in its hand) and tiles of its hand. */
function exposeMeld(state: MahjongState, seat: number, meld: Meld, type: string): MahjongState {
  const me = seatOf(state, seat);
  const next = withSeat(state, seat, {
    concealed: withoutTiles(me.concealed, meld.tiles),
    melds: [...me.melds, meld],
  });
  return {
    ...next,
    phase: 'turn',
    turn: seat,
    drawn: null,
    claims: [],
    lastAction: { seat, type },
  };
}

/**
 * Every claimant has answered: hu first (several: the first in turn order after the
 * discarder), then pong or kong (one seat at most can hold two of the tile), then chow (the
 * next seat only); all passed: the next seat draws.
 */
function resolveClaims(state: MahjongState): MahjongState {
  const from = (state.lastDiscard as { seat: number }).seat;
  const answered = (type: (a: string) => boolean) =>
    state.claims.find((c) => c.answer !== null && type(c.answer));
  const hu = answered((a) => a === 'hu');
  if (hu) {
    const { state: taken, tile } = takeDiscard(state, hu.seat);
    return won({ ...taken, lastAction: { seat: hu.seat, type: 'hu' } }, hu.seat, from, tile);
  }
  const claim =
    answered((a) => a === 'pong' || a === 'kong') ?? answered((a) => a.startsWith('chow:'));
  if (!claim) return drawFront({ ...state, claims: [] }, nextSeat(state, from));
  const type = claim.answer as string;
  const { state: taken, tile } = takeDiscard(state, claim.seat);
  if (type === 'pong' || type === 'kong') {
    const tiles = Array.from({ length: type === 'pong' ? 3 : 4 }, () => tile);
    const meld: Meld = { type, tiles, concealed: false, from };
    const made = exposeMeld(taken, claim.seat, meld, type);
    return type === 'kong' ? drawReplacement(made, claim.seat) : made;
  }
  const first = type.slice('chow:'.length) as Tile;
  const run = [first, stepUp(first, 1), stepUp(first, 2)] as Tile[];
  return exposeMeld(taken, claim.seat, { type: 'chow', tiles: run, concealed: false, from }, type);
}

/**
 * One seat's action (README.md). OUT_OF_TURN: nothing is open to the seat now (not its
 * turn, no claim on this discard, already answered, the hand over, not dealt in);
 * ILLEGAL_ACTION: the type is not one of its options (a tile it does not hold, a chow by
 * a seat that is not next, hu without a complete hand…); BAD_AMOUNT: an amount was given
 * (mahjong actions carry no chips).
 */
export function actOn(state: MahjongState, seat: number, action: PvpAction): MahjongState {
  const options = optionsOf(state, seat);
  if (options === null) throw new PvpRuleError('OUT_OF_TURN', `seat ${seat} has nothing to do now`);
  if (action.amount !== undefined) {
    throw new PvpRuleError('BAD_AMOUNT', 'mahjong actions carry no chips');
  }
  const { type } = action;
  if (!options.includes(type)) {
    throw new PvpRuleError('ILLEGAL_ACTION', `${type} is not open to seat ${seat} now`);
  }
  if (state.phase === 'turn') {
    if (type === 'hu') {
      return won({ ...state, lastAction: { seat, type } }, seat, null, state.drawn as Tile);
    }
    const tile = type.slice(type.indexOf(':') + 1) as Tile;
    return type.startsWith('kong:') ? declareKong(state, seat, tile) : discard(state, seat, tile);
  }
  const claims = state.claims.map((c) => (c.seat === seat ? { ...c, answer: type } : c));
  const answered = { ...state, claims };
  return claims.some((c) => c.answer === null) ? answered : resolveClaims(answered);
}
