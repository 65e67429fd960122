import type { GameCategory as Category } from '@gamehall/contract';
import { ofBp } from '../../lib/basis-points.ts';

/**
 * What a bonus promotion gives (decision 033): a percentage of the qualifying deposit up to
 * a cap, or a fixed amount. Amounts in minor units, the percentage in basis points.
 */
export type BonusRule =
  | { kind: 'DEPOSIT_PERCENT'; percentBp: number; cap: bigint; minDeposit: bigint }
  | { kind: 'FIXED'; amount: bigint };

/** The bonus a rule gives for `deposit` (ignored by a fixed bonus): 0 below the minimum. */
export function bonusFor(rule: BonusRule, deposit = 0n): bigint {
  if (rule.kind === 'FIXED') return rule.amount > 0n ? rule.amount : 0n;
  if (deposit < rule.minDeposit) return 0n;
  const bonus = ofBp(deposit, rule.percentBp);
  if (bonus > rule.cap) return rule.cap;
  return bonus;
}

/** The brand's weight per category, in basis points; a category it does not name counts 0. */
export type TurnoverWeights = Partial<Record<Category, number>>;

/** The part of a settled valid bet that counts toward bonus turnover, floored. */
export function countedTurnover(validBet: bigint, category: Category, weights: TurnoverWeights) {
  return ofBp(validBet, weights[category] ?? 0);
}

export interface GrantProgress {
  id: number;
  required: bigint;
  counted: bigint;
}

/**
 * Counted turnover shared out to a player's active grants, oldest first: each takes what
 * it still needs and passes the rest on. Answers each grant touched with its new counted
 * figure and whether its requirement is now met (then it is released).
 */
export function applyTurnover(grants: readonly GrantProgress[], amount: bigint) {
  const touched: (GrantProgress & { met: boolean })[] = [];
  let left = amount;
  for (const g of grants) {
    if (left <= 0n) break;
    const needs = g.required - g.counted;
    if (needs <= 0n) continue;
    let taken = needs;
    if (left < needs) taken = left;
    left -= taken;
    const counted = g.counted + taken;
    touched.push({ ...g, counted, met: counted >= g.required });
  }
  return touched;
}
