/** 10,000 basis points = 100 %: rates and weights are whole numbers of them. */
export const FULL_BP = 10_000;

/**
 * `amount × bp / 10,000`, floored to the minor unit, nothing on an amount not above zero:
 * never a cent a rate did not give (agent contracts, decision 027; rewards, decision 033).
 */
export function ofBp(amount: bigint, bp: number): bigint {
  if (!Number.isInteger(bp) || bp < 0)
    throw new Error(`a rate must be whole basis points ≥ 0: ${bp}`);
  if (amount <= 0n) return 0n;
  return (amount * BigInt(bp)) / BigInt(FULL_BP);
}
