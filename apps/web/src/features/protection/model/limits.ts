import {
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type MoneyLimit,
  type Protection,
} from '@gamehall/contract';

/** A limit's name in the middle of a sentence ("daily deposit limit"), by kind and period. */
export const limitNameKey = (kind: LimitKind, period: LimitPeriod) =>
  `rg_limit_name_${kind}_${period}` as const;

/** The limits of one kind, day, week then month. */
export function limitsOf(protection: Protection, kind: LimitKind): MoneyLimit[] {
  const order = (limit: MoneyLimit) => LIMIT_PERIODS.indexOf(limit.period);
  return protection.limits.filter((l) => l.kind === kind).sort((a, b) => order(a) - order(b));
}

/** How far a period's count has gone into its limit, 0 to 1 (null: no limit in force). */
export function usedShare(limit: MoneyLimit): number | null {
  if (limit.amount === null) return null;
  if (limit.amount <= 0) return 1;
  return Math.min(limit.used / limit.amount, 1);
}

/** A removal waits its 24 hours: nothing more to remove meanwhile. */
export const removalPending = (limit: MoneyLimit) =>
  limit.pending !== null && limit.pending.value === null;
