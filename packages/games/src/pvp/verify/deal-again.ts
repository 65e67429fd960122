import type { FairInput } from '../../fair/outcomes.ts';
import type { Card } from '../../tables/baccarat/cards.ts';
import { evaluateHand } from '../../tables/niuniu/hand.ts';
import { bestOfSeven, type PokerCategory } from '../../tables/poker-hands/five.ts';
import { pvpDeck } from '../deck.ts';
import type { PvpEngine } from '../engine.ts';
import { PVP_ENGINES } from '../engines.ts';
import type { HoldemState } from '../holdem/state.ts';
import type { NiuniuGrabState } from '../niuniu-grab/state.ts';
import { evaluateZhajinhua, MIXED_235, type ZhajinhuaCategory } from '../zhajinhua/hand.ts';
import type { ZhajinhuaState } from '../zhajinhua/state.ts';

/** The PVP card games /verify deals again, by engine id (PVP_ENGINES' keys). */
export const PVP_VERIFY_ENGINES = ['zhajinhua', 'holdem', 'niuniu-grab'] as const;
export type PvpVerifyEngine = (typeof PVP_VERIFY_ENGINES)[number];

/** A seat's hand in words, as each game reads it. */
export type PvpHandWords =
  /** `beatsTrail`: a 2-3-5 of mixed suits, which beats a trail (zhajinhua/README.md). */
  | { game: 'zhajinhua'; category: ZhajinhuaCategory; beatsTrail: boolean }
  /** The best five of the two hole cards and the whole board. */
  | { game: 'holdem'; category: PokerCategory; best: Card[] }
  /** −1 no bull, 1–9 bull N, 10 bull bull. */
  | { game: 'niuniu-grab'; bull: number };

export interface PvpDealtSeat {
  seat: number;
  /** In the order dealt to it. */
  cards: Card[];
  /** Where each of `cards` lies in the deck (0–51). */
  positions: number[];
  hand: PvpHandWords;
}

/** Who a card of the deck's dealt part went to. */
export type PvpDeckUse = { to: 'seat'; seat: number } | { to: 'board' } | { to: 'burn' };

export interface PvpDeal {
  engine: PvpVerifyEngine;
  /** The hand's 52 cards in dealing order: `pvpDeck` of the fair input. */
  deck: Card[];
  /** The seats dealt in, by seat number ascending. */
  seats: PvpDealtSeat[];
  /** Seat numbers in dealing order: from the button's left round to the button. */
  order: number[];
  /** The dealer button's seat. */
  button: number;
  /**
   * Hold'em's five board cards (flop, turn, river). The deal fixes all five whatever the
   * hand reached: one that ended before the river never showed the rest. Null elsewhere.
   */
  board: Card[] | null;
  /**
   * The first cards of the deck the deal took (burns included), each with where it went;
   * the rest stays undealt (niu niu draws a tied banker from there).
   */
  dealt: PvpDeckUse[];
}

export type PvpDealErrorCode =
  | 'UNKNOWN_ENGINE'
  | 'SEAT_COUNT'
  | 'BAD_SEAT'
  | 'SEAT_TWICE'
  | 'BUTTON_NOT_DEALT';

/** Input /verify cannot deal: `min`/`max` the engine's seat count or seat numbers. */
export class PvpDealError extends Error {
  readonly code: PvpDealErrorCode;
  readonly min: number;
  readonly max: number;
  constructor(code: PvpDealErrorCode, message: string, min = 0, max = 0) {
    super(message);
    this.name = 'PvpDealError';
    this.code = code;
    this.min = min;
    this.max = max;
  }
}

/**
 * The room's unit given to `start`: cards do not depend on it (nor on the stacks), but
 * each engine checks it is positive and teen patti that stacks cover 10 boots.
 */
const STAKE = 1n;

/** Each engine's dealt cards, read out of the state its own `start` returned. */
const READERS: Record<
  PvpVerifyEngine,
  (state: unknown) => {
    hands: { seat: number; cards: Card[] }[];
    order: number[];
    board: Card[] | null;
  }
> = {
  // Its seats are kept in acting order, which is the dealing order.
  zhajinhua: (state) => {
    const { seats } = state as ZhajinhuaState;
    return {
      hands: seats.map(({ seat, cards }) => ({ seat, cards })),
      order: seats.map((s) => s.seat),
      board: null,
    };
  },
  // Its seats are kept in dealing order; `runout` holds all five board cards from the deal.
  holdem: (state) => {
    const { seats, runout } = state as HoldemState;
    return {
      hands: seats.map(({ seat, hole }) => ({ seat, cards: hole })),
      order: seats.map((s) => s.seat),
      board: runout,
    };
  },
  'niuniu-grab': (state) => {
    const { seats, order } = state as NiuniuGrabState;
    return { hands: seats.map(({ seat, cards }) => ({ seat, cards })), order, board: null };
  },
};

