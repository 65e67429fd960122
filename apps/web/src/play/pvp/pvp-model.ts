import type { Card } from '@gamehall/games';
import { type EngineView, engineViewOf, majorOf } from './engine-views.ts';
import type { PvpHand, PvpSeat, PvpState } from './get-pvp-state.ts';

/*
 * The table's display models, from the state call's answer: pure, so the pages only
 * draw and the rules of reading each engine's view are tested on their own. Amounts come
 * out in major units (the page's money helpers format them); seats by their table number.
 */

/** A seat as people count it: the engines number seats from 0, players from 1. */
export const seatNo = (seat: number) => seat + 1;

const RANKS = 'A23456789TJQK';
const SUITS: Record<string, Card['suit']> = {
  C: 'clubs',
  D: 'diamonds',
  H: 'hearts',
  S: 'spades',
};

/** A card label of the views ("TS", "AH") as a card, or null when it is not one. */
export function cardOf(label: string): Card | null {
  const rank = RANKS.indexOf(label[0] ?? '?') + 1;
  const suit = SUITS[label[1] ?? ''];
  return rank > 0 && suit && label.length === 2 ? { rank, suit } : null;
}

/** A hand shown in words: a zha jin hua or poker category, or niu niu's bull (−1 … 10). */
export type HandWords =
  | { game: 'zhajinhua' | 'holdem'; category: string }
  | { game: 'niuniu-grab'; bull: number };

/** What a seat is now, each said in words by the page. */
export type SeatFlag =
  | 'button'
  | 'blind'
  | 'seen'
  | 'folded'
  | 'lostCompare'
  | 'lostShow'
  | 'allIn'
  | 'away'
  | 'leaving'
  | 'banker'
  | 'beatsBanker'
  | 'losesToBanker';

/** A seat's last move: its type as the engine names it, with chips or a target seat. */
export interface LastMove {
  type: string;
  amount: number | null;
  target: number | null;
}

export interface SeatModel {
  seat: number;
  /** free: nobody sits; gone: dealt into the hand shown, since stood up. */
  occupant: 'player' | 'free' | 'gone';
  name: string;
  mine: boolean;
  stack: number | null;
  flags: SeatFlag[];
  toAct: boolean;
  /** Chips put in this hand (zha jin hua, hold'em). */
  committed: number | null;
  /** Hold'em: this street's bet. */
  streetBet: number | null;
  /** Niu niu: the grab and bet multiples called. */
  grab: number | null;
  betMultiple: number | null;
  lastMove: LastMove | null;
  /** Card labels; null is a card face down. Empty outside the hand shown. */
  cards: (string | null)[];
  hand: HandWords | null;
}

function moveOf(last: string | { type: string; amount: string } | null): LastMove | null {
  if (last === null) return null;
  if (typeof last !== 'string') {
    const amount = majorOf(last.amount);
    return { type: last.type, amount: amount > 0 ? amount : null, target: null };
  }
  const [type = last, target] = last.split(':');
  return { type, amount: null, target: target === undefined ? null : Number(target) };
}

const blank = (seat: number): SeatModel => ({
  seat,
  occupant: 'free',
  name: '',
  mine: false,
  stack: null,
  flags: [],
  toAct: false,
  committed: null,
  streetBet: null,
  grab: null,
  betMultiple: null,
  lastMove: null,
  cards: [],
  hand: null,
});

const faceDown = (count: number): null[] => Array.from({ length: count }, () => null);

/** What the engine's view says of one seat. */
function fromView(view: EngineView, seat: number): Partial<SeatModel> | null {
  // Mahjong's tiles are drawn by its own seat part (mahjong-seat.tsx).
  if (view.game === 'mahjong') return view.seats.some((x) => x.seat === seat) ? {} : null;
  if (view.game === 'zhajinhua') {
    const s = view.seats.find((x) => x.seat === seat);
    if (!s) return null;
    const out = { fold: 'folded', compare: 'lostCompare', show: 'lostShow' } as const;
    const flags: SeatFlag[] = [s.blind ? 'blind' : 'seen'];
    if (s.out) flags.push(out[s.out]);
    if (s.allIn) flags.push('allIn');
    return {
      flags,
      committed: majorOf(s.committed),
      lastMove: moveOf(s.lastAction),
      cards: s.cards ?? faceDown(s.out === 'fold' ? 0 : s.cardCount),
      hand: s.category ? { game: 'zhajinhua', category: s.category } : null,
    };
  }
  if (view.game === 'holdem') {
    const s = view.seats.find((x) => x.seat === seat);
    if (!s) return null;
    const flags: SeatFlag[] = [];
    if (s.folded) flags.push('folded');
    if (s.allIn) flags.push('allIn');
    return {
      flags,
      committed: majorOf(s.committed),
      streetBet: majorOf(s.bet),
      lastMove: moveOf(s.lastAction),
      cards: s.cards ?? faceDown(s.folded ? 0 : 2),
      hand: s.hand ? { game: 'holdem', category: s.hand.category } : null,
    };
  }
  const s = view.seats.find((x) => x.seat === seat);
  if (!s) return null;
  const flags: SeatFlag[] = [];
  if (s.banker) flags.push('banker');
  if (s.versusBanker) flags.push(s.versusBanker.result === 'win' ? 'beatsBanker' : 'losesToBanker');
  return {
    flags,
    grab: s.grab,
    betMultiple: s.bet,
    cards: [...(s.cards ?? []), ...faceDown(s.hiddenCards)],
    hand: s.hand ? { game: 'niuniu-grab', bull: s.hand.bull } : null,
  };
}

