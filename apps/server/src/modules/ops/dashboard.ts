import { type DayFigures, fromMinor } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { dayEnd, dayOf, dayStart } from '../../lib/time-zone.ts';
import { cashByDay } from '../cashier/index.ts';
import { memberDaysView } from '../ledger/index.ts';
import { membersView } from '../member/index.ts';

/*
 * The console's dashboard (issue 19): each of the brand's last days from the ledger's day
 * figures (decision 028) — one row per member, day and type, so the cost follows the number
 * of players active in the range, not the number of bets — withdrawals as the cashier paid
 * them out, and new players by their creation time. Today's are read at each call; the days
 * before are kept for some minutes.
 */

const DAY_MS = 86_400_000;

/** The `count` brand days ending today, oldest first (YYYY-MM-DD). */
function lastDays(zone: string, count: number, now: Date): string[] {
  const today = dayOf(zone, now);
  const base = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(base - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

const big = (x: unknown) => BigInt(String(x ?? 0));

/** Figures of the brand days [first, last], by day (days without money are absent). */
async function figuresOf(q: Queryable, zone: string, first: string, last: string) {
  const to = dayEnd(zone, last).toISOString();
  const money = rowsOf<Record<string, unknown>>(
    await q.execute(sql`SELECT d.day::text AS day,
        coalesce(sum(d.amount) FILTER (WHERE d.type = 'DEPOSIT'), 0) AS deposits,
        coalesce(sum(d.count) FILTER (WHERE d.type = 'DEPOSIT'), 0) AS deposit_count,
        coalesce(-sum(d.amount) FILTER (WHERE d.type = 'BET'), 0) AS bets,
        coalesce(sum(d.count) FILTER (WHERE d.type = 'BET'), 0) AS bet_count,
        coalesce(sum(d.amount) FILTER (WHERE d.type IN ('WIN', 'REFUND', 'JACKPOT')), 0) AS payouts,
        count(DISTINCT d.member_id) FILTER (WHERE d.type = 'BET') AS active
      FROM ${memberDaysView} d
      WHERE d.day >= ${first}::date AND d.day <= ${last}::date
      GROUP BY d.day`),
  );
  const from = dayStart(zone, first);
  const joined = rowsOf<{ day: string; n: unknown }>(
    await q.execute(sql`SELECT (m.created_at AT TIME ZONE ${zone})::date::text AS day, count(*) AS n
      FROM ${membersView} m
      WHERE m.created_at >= ${from.toISOString()} AND m.created_at < ${to} AND m.type <> 4
      GROUP BY 1`),
  );
  const paid = (await cashByDay(q, zone, from, dayEnd(zone, last))).withdrawals;
  const byDay = new Map(money.map((r) => [String(r.day), r]));
  const newByDay = new Map(joined.map((r) => [r.day, Number(r.n)]));
  return (day: string): DayFigures => {
    const r = byDay.get(day) ?? {};
    const bets = big(r.bets);
    const payouts = big(r.payouts);
    return {
      day,
      deposits: fromMinor(big(r.deposits)),
      depositCount: Number(r.deposit_count ?? 0),
      withdrawals: fromMinor(paid.get(day)?.amount ?? 0n),
      withdrawalCount: paid.get(day)?.count ?? 0,
      bets: fromMinor(bets),
      betCount: Number(r.bet_count ?? 0),
      payouts: fromMinor(payouts),
      ggr: fromMinor(bets - payouts),
      newPlayers: newByDay.get(day) ?? 0,
      activePlayers: Number(r.active ?? 0),
    };
  };
}

/**
 * Days before today, kept a while per database: money is filed under the day it moved, so a
 * past day's figures do not change (a rebuild of the day figures — the demo seed's — is the
 * exception the minutes of keeping cover).
 */
const PAST_KEPT_MS = 10 * 60_000;
const pastDays = new WeakMap<object, Map<string, { at: number; figures: DayFigures[] }>>();

async function past(q: Queryable, zone: string, days: string[]) {
  if (days.length === 0) return [];
  const key = `${zone} ${days[0]} ${days.at(-1)}`;
  const kept = pastDays.get(q) ?? new Map();
  pastDays.set(q, kept);
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < PAST_KEPT_MS) return hit.figures;
  const of = await figuresOf(q, zone, days[0] as string, days.at(-1) as string);
  const figures = days.map(of);
  for (const [k, v] of kept) if (Date.now() - v.at >= PAST_KEPT_MS) kept.delete(k);
  kept.set(key, { at: Date.now(), figures });
  return figures;
}

export async function dashboard(q: Queryable, zone: string, count: number, now = new Date()) {
  const days = lastDays(zone, count, now);
  const day = days.at(-1) as string;
  const today = (await figuresOf(q, zone, day, day))(day);
  const figures = [...(await past(q, zone, days.slice(0, -1))), today];
  return { timeZone: zone, today, days: figures };
}