const isVerifyEngine = (id: string): id is PvpVerifyEngine =>
  (PVP_VERIFY_ENGINES as readonly string[]).includes(id);

function handWords(engine: PvpVerifyEngine, cards: Card[], board: Card[] | null): PvpHandWords {
  if (engine === 'zhajinhua') {
    const hand = evaluateZhajinhua(cards);
    return { game: engine, category: hand.category, beatsTrail: hand.value === MIXED_235 };
  }
  if (engine === 'holdem') {
    const { category, best } = bestOfSeven([...cards, ...(board ?? [])]);
    return { game: engine, category, best };
  }
  return { game: engine, bull: evaluateHand(cards).bull };
}

/**
 * The seats as `start` wants them, refused here with a reason a page can say in words
 * (the engine's own checks stay behind these): a whole number per seat, each once, within
 * the engine's seats, as many as it deals, the button one of them. Any order is taken.
 */
export function checkSeats(engine: PvpEngine<unknown>, seats: readonly number[], button: number) {
  const { minSeats: min, maxSeats: max } = engine;
  for (const seat of [...seats, button]) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= max) {
      throw new PvpDealError(
        'BAD_SEAT',
        `${engine.id} has seats 0–${max - 1}, not ${seat}`,
        0,
        max - 1,
      );
    }
  }
  const sorted = [...seats].sort((a, b) => a - b);
  if (sorted.some((seat, i) => i > 0 && seat === sorted[i - 1])) {
    throw new PvpDealError('SEAT_TWICE', 'a seat is listed twice');
  }
  if (sorted.length < min || sorted.length > max) {
    throw new PvpDealError(
      'SEAT_COUNT',
      `${engine.id} deals ${min}–${max} seats, not ${sorted.length}`,
      min,
      max,
    );
  }
  if (!sorted.includes(button)) {
    throw new PvpDealError('BUTTON_NOT_DEALT', `the button ${button} is not a seat dealt in`);
  }
  return sorted;
}

/**
 * A PVP hand dealt again (docs/decisions/036-pvp-rooms.md): the deck of the fair input
 * (server seed, client seed = the table, nonce = the hand's number at it) given to the
 * engine's own `start`, as the server does, and the cards read out of the state it
 * returns, so /verify runs the very code that dealt the hand. `seats` are the seat numbers
 * dealt in, `button` the dealer button's seat. Throws PvpDealError on seats or a button
 * the hand cannot have had.
 */
export function dealPvpHand(
  engineId: string,
  fair: FairInput,
  seats: readonly number[],
  button: number,
): PvpDeal {
  const engine = PVP_ENGINES[engineId];
  if (!engine || !isVerifyEngine(engineId)) {
    throw new PvpDealError('UNKNOWN_ENGINE', `no PVP engine ${engineId}`);
  }
  const numbers = checkSeats(engine, seats, button);
  const deck = pvpDeck(fair);
  // Stacks well above any minimum: every seat is dealt in whatever the engine asks.
  const stack = engine.minStack(STAKE) * 10n;
  const state = engine.start({
    seats: numbers.map((seat) => ({ seat, stack })),
    button,
    stake: STAKE,
    deck,
  });
  const { hands, order, board } = READERS[engineId](state);
  // Cards of one deck are distinct: a card's rank and suit find its one position.
  const positionOf = (card: Card) =>
    deck.findIndex((c) => c.rank === card.rank && c.suit === card.suit);
  const copy = (cards: readonly Card[]) => cards.map(({ rank, suit }) => ({ rank, suit }));
  const dealtSeats = numbers.map((seat): PvpDealtSeat => {
    const cards = copy(hands.find((h) => h.seat === seat)?.cards ?? []);
    return {
      seat,
      cards,
      positions: cards.map(positionOf),
      hand: handWords(engineId, cards, board),
    };
  });
  const uses = new Map<number, PvpDeckUse>(
    dealtSeats.flatMap(({ seat, positions }) =>
      positions.map((p): [number, PvpDeckUse] => [p, { to: 'seat', seat }]),
    ),
  );
  for (const card of board ?? []) uses.set(positionOf(card), { to: 'board' });
  const taken = Math.max(...uses.keys()) + 1;
  return {
    engine: engineId,
    deck: copy(deck),
    seats: dealtSeats,
    order: [...order],
    button,
    board: board && copy(board),
    // A card the deal skipped over before its last one is a burn (hold'em's, before each street).
    dealt: Array.from({ length: taken }, (_, p) => uses.get(p) ?? { to: 'burn' }),
  };
}
