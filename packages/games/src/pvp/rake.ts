import type { PvpRake } from './engine.ts';

/**
 * The rake of one pot: `bps` hundredths of a percent of it, rounded down, and no more than
 * what is left of the hand's cap. Only a contested pot is raked (two or more seats put
 * chips in): a pot of one seat's uncalled chips goes back whole.
 */
export function potRake(amount: bigint, contributors: number, rake: PvpRake, takenSoFar: bigint) {
  if (contributors < 2 || amount <= 0n) return 0n;
  const share = (amount * BigInt(rake.bps)) / 10_000n;
  const left = rake.cap - takenSoFar;
  return left <= 0n ? 0n : share < left ? share : left;
}

/**
 * A pot (after rake) shared between its winners: equal shares, the odd chips one each to
 * the winners nearest the button's left (`order` lists seats from the button's left).
 */
export function splitPot(amount: bigint, winners: readonly number[], order: readonly number[]) {
  const shares = new Map<number, bigint>();
  if (winners.length === 0) return shares;
  const each = amount / BigInt(winners.length);
  let odd = amount - each * BigInt(winners.length);
  for (const seat of order.filter((s) => winners.includes(s))) {
    shares.set(seat, each + (odd > 0n ? 1n : 0n));
    if (odd > 0n) odd -= 1n;
  }
  return shares;
}
