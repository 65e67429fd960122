import { fromMinor } from '@gamehall/contract';
import { TableBetError } from '@gamehall/games';
import { AppError } from '../../lib/app-error.ts';

/** A table's refusal (bad spot, limits) as the API's 400 naming the bet. */
export function refusingBadBets<T>(check: () => T): T {
  try {
    return check();
  } catch (err) {
    if (err instanceof TableBetError) {
      const code = err.code === 'BET_INVALID' ? 'VALIDATION_FAILED' : 'AMOUNT_OUT_OF_RANGE';
      // Which limit, and its figure in major units: the game page words it itself.
      const limit =
        err.limit === undefined ? {} : { reason: err.code, limit: fromMinor(err.limit) };
      throw new AppError(code, err.message, {
        details: { betIndex: err.betIndex ?? null, ...limit },
      });
    }
    throw err;
  }
}