/**
 * Every seat of the room's table, in seat order: who sits there (the state's seats: their
 * masked names and chips), and for the hand shown (the one on, else the last) what the
 * engine's view says of it. A seat dealt into that hand whose player stood up since is
 * still drawn with its cards, as "gone".
 */
export function seatModels(
  state: Pick<PvpState, 'seats' | 'room'>,
  hand: PvpHand | null,
): SeatModel[] {
  const view = engineViewOf(hand);
  const dealt = view?.seats.map((s) => s.seat) ?? [];
  const count = Math.max(state.room.seats, ...dealt.map((s) => s + 1), 0);
  const acting = new Set(hand && !hand.over ? hand.toAct.map((a) => a.seat) : []);
  // Mahjong tells only the player its own options: its view says whose turn it is.
  if (view?.game === 'mahjong' && view.phase === 'turn') acting.add(view.turn);
  return Array.from({ length: count }, (_, seat): SeatModel => {
    const sitter: PvpSeat | undefined = state.seats.find((s) => s.seat === seat);
    const seen = view ? fromView(view, seat) : null;
    if (!sitter && !seen) return blank(seat);
    const model: SeatModel = { ...blank(seat), ...seen, toAct: acting.has(seat) };
    model.occupant = sitter ? 'player' : 'gone';
    model.name = sitter?.name ?? '';
    model.mine = sitter?.mine ?? false;
    model.stack = sitter?.stack ?? null;
    // Niu niu's button only orders the deal: its players know the banker, not a dealer.
    const button = view?.button === seat && view.game !== 'niuniu-grab';
    model.flags = [...(button ? (['button'] as const) : []), ...model.flags];
    if (sitter?.away) model.flags.push('away');
    if (sitter?.leaving) model.flags.push('leaving');
    return model;
  });
}

/** The chips in the middle: zha jin hua's and hold'em's pot (niu niu stakes nothing before the reveal). */
export function potOf(hand: PvpHand | null): number | null {
  const view = engineViewOf(hand);
  if (!view || view.game === 'niuniu-grab' || view.game === 'mahjong') return null;
  return majorOf(view.pot);
}

/** One thing the player may do on their turn, as the action bar offers it. */
export type Choice =
  /** No chips: look, fold, check. */
  | { type: string; kind: 'free' }
  /** One size (call, zha jin hua's raise, show, compare:<seat>, all in). */
  | { type: string; kind: 'fixed'; amount: number; target: number | null }
  /** Any chips from min to max (hold'em's bet and raise): the amount input. */
  | { type: string; kind: 'range'; min: number; max: number }
  /** Niu niu's grab and bet: a whole multiple, not chips. */
  | { type: string; kind: 'multiple'; multiple: number };

/**
 * The player's options now, from `hand.toAct` (amounts in money, or niu niu's multiples
 * as numbers: one button per multiple, its grab being a range 0–4): none when their seat
 * is not in it.
 */
export function choicesOf(engine: string, hand: PvpHand | null, mySeat: number | null): Choice[] {
  if (!hand || hand.over || mySeat === null) return [];
  const mine = hand.toAct.find((a) => a.seat === mySeat);
  return (mine?.actions ?? []).flatMap((spec): Choice[] => {
    const { type, min, max } = spec;
    if (engine === 'niuniu-grab') {
      const multiples: Choice[] = [];
      for (let m = min ?? 0; m <= (max ?? min ?? 0); m++) {
        multiples.push({ type, kind: 'multiple', multiple: m });
      }
      return multiples;
    }
    if (min === undefined || max === undefined) return [{ type, kind: 'free' }];
    if (min === max) {
      // compare:<seat> names the seat it compares with.
      const target = type.split(':')[1];
      return [
        { type, kind: 'fixed', amount: min, target: target === undefined ? null : Number(target) },
      ];
    }
    return [{ type, kind: 'range', min, max }];
  });
}

