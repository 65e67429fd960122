/** Test helper: the protection settings and reality check as the server answers them. */
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type MoneyLimit,
  type Protection,
} from '@gamehall/contract';

/** When every period of these fixtures resets (the brand's next midnight, UTC−6). */
export const RESETS_AT = '2026-03-02T06:00:00.000Z';

/** One limit: none in force and nothing used unless the test says so. */
export const moneyLimit = (
  kind: LimitKind,
  period: LimitPeriod,
  over: Partial<MoneyLimit> = {},
): MoneyLimit => ({
  kind,
  period,
  amount: null,
  used: 0,
  resetsAt: RESETS_AT,
  pending: null,
  ...over,
});

/** A player with no limits, no session limit, no reality checks and no exclusion. */
export const protection = (over: Partial<Protection> & { set?: MoneyLimit[] } = {}): Protection => {
  const { set = [], ...rest } = over;
  const limits = LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map(
      (period) =>
        set.find((l) => l.kind === kind && l.period === period) ?? moneyLimit(kind, period),
    ),
  );
  return {
    limits,
    sessionMinutes: null,
    sessionPending: null,
    realityCheckMinutes: null,
    exclusion: null,
    ...rest,
  };
};
