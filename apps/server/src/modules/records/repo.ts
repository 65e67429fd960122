import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type Range, within } from '../../db/range.ts';
import { rowsOf } from '../../db/rows.ts';
import { cashTotals } from '../cashier/index.ts';
import { gamesView, vendorsView } from '../games/index.ts';
import { entriesView, rewardTypes } from '../ledger/index.ts';
import { gameRoundsView } from '../provider/index.ts';

/*
 * The records are a read model: they read other modules' rows only through the views
 * those publish (entriesView, gameRoundsView, gamesView, vendorsView) and their functions
 * (cashTotals), never their tables (docs/architecture.md "Tables").
 */

export interface EntryRow {
  id: string;
  at: Date | string;
  type: string;
  kind: string;
  vendor: string;
  amount: string;
  balance_after: string;
  reference: string | null;
  remark: string | null;
}

/**
 * Entries of the member's own accounts, newest first (the account record). The HELD pot
 * is left out: a withdrawal then reads as the one movement of the main wallet it is (its
 * state comes with it), not as a hold, a release and a payout (issue 20).
 */
export async function memberEntries(
  q: Queryable,
  memberId: number,
  f: Range & { type?: string },
  offset: number,
  limit: number,
) {
  const filter = sql`e.member_id = ${memberId} AND e.kind <> 'HELD'${within(sql`e.created_at`, f)}${
    f.type ? sql` AND e.type = ${f.type}` : sql``
  }`;
  const [rows, total] = await Promise.all([
    q.execute(sql`SELECT e.id, e.created_at AS at, e.type, e.kind, e.vendor, e.amount,
        e.balance_after, e.reference, e.remark
      FROM ${entriesView} e WHERE ${filter} ORDER BY e.id DESC LIMIT ${limit} OFFSET ${offset}`),
    q.execute(sql`SELECT count(*) AS n FROM ${entriesView} e WHERE ${filter}`),
  ]);
  return { rows: rowsOf<EntryRow>(rows), total: Number(rowsOf<{ n: string }>(total)[0]?.n ?? 0) };
}

export interface RoundRow {
  vendor: string;
  round_id: string;
  game_code: string;
  game_name: string | null;
  vendor_name: string | null;
  bet_amount: string;
  win_amount: string;
  status: string;
  created_at: Date | string;
}

/** The member's game rounds, newest first, with their totals (the betting record). */
export async function memberRounds(
  q: Queryable,
  memberId: number,
  f: Range & { vendor?: string; status?: string },
  offset: number,
  limit: number,
) {
  const filter = sql`r.member_id = ${memberId}${within(sql`r.created_at`, f)}${
    f.vendor ? sql` AND r.vendor = ${f.vendor}` : sql``
  }${f.status ? sql` AND r.status = ${f.status}` : sql``}`;
  const [rows, totals] = await Promise.all([
    q.execute(sql`SELECT r.vendor, r.round_id, r.game_code, g.name AS game_name,
        v.display_name AS vendor_name, r.bet_amount, r.win_amount, r.status, r.created_at
      FROM ${gameRoundsView} r
      LEFT JOIN ${gamesView} g ON g.vendor_code = r.vendor AND g.game_code = r.game_code
      LEFT JOIN ${vendorsView} v ON v.code = r.vendor
      WHERE ${filter} ORDER BY r.created_at DESC, r.round_id DESC LIMIT ${limit} OFFSET ${offset}`),
    q.execute(sql`SELECT count(*) AS n, coalesce(sum(r.bet_amount), 0) AS bets,
        coalesce(sum(r.win_amount), 0) AS wins FROM ${gameRoundsView} r WHERE ${filter}`),
  ]);
  const t = rowsOf<{ n: string; bets: string; wins: string }>(totals)[0];
  return {
    rows: rowsOf<RoundRow>(rows),
    total: Number(t?.n ?? 0),
    bets: BigInt(t?.bets ?? 0),
    wins: BigInt(t?.wins ?? 0),
  };
}

/** Bets and wins per vendor over a range (personal profit and loss). */
export async function roundsByVendor(q: Queryable, memberId: number, r: Range) {
  return rowsOf<{ vendor: string; vendor_name: string | null; bets: string; wins: string }>(
    await q.execute(sql`SELECT g.vendor, v.display_name AS vendor_name, sum(g.bet_amount) AS bets,
        sum(g.win_amount) AS wins
      FROM ${gameRoundsView} g LEFT JOIN ${vendorsView} v ON v.code = g.vendor
      WHERE g.member_id = ${memberId}${within(sql`g.created_at`, r)}
      GROUP BY g.vendor, v.display_name ORDER BY g.vendor`),
  );
}

/** Money in and out over a range: paid deposits, paid-out withdrawals, rewards (net). */
export async function moneyTotals(q: Queryable, memberId: number, r: Range) {
  const [cash, [bonus]] = await Promise.all([
    cashTotals(q, memberId, r),
    q
      .execute(sql`SELECT coalesce(sum(e.amount), 0) AS total FROM ${entriesView} e
        WHERE e.member_id = ${memberId} AND e.type IN (${rewardTypes})${within(sql`e.created_at`, r)}`)
      .then((res) => rowsOf<{ total: string }>(res)),
  ]);
  return { ...cash, bonuses: BigInt(bonus?.total ?? 0) };
}
