import type { PvpHand } from './get-pvp-state.ts';

/*
 * The engines' own views (packages/games/src/pvp/<engine>/view.ts) as the page reads them
 * from `hand.view`: the contract carries them as plain records, so their shapes are
 * written here once. Amounts are strings of minor units; cards are labels ("AS", "TD").
 */

export interface ZhajinhuaSeatView {
  seat: number;
  stack: string;
  committed: string;
  blind: boolean;
  folded: boolean;
  out: 'fold' | 'compare' | 'show' | null;
  allIn: boolean;
  lastAction: string | null;
  cardCount: number;
  cards: string[] | null;
  category: string | null;
}

export interface ZhajinhuaView {
  game: 'zhajinhua';
  boot: string;
  /** The stake S: a blind call puts S, a seen call 2S. */
  stake: string;
  pot: string;
  potCap: string;
  button: number;
  round: number;
  turn: number | null;
  seats: ZhajinhuaSeatView[];
  compares: { by: number; target: number; loser: number }[];
}

export interface HoldemSeatView {
  seat: number;
  stack: string;
  bet: string;
  committed: string;
  folded: boolean;
  allIn: boolean;
  lastAction: { type: string; amount: string } | null;
  cards: string[] | null;
  hand: { cards: string[]; category: string; best: string[] } | null;
}

export interface HoldemView {
  game: 'holdem';
  street: 'preflop' | 'flop' | 'turn' | 'river' | 'showdown' | 'over';
  button: number;
  bigBlind: string;
  smallBlind: string;
  board: string[];
  pot: string;
  currentBet: string;
  seats: HoldemSeatView[];
}

export interface NiuniuSeatView {
  seat: number;
  stack: string;
  banker: boolean;
  grab: number | null;
  bet: number | null;
  cards: string[] | null;
  hiddenCards: number;
  hand: { bull: number; multiplier: number } | null;
  versusBanker: { result: 'win' | 'lose'; due: string } | null;
}

export interface NiuniuView {
  game: 'niuniu-grab';
  phase: 'grab' | 'bet' | 'reveal';
  stake: string;
  button: number;
  banker: number | null;
  bankerMultiple: number | null;
  draw: { tied: number[]; card: string } | null;
  seats: NiuniuSeatView[];
}

export interface MahjongMeldView {
  type: 'chow' | 'pong' | 'kong';
  tiles: string[];
  /** A concealed kong (four drawn tiles). */
  concealed: boolean;
  /** The seat whose discard it took. */
  from: number | null;
}

export interface MahjongSeatView {
  seat: number;
  stack: string;
  dealer: boolean;
  melds: MahjongMeldView[];
  /** Its discards still on the table, oldest first. */
  discards: string[];
  tileCount: number;
  /** Its concealed tiles: the viewer's own, everyone's once over; null face down. */
  tiles: string[] | null;
}

export type MahjongOutcome =
  | { outcome: 'draw' }
  | {
      outcome: 'self-drawn' | 'discard';
      winner: number;
      from: number | null;
      tile: string;
      fan: number;
      rawFan: number;
      items: string[];
      amount: string;
    };

export interface MahjongView {
  game: 'mahjong';
  phase: 'turn' | 'claim' | 'over';
  /** The unit: a win pays stake × 2^fan. */
  stake: string;
  button: number;
  order: number[];
  you: number | null;
  /** turn: the seat to play; claim: the discarder. */
  turn: number;
  wallCount: number;
  lastDiscard: { seat: number; tile: string } | null;
  lastAction: { seat: number; type: string } | null;
  /** The tile the viewer just drew, on its turn. */
  drawn: string | null;
  seats: MahjongSeatView[];
  actions: string[];
  result: MahjongOutcome | null;
}

export type EngineView = ZhajinhuaView | HoldemView | NiuniuView | MahjongView;

const GAMES = new Set(['zhajinhua', 'holdem', 'niuniu-grab', 'mahjong']);

/** The hand's view as its engine wrote it, or null for a game this page does not know. */
export function engineViewOf(hand: Pick<PvpHand, 'view'> | null): EngineView | null {
  const view = hand?.view;
  if (!view || typeof view.game !== 'string' || !GAMES.has(view.game)) return null;
  if (!Array.isArray(view.seats)) return null;
  return view as unknown as EngineView;
}

/** Minor units as text (the views' amounts) → major units. */
export const majorOf = (minor: string | undefined | null): number =>
  minor === undefined || minor === null ? 0 : Number(minor) / 100;