/** What a choice sends as `amount`: its chips, its multiple, or nothing. */
export function amountOf(choice: Choice, typed?: number): number | undefined {
  if (choice.kind === 'fixed') return choice.amount;
  if (choice.kind === 'multiple') return choice.multiple;
  if (choice.kind === 'range') return typed;
  return undefined;
}

export type AmountCheck =
  | { ok: true; amount: number }
  | { ok: false; problem: 'empty' | 'format' | 'below' | 'above' };

/** A typed amount for a bet or raise: a number of at most 2 decimals within min–max. */
export function checkAmount(text: string, min: number, max: number): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false, problem: 'format' };
  const amount = Number(trimmed);
  if (amount < min) return { ok: false, problem: 'below' };
  if (amount > max) return { ok: false, problem: 'above' };
  return { ok: true, amount };
}

/** Seconds left of the turn on the server's clock (`offset` = server − local), or null. */
export function secondsLeft(turnEndsAt: string | null, offset: number, now = Date.now()) {
  if (!turnEndsAt) return null;
  return Math.max(0, Math.ceil((Date.parse(turnEndsAt) - (now + offset)) / 1000));
}

/** How far the server's clock is ahead of this device's, from an answer received at `receivedAt`. */
export const clockOffset = (serverTime: string, receivedAt: number) =>
  Date.parse(serverTime) - receivedAt;

/** One seat's money in a finished hand: what it put in, got back, and the difference. */
export interface ResultRow {
  seat: number;
  name: string;
  mine: boolean;
  committed: number;
  won: number;
  net: number;
  /** Came out ahead. */
  winner: boolean;
  /** Its hand, where it was shown or compared. */
  cards: string[];
  hand: HandWords | null;
}

export interface ResultModel {
  /** The hand's number at the table (its nonce). */
  handNo: number;
  rows: ResultRow[];
  rake: number;
}

interface StoredResult {
  seats: { seat: number; committed: number; won: number }[];
  rake: number;
  hands: ({ seat: number; cards?: string[]; category?: string; bull?: number } & Record<
    string,
    unknown
  >)[];
}

const cents = (major: number) => Math.round(major * 100);

/**
 * A finished hand's money and hands (`hand.result`, amounts in money): per seat dealt in,
 * won − committed (after rake), the winners being the seats that came out ahead; the
 * hands shown, in words. Null for a hand without a result.
 */
export function resultOf(
  engine: string,
  hand: PvpHand | null,
  seats: readonly PvpSeat[],
): ResultModel | null {
  const result = hand?.result as StoredResult | null | undefined;
  if (!hand || !result || !Array.isArray(result.seats)) return null;
  const rows = result.seats.map((r): ResultRow => {
    const sitter = seats.find((s) => s.seat === r.seat);
    const shown = result.hands.find((h) => h.seat === r.seat);
    const net = (cents(r.won) - cents(r.committed)) / 100;
    return {
      seat: r.seat,
      name: sitter?.name ?? '',
      mine: sitter?.mine ?? false,
      committed: r.committed,
      won: r.won,
      net,
      winner: net > 0,
      cards: shown?.cards ?? [],
      hand: shown ? handWordsOf(engine, shown) : null,
    };
  });
  return { handNo: hand.nonce, rows: rows.sort((a, b) => a.seat - b.seat), rake: result.rake };
}

function handWordsOf(
  engine: string,
  shown: { category?: string; bull?: number },
): HandWords | null {
  if (engine === 'niuniu-grab') {
    return typeof shown.bull === 'number' ? { game: 'niuniu-grab', bull: shown.bull } : null;
  }
  if (engine !== 'zhajinhua' && engine !== 'holdem') return null;
  return typeof shown.category === 'string' ? { game: engine, category: shown.category } : null;
}

/**
 * The site's verification page for a finished hand: the fair input (the seed, the table
 * as client seed, the hand's number as nonce) and what the deal depends on besides the
 * deck — the seats dealt in and the button. Null until the seed is shown.
 */
export function pvpVerifyUrl(engine: string, hand: PvpHand | null): string | null {
  const view = engineViewOf(hand);
  if (!hand?.serverSeed || !view) return null;
  const query = new URLSearchParams({
    engine,
    serverSeed: hand.serverSeed,
    clientSeed: hand.clientSeed,
    nonce: String(hand.nonce),
    seats: view.seats
      .map((s) => s.seat)
      .sort((a, b) => a - b)
      .join(','),
    button: String(view.button),
  });
  return `/verify?${query}`;
}
