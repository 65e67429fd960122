import * as z from 'zod/mini';

/**
 * At most 2 decimal places: the number is exactly what its own 2-place text reads back as.
 * A decimal sent with 2 places parses to the double nearest it, and so does its
 * 2-place text, so 150.25 passes; 1.005 or 5e-324 (below one minor unit) do not.
 */
export const twoPlaces = z.refine<number>(
  (n) => Number.isFinite(n) && Number(n.toFixed(2)) === n,
  'at most 2 decimal places',
);

/**
 * Money on the wire: a decimal number with at most 2 places, never negative.
 * In the database and in every calculation it is integer minor units (bigint).
 */
export const Money = /* @__PURE__ */ z.number().check(z.nonnegative(), twoPlaces);

/**
 * The largest amount one request may move: 10,000,000,000.00. Its minor units stay far
 * inside a double's exact integers, so `toMinor` is exact for every accepted amount.
 */
export const MAX_AMOUNT = 10_000_000_000;

/**
 * An amount a client asks to move: at least one minor unit, at most 2 places, at most
 * MAX_AMOUNT. NaN, infinity and strings are refused by the number type itself.
 */
export const Amount = z
  .number()
  .check(z.minimum(0.01, 'at least 0.01'), z.maximum(MAX_AMOUNT, 'too large'), twoPlaces);

/**
 * The client-made idempotency key of a money request: the same key again returns the
 * first result and moves nothing; the same key with other data is 409.
 */
export const RequestId = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[\w-]{8,64}$/, '8 to 64 of A-Z a-z 0-9 _ -'));

export function toMinor(amount: number): bigint {
  return BigInt(Math.round(amount * 100));
}

export function fromMinor(minor: bigint): number {
  return Number(minor) / 100;
}
