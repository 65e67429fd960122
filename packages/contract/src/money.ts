import * as z from 'zod/mini';

/**
 * Money on the wire: a decimal number with at most 2 places, never negative.
 * In the database and in every calculation it is integer minor units (bigint).
 */
export const Money = z.number().check(
  z.nonnegative(),
  z.refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'at most 2 decimal places'),
);

export function toMinor(amount: number): bigint {
  return BigInt(Math.round(amount * 100));
}

export function fromMinor(minor: bigint): number {
  return Number(minor) / 100;
}
