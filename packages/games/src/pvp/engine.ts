import type { Card } from '../tables/baccarat/cards.ts';

/**
 * A PVP card room's game (docs/decisions/036-pvp-rooms.md): players at one table play each
 * other for their own chips, one hand at a time. An engine is pure: the server keeps the
 * state between requests (as JSON, `state-json.ts`), asks whose turn it is, applies each
 * action, and when the hand is over moves the money the result names. Chips are whole
 * minor units (bigint). A seat is the table's seat number (0 … maxSeats − 1).
 *
 * The deck is the hand's whole shuffled deck, drawn from the fair stream before the deal
 * (`pvpDeck`): its server seed is committed (shown by its hash) before the hand and
 * revealed after, and /verify deals it again.
 */
export interface PvpEngine<State> {
  /** 'zhajinhua', 'holdem', 'niuniu-grab'. */
  readonly id: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /**
   * The fewest chips a seat needs to be dealt in, for a room whose unit is `stake`
   * (teen patti's boot, hold'em's big blind, niu niu's base bet).
   */
  minStack(stake: bigint): bigint;
  /** Deals a hand and posts its forced bets (boot, blinds). Throws PvpRuleError on bad input. */
  start(start: PvpStart): State;
  /**
   * Who may act now and what each may do: one seat at a time in teen patti and hold'em,
   * every undecided seat at once in niu niu's grab and bet phases. Empty when it is over.
   */
  toAct(state: State): ReadonlyMap<number, readonly PvpActionSpec[]>;
  /**
   * One seat's action. Throws PvpRuleError: OUT_OF_TURN (not this seat's turn, or not
   * dealt in), ILLEGAL_ACTION (not open to the seat now), BAD_AMOUNT (outside min–max, or
   * more than the seat's chips). The state given is never changed (a new one is returned).
   */
  act(state: State, seat: number, action: PvpAction): State;
  /**
   * What a seat gets when its turn timer runs out or it left the table: check when that
   * is free, else fold (niu niu: no grab, the lowest bet). Always legal for a seat in toAct.
   */
  timeoutAction(state: State, seat: number): PvpAction;
  isOver(state: State): boolean;
  /** The hand's money once over (throws before): see PvpResult. */
  result(state: State, rake: PvpRake): PvpResult;
  /**
   * What `viewer` sees (null: someone not dealt in): every seat's chips, bets and actions,
   * the board; the viewer's own cards; others' cards only once shown (showdown, compare).
   * JSON-safe: amounts as strings of minor units.
   */
  view(state: State, viewer: number | null): Record<string, unknown>;
}

export interface PvpStart {
  /** The seats dealt in, by seat number ascending, with their chips at the hand's start. */
  seats: readonly { seat: number; stack: bigint }[];
  /** The dealer button's seat (one of `seats`): play starts to its left. */
  button: number;
  /** The room's unit (minor units): boot, big blind (small blind = half), base bet. */
  stake: bigint;
  /** The hand's 52 cards in dealing order. */
  deck: readonly Card[];
}

/** An action open to a seat; `min`/`max` for the ones that carry chips (chips added now). */
export interface PvpActionSpec {
  type: string;
  min?: bigint;
  max?: bigint;
}

export interface PvpAction {
  type: string;
  /** Chips this action adds to the seat's bets (bet, raise, chaal…); absent for the others. */
  amount?: bigint;
}

/** The house's cut: `bps` hundredths of a percent of each pot won, at most `cap` per hand. */
export interface PvpRake {
  bps: number;
  cap: bigint;
}

export interface PvpResult {
  /**
   * Per seat dealt in: the chips it put in (`committed`) and got back (`won`, after rake).
   * Σ committed = Σ won + rake: the house keeps the rake and nothing else.
   */
  seats: ReadonlyMap<number, { committed: bigint; won: bigint }>;
  /** The pots (main, then side pots; niu niu: one per settlement with the banker). */
  pots: readonly { amount: bigint; rake: bigint; eligible: number[]; winners: number[] }[];
  rake: bigint;
  /** Each seat's hand in words for the page and /verify, where it was shown or compared. */
  hands: ReadonlyMap<number, Record<string, unknown>>;
}

export type PvpRuleErrorCode = 'OUT_OF_TURN' | 'ILLEGAL_ACTION' | 'BAD_AMOUNT' | 'BAD_START';

export class PvpRuleError extends Error {
  readonly code: PvpRuleErrorCode;
  constructor(code: PvpRuleErrorCode, message: string) {
    super(message);
    this.name = 'PvpRuleError';
    this.code = code;
  }
}
