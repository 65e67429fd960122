import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/**
 * A crash round once it runs: the multiplier grows as e^(0.00006·ms), as bustabit draws
 * it, shown with 2 decimals (rounded down), until it reaches the round's crash point.
 * Multipliers are handled in hundredths (integers) wherever money depends on them.
 */
export const GROWTH_PER_MS = 0.00006;

/** The multiplier shown `elapsedMs` after the round started, in hundredths (100 = 1.00×). */
export function hundredthsAt(elapsedMs: number): number {
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * Math.max(0, elapsedMs)));
}

/**
 * The first moment (ms after the start) the round shows `hundredths`: the crash of a
 * round whose crash point is that value, or when an auto cash-out at it fires.
 */
export function msToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(hundredths / 100) / GROWTH_PER_MS) - 1);
  // The logarithm can land a millisecond short or long; step to the exact first moment.
  while (hundredthsAt(ms) >= hundredths && ms > 0) ms--;
  while (hundredthsAt(ms) < hundredths) ms++;
  return ms;
}

/** What a cash-out at `hundredths` pays back for a stake, in minor units (rounded down). */
export function cashoutReturn(stake: bigint, hundredths: number): bigint {
  return (stake * BigInt(hundredths)) / 100n;
}

export interface CrashBet {
  stake: bigint;
  /** The auto cash-out the player set, in hundredths, or null. */
  autoCashout: number | null;
  /** Where the player cashed out by hand, in hundredths, or null. */
  cashedOut: number | null;
}

/**
 * A bet's end once the round crashed at `crashAt` (hundredths): a cash-out by hand stands;
 * else an auto cash-out below or at the crash point pays at its value; else it is lost.
 */
export function settleCrashBet(bet: CrashBet, crashAt: number) {
  const at =
    bet.cashedOut ??
    (bet.autoCashout !== null && bet.autoCashout <= crashAt ? bet.autoCashout : null);
  return { cashedOutAt: at, win: at === null ? 0n : cashoutReturn(bet.stake, at) };
}

/**
 * A hash chain of `length` rounds from a secret (hex): each hash is the sha256 of the one
 * before, the last one is published first, and rounds are played backwards from it, so
 * every revealed round hash proves all the rounds after it. Index 0 is the first round
 * to play; the answer's `terminating` is what the operator publishes.
 */
export function crashChain(secretHex: string, length: number) {
  const hashes: string[] = [secretHex];
  for (let i = 1; i <= length; i++) {
    hashes.push(bytesToHex(sha256(hexToBytes(hashes[i - 1] as string))));
  }
  const terminating = hashes[length] as string;
  return { terminating, rounds: hashes.slice(0, length).reverse() };
}
