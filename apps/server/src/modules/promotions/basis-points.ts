import type { GameCategory } from '@gamehall/contract';

/** A game category as the catalogue and the brand's reward settings name it. */
export type Category = GameCategory;

/** 10,000 basis points = 100 %: rates and weights are integers (decision 033). */
export const FULL_BP = 10_000;

/** `amount × bp / 10,000`, floored to the minor unit: never a cent the rule did not give. */
export function ofBp(amount: bigint, bp: number): bigint {
  if (!Number.isInteger(bp) || bp < 0)
    throw new Error(`a rate must be whole basis points ≥ 0: ${bp}`);
  if (amount <= 0n) return 0n;
  return (amount * BigInt(bp)) / BigInt(FULL_BP);
}
