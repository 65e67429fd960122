import { type FairInput, floats } from '../../fair/outcomes.ts';
import { checkLimits, checkStakeShape, type TableLimits } from '../limits.ts';
import { TableBetError } from '../table-bet-error.ts';

/**
 * A shared live table's game: one dealt result per round that every player's bets are
 * settled on (sic bo's dice, dragon tiger's two cards, …). Bets name a spot by a short
 * text the engine reads ("big", "total:10", "single:5", "combo:1-2"), so one wire shape
 * and one server module serve every table; the engine says which bet type (limit key)
 * a spot is, deals the outcome from the fair input and settles a bet on it.
 */
export interface LiveTableEngine<Outcome, BetType extends string = string> {
  /** The engine's id, as the catalogue names it (games.engine) and its page's path. */
  readonly id: string;
  /** Every bet type, in the order a rules page lists them (each a limits key). */
  readonly betTypes: readonly BetType[];
  /** Every spot of the board, as readType writes it: a page draws them, a bench plays them. */
  readonly spots: readonly string[];
  /**
   * The bet type of a spot, with the spot written the one way the engine writes it
   * (e.g. "combo:2-1" → "combo:1-2"), or null for a spot this game has not.
   */
  readType(spot: string): { type: BetType; spot: string } | null;
  /** How many uniforms in [0, 1) a round reads (`floats(fair, uniforms)`), used or not. */
  readonly uniforms: number;
  /**
   * What is known of round `nonce` of `table` before any bet, the same for everyone
   * and fixed by those two alone (a cockfight's fighters and odds): shown while bets are
   * taken, and the deal and the settlement read it. Most games have none.
   */
  card?(table: string, nonce: number): Record<string, unknown>;
  /**
   * The round's outcome from its uniforms (and its card, for a game that has one): a
   * JSON-safe object, the same for the same numbers, carrying what settling needs. The
   * server feeds the fair stream (`dealLive`); a bench feeds a fast PRNG.
   */
  dealFrom(uniforms: readonly number[], card?: Record<string, unknown>): Outcome;
  /**
   * What a bet of `stake` (minor units) on `spot` (as readType writes it) returns on
   * this outcome: the stake plus winnings on a win, the stake on a push, part of it on a
   * half loss, 0 on a loss. Whole minor units, rounded down.
   */
  settle(spot: string, stake: bigint, outcome: Outcome): bigint;
  /**
   * Each bet type's payout as a rules page states it (e.g. "1:1", "150:1"), and the
   * exact house edge in percent (from enumeration of every outcome, see the tests).
   */
  readonly paytable: Readonly<Record<BetType, { pays: string; houseEdge: number }>>;
}

/** A bet as the server hands it to an engine: stake in integer minor units. */
export interface LiveBet {
  spot: string;
  stake: bigint;
}

export interface LiveBetResult extends LiveBet {
  type: string;
  win: bigint;
  result: 'win' | 'push' | 'lose';
}

/**
 * Reads and checks a player's bets for a round against the table limits, together with
 * the bets they already placed on it (limits hold per spot and per round, whatever the
 * number of requests). Answers the new bets with their spots written the engine's way;
 * throws a TableBetError naming the first bad new bet.
 */
export function checkLiveBets<O, T extends string>(
  engine: LiveTableEngine<O, T>,
  bets: readonly LiveBet[],
  limits: TableLimits<T>,
  placed: readonly LiveBet[] = [],
): (LiveBet & { type: T })[] {
  const read = bets.map((bet, i) => {
    const found = typeof bet?.spot === 'string' ? engine.readType(bet.spot) : null;
    if (!found) {
      throw new TableBetError('BET_INVALID', `bet #${i} (${String(bet?.spot)}): no such spot`, i);
    }
    checkStakeShape(bet.stake, found.spot, i);
    return { ...found, stake: bet.stake };
  });
  const before = placed.map((b) => {
    const found = engine.readType(b.spot);
    if (!found) throw new Error(`a placed bet names an unknown spot: ${b.spot}`);
    return { ...found, stake: b.stake };
  });
  try {
    checkLimits([...read, ...before], limits);
  } catch (err) {
    // Only the new bets are the player's to fix; a limit on the round names none.
    if (err instanceof TableBetError && err.betIndex !== undefined && err.betIndex >= read.length) {
      throw new TableBetError(err.code, err.message, undefined, err.limit);
    }
    throw err;
  }
  return read;
}

/** Each bet's return on the round's outcome. */
export function settleLiveBets<O, T extends string>(
  engine: LiveTableEngine<O, T>,
  bets: readonly LiveBet[],
  outcome: O,
): LiveBetResult[] {
  return bets.map((bet) => {
    const found = engine.readType(bet.spot);
    if (!found) throw new Error(`a placed bet names an unknown spot: ${bet.spot}`);
    const win = engine.settle(found.spot, bet.stake, outcome);
    const result = win > bet.stake ? 'win' : win === bet.stake ? 'push' : 'lose';
    return { ...bet, spot: found.spot, type: found.type, win, result };
  });
}

/**
 * A round's outcome from the provably fair stream: the first `engine.uniforms` floats of
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${k}`), k = 0, 1, …, and
 * the round's card. A table's client seed is the table, its nonce the round's number there.
 */
export function dealLive<O, T extends string>(engine: LiveTableEngine<O, T>, fair: FairInput): O {
  return engine.dealFrom(floats(fair, engine.uniforms), engine.card?.(fair.clientSeed, fair.nonce));
}
