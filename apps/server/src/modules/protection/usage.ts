import type { LimitKind, LimitPeriod } from '@gamehall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { brandDayOf, brandDayStart } from '../../settings/brand-day.ts';
import { memberDaysView } from '../ledger/index.ts';

/** What each period of the brand (its day, its week from Monday, its month) counted so far. */
export interface PeriodUsage {
  period: LimitPeriod;
  /** The next period's start. */
  resetsAt: Date;
  used: Record<LimitKind, bigint>;
}

/**
 * Deposits a cashier has open but not yet credited (created_at, amount), counted with the
 * credited ones so two orders open at once cannot pass a deposit limit together.
 */
export type OpenDeposits = SQL;

const big = (x: unknown) => BigInt(String(x ?? 0));

/**
 * A player's usage in each period, from the ledger's day figures (the net change of their
 * own accounts by day and type): deposits credited, stakes, and stakes less wins, refunds
 * and jackpots (a loss; a period in profit counts 0). Bounds are the brand's days, computed
 * where the query runs, so a check inside a bet's transaction needs nothing else.
 */
export async function usageOf(
  q: Queryable,
  memberId: number,
  open: OpenDeposits | null = null,
): Promise<PeriodUsage[]> {
  const today = brandDayOf(sql`now()`);
  const openRows = open
    ? sql`UNION ALL SELECT ${brandDayOf(sql`o.created_at`)}, 'DEPOSIT', o.amount FROM ${open} o`
    : sql``;
  const rows = rowsOf<{
    period: LimitPeriod;
    resets_at: Date | string;
    deposit: unknown;
    wager: unknown;
    loss: unknown;
  }>(
    await q.execute(sql`WITH t AS (SELECT ${today} AS d),
      bounds AS (
        SELECT b.period, b.first, b.next FROM t, LATERAL (VALUES
          ('DAY', t.d, t.d + 1),
          ('WEEK', date_trunc('week', t.d)::date, date_trunc('week', t.d)::date + 7),
          ('MONTH', date_trunc('month', t.d)::date,
            (date_trunc('month', t.d) + interval '1 month')::date)) b(period, first, next)),
      days AS (
        SELECT day, type, amount FROM ${memberDaysView} m
        WHERE m.member_id = ${memberId} AND m.day >= (SELECT min(first) FROM bounds)
          AND m.type IN ('DEPOSIT', 'BET', 'WIN', 'REFUND', 'JACKPOT')
        ${openRows})
      SELECT b.period, ${brandDayStart(sql`b.next`)} AS resets_at,
        coalesce(sum(d.amount) FILTER (WHERE d.type = 'DEPOSIT'), 0) AS deposit,
        coalesce(-sum(d.amount) FILTER (WHERE d.type = 'BET'), 0) AS wager,
        greatest(coalesce(-sum(d.amount) FILTER (WHERE d.type <> 'DEPOSIT'), 0), 0) AS loss
      FROM bounds b LEFT JOIN days d ON d.day >= b.first
      GROUP BY b.period, b.next`),
  );
  return rows.map((r) => ({
    period: r.period,
    resetsAt: new Date(r.resets_at),
    used: { DEPOSIT: big(r.deposit), WAGER: big(r.wager), LOSS: big(r.loss) },
  }));
}
