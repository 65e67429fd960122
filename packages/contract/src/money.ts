import * as z from 'zod/mini';

/** At most 2 decimal places, checked on the decimal text so binary floats do not fool it. */
export const twoPlaces = z.refine<number>(
  (n) => Math.round(n * 100) === Number((n * 100).toFixed(6)),
  'at most 2 decimal places',
);

/**
 * Money on the wire: a decimal number with at most 2 places, never negative.
 * In the database and in every calculation it is integer minor units (bigint).
 */
export const Money = z.number().check(z.nonnegative(), twoPlaces);

/**
 * The largest amount one request may move: 10,000,000,000.00. Its minor units stay far
 * inside a double's exact integers, so `toMinor` is exact for every accepted amount.
 */
export const MAX_AMOUNT = 10_000_000_000;

/**
 * An amount a client asks to move: above zero, at most 2 places, at most MAX_AMOUNT.
 * NaN, infinity and strings are refused by the number type itself.
 */
export const Amount = z.number().check(z.positive(), z.maximum(MAX_AMOUNT, 'too large'), twoPlaces);

/**
 * The client-made idempotency key of a money request: the same key again returns the
 * first result and moves nothing; the same key with other data is 409.
 */
export const RequestId = z.string().check(z.regex(/^[\w-]{8,64}$/, '8 to 64 of A-Z a-z 0-9 _ -'));

export function toMinor(amount: number): bigint {
  return BigInt(Math.round(amount * 100));
}

export function fromMinor(minor: bigint): number {
  return Number(minor) / 100;
}
