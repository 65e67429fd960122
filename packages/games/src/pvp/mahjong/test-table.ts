import type { Card } from '../../tables/baccarat/cards.ts';
import { unshuffledDeckCard } from '../../tables/cards/deck.ts';
import { type PvpAction, PvpRuleError, type PvpStart } from '../engine.ts';
import { mahjongEngine } from './engine.ts';
import { startMahjong } from './start.ts';
import type { MahjongState } from './state.ts';
import { COPIES, TILE_KINDS, type Tile, tilesOf, WALL_SIZE } from './tiles.ts';

/** For tests: a table with the tiles each seat is dealt and the tiles drawn after. */
export interface TestTable {
  /** Seat → its tiles ("m1 m1 we …"): 13, the dealer's 14 (the last listed is its 14th). */
  hands: Record<number, string>;
  button?: number;
  stake?: bigint;
  /** Seat → chips; 100,000 each unless given. */
  stacks?: Record<number, bigint>;
  /** The tiles drawn after the deal, in order: wall[53], wall[54], … */
  draws?: string;
  /** Kong replacements in the order drawn: wall[135], wall[134], … */
  back?: string;
}

/** Deal order in turn order from the dealer (worked out here, independently of start.ts). */
function orderFrom(button: number): number[] {
  return [0, 1, 2, 3].map((k) => (button + k) % 4);
}

/**
 * A 136-tile wall arranged so each seat is dealt the given tiles (one a round from the
 * dealer, the dealer's 14th at wall[52]), then `draws` from wall[53] and `back` from
 * wall[135] backwards; the other positions get the unused tiles in kind order.
 */
export function arrangeWall(table: TestTable): Tile[] {
  const wall: (Tile | null)[] = Array.from({ length: WALL_SIZE }, () => null);
  const button = table.button ?? 0;
  orderFrom(button).forEach((seat, k) => {
    const tiles = tilesOf(table.hands[seat] ?? '');
    const want = seat === button ? 14 : 13;
    if (tiles.length !== want && tiles.length !== 0) {
      throw new Error(`seat ${seat} needs ${want} tiles, got ${tiles.length}`);
    }
    tiles.forEach((tile, r) => {
      wall[r < 13 ? k + 4 * r : 52] = tile;
    });
  });
  tilesOf(table.draws ?? '').forEach((tile, i) => {
    wall[53 + i] = tile;
  });
  tilesOf(table.back ?? '').forEach((tile, i) => {
    wall[WALL_SIZE - 1 - i] = tile;
  });
  const spare: Tile[] = [];
  for (const kind of TILE_KINDS) {
    const used = wall.filter((t) => t === kind).length;
    if (used > COPIES) throw new Error(`${kind} used ${used} times`);
    for (let i = used; i < COPIES; i++) spare.push(kind);
  }
  return wall.map((tile) => tile ?? (spare.shift() as Tile));
}

const DECK: Card[] = Array.from({ length: 52 }, (_, i) => unshuffledDeckCard(i));

export function testStart(table: TestTable): PvpStart {
  return {
    seats: [0, 1, 2, 3].map((seat) => ({ seat, stack: table.stacks?.[seat] ?? 100_000n })),
    button: table.button ?? 0,
    stake: table.stake ?? 10n,
    deck: DECK,
  };
}

/** The hand dealt from the arranged wall. */
export function dealTable(table: TestTable): MahjongState {
  return startMahjong(testStart(table), arrangeWall(table));
}

/** Plays `steps` ("seat:type", e.g. "0:discard:p5", "2:pong") in order. */
export function play(state: MahjongState, ...steps: string[]): MahjongState {
  return steps.reduce((s, step) => {
    const at = step.indexOf(':');
    const action: PvpAction = { type: step.slice(at + 1) };
    return mahjongEngine.act(s, Number(step.slice(0, at)), action);
  }, state);
}

/** toAct as {seat: [types]}, for compact expectations. */
export function toActTypes(state: MahjongState): Record<number, string[]> {
  return Object.fromEntries(
    [...mahjongEngine.toAct(state)].map(([seat, specs]) => [seat, specs.map((s) => s.type)]),
  );
}

/** The PvpRuleError code `fn` throws (undefined if none; rethrows anything else). */
export function ruleCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof PvpRuleError) return error.code;
    throw error;
  }
  return undefined;
}

/**
 * Hands by position from the dealer (k = 0 the dealer). The dealer discards p5, its 14th
 * tile: k = 1 (next) can chow it with p3 p4; k = 2 can pong it; k = 3 wins on it
 * (m234 s678 p5-p6-p7, three green dragons, a pair of east winds).
 */
export const DEALER = 'm1 m1 m9 p1 p9 s1 s9 we ws ww wn dr dg p5';
export const CHOWS = 'p3 p4 m2 m3 m4 s2 s3 s4 we ws ww wn dw';
export const PONGS = 'p5 p5 m5 m6 m7 s5 s6 s7 m8 m8 m9 s9 s1';
export const WINS = 'm2 m3 m4 s6 s7 s8 p6 p7 we we dg dg dg';
/** Also wins on p5 (p4-p5-p6) and can chow it: for the nearest-hu rule. */
export const WINS_TOO = 'p4 p6 m2 m3 m4 s2 s3 s4 ww ww ww wn wn';

/** The hands above (by position from the dealer) at a table with the given button. */
export function table(hands: string[], button = 0, extra: Partial<TestTable> = {}): TestTable {
  return {
    hands: Object.fromEntries(hands.map((h, k) => [(button + k) % 4, h])),
    button,
    draws: 'dw',
    back: 'wn',
    ...extra,
  };
}
