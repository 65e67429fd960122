import { toMinor } from '@gamehall/contract';
import { AppError } from '../../lib/app-error.ts';

/** AMOUNT_OUT_OF_RANGE with the limits, so the site can word it in the visitor's language. */
export function checkRange(amount: bigint, min: number, max: number) {
  if (amount < toMinor(min) || amount > toMinor(max)) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', `The amount must be between ${min} and ${max}`, {
      details: { min, max },
    });
  }
}
