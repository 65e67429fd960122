import { MIN_ODDS, type Odds } from '../types.ts';

/**
 * Why the settlement math refused its input. The codes are stable so the server can map
 * them to its own error codes; every one is bad input (a mis-built market, a pick the
 * market does not have, a slip the book does not take), never a bug to retry.
 */
export type SportsRuleErrorCode =
  | 'BAD_MARKET'
  | 'BAD_PICK'
  | 'BAD_LINE'
  | 'BAD_SCORE'
  | 'BAD_OUTCOME'
  | 'BAD_ODDS'
  | 'BAD_STAKE'
  | 'BAD_MARGIN'
  | 'COMBO_SIZE'
  | 'SAME_MATCH';

export class SportsRuleError extends Error {
  readonly code: SportsRuleErrorCode;
  /** Position of the offending leg in the list given, when one leg is to blame. */
  readonly legIndex: number | undefined;

  constructor(code: SportsRuleErrorCode, message: string, legIndex?: number) {
    super(message);
    this.name = 'SportsRuleError';
    this.code = code;
    this.legIndex = legIndex;
  }
}

/**
 * A price the book can have taken: whole hundredths, at least 1.01. A float or a price
 * under 1.01 would make a return silently wrong, so it is refused instead.
 */
export function assertOdds(odds: Odds, legIndex?: number): void {
  if (!Number.isSafeInteger(odds) || odds < MIN_ODDS) {
    throw new SportsRuleError(
      'BAD_ODDS',
      `odds must be whole hundredths of at least ${MIN_ODDS}, got ${odds}`,
      legIndex,
    );
  }
}

/** A stake is money the player put down: zero or more minor units. */
export function assertStake(stake: bigint): void {
  if (typeof stake !== 'bigint' || stake < 0n) {
    throw new SportsRuleError('BAD_STAKE', `a stake must be a bigint ≥ 0, got ${stake}`);
  }
}
