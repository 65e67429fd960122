/**
 * Why a table round was refused. The codes are stable so the server can map them to its
 * own error codes (all are bad input: 400); the message names the bet so a player or an
 * operator can see which chip was wrong.
 */
export type TableBetErrorCode =
  | 'ROUND_EMPTY'
  | 'BET_INVALID'
  | 'BET_BELOW_MIN'
  | 'BET_ABOVE_MAX'
  | 'ROUND_ABOVE_MAX';

export class TableBetError extends Error {
  readonly code: TableBetErrorCode;
  /** Position of the offending bet in the list given, when one bet is to blame. */
  readonly betIndex: number | undefined;
  /** The limit passed (minor units), for the limit codes: a page can say it in its words. */
  readonly limit: bigint | undefined;

  constructor(code: TableBetErrorCode, message: string, betIndex?: number, limit?: bigint) {
    super(message);
    this.name = 'TableBetError';
    this.code = code;
    this.betIndex = betIndex;
    this.limit = limit;
  }
}
