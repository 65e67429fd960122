/**
 * Why a lottery bet was refused. Codes are stable so the server maps them to its own
 * error codes (all are bad input: 400); the message says which row or pick was wrong.
 */
export type LotteryBetErrorCode =
  | 'PLAY_TYPE_UNKNOWN'
  | 'SELECTION_INVALID'
  | 'SELECTION_EMPTY'
  | 'PICK_OFF_BOARD'
  | 'PICK_DUPLICATE'
  | 'PICK_COUNT'
  | 'UNIT_INVALID'
  | 'MULTIPLIER_INVALID';

export class LotteryBetError extends Error {
  readonly code: LotteryBetErrorCode;
  /** Index of the offending row or ticket, when one is to blame. */
  readonly row: number | undefined;

  constructor(code: LotteryBetErrorCode, message: string, row?: number) {
    super(message);
    this.name = 'LotteryBetError';
    this.code = code;
    this.row = row;
  }
}
