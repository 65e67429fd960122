import { fromMinor, type TxType } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { rangeOf } from '../../lib/paging.ts';
import { entriesView, mainBalancesView, playerAccounts, walletName } from '../ledger/index.ts';
import type { StaffMemberRow } from '../member/index.ts';
import { gameRoundsView } from '../provider/index.ts';

/*
 * What the console shows of a member besides their row (issue 19): balances, ledger
 * entries and game rounds, read through the views their modules publish.
 */

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The search's rows as the console lists them, each with its main wallet's balance. */
export async function withBalances(q: Queryable, rows: readonly StaffMemberRow[]) {
  const ids = rows.map((r) => r.id);
  const balances = new Map<number, bigint>();
  if (ids.length > 0) {
    const found = rowsOf<{ member_id: unknown; balance: unknown }>(
      await q.execute(sql`SELECT member_id, balance FROM ${mainBalancesView} b
        WHERE b.member_id IN (${sql.join(
          ids.map((id) => sql`${id}::bigint`),
          sql`, `,
        )})`),
    );
    for (const b of found) balances.set(Number(b.member_id), BigInt(String(b.balance)));
  }
  return rows.map((r) => ({ ...rowView(r), balance: fromMinor(balances.get(r.id) ?? 0n) }));
}

export const rowView = (r: StaffMemberRow) => ({
  account: r.account,
  type: r.type,
  status: r.status,
  mobile: r.mobile,
  email: r.email,
  createdAt: r.createdAt.toISOString(),
  lastLoginAt: iso(r.lastLoginAt),
});

export async function walletsOf(q: Queryable, memberId: number) {
  const accounts = await playerAccounts(q, memberId);
  return accounts
    .filter((a) => a.kind !== 'HOUSE')
    .map((a) => ({ wallet: walletName(a.kind, a.vendor), balance: fromMinor(a.balance) }));
}

interface Page {
  offset: number;
  limit: number;
}

export async function ledgerPage(
  q: Queryable,
  memberId: number,
  filter: { type?: TxType; from?: string; to?: string },
  page: Page,
) {
  const { from, to } = rangeOf(filter);
  const rows = rowsOf<Record<string, unknown>>(
    await q.execute(sql`SELECT e.created_at, e.type, e.kind, e.vendor, e.amount, e.balance_after,
        e.reference, e.remark, count(*) OVER () AS total
      FROM ${entriesView} e
      WHERE e.member_id = ${memberId} AND e.tx_member_id = ${memberId}
        ${filter.type ? sql`AND e.type = ${filter.type}` : sql``}
        ${from ? sql`AND e.tx_created_at >= ${from.toISOString()}` : sql``}
        ${to ? sql`AND e.tx_created_at < ${to.toISOString()}` : sql``}
      ORDER BY e.created_at DESC, e.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  return {
    entries: rows.map((r) => ({
      at: iso(r.created_at as string) as string,
      type: r.type as TxType,
      wallet: walletName(String(r.kind), String(r.vendor)),
      amount: fromMinor(BigInt(String(r.amount))),
      balanceAfter: fromMinor(BigInt(String(r.balance_after))),
      reference: (r.reference as string | null) ?? null,
      remark: (r.remark as string | null) ?? null,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function betsPage(
  q: Queryable,
  memberId: number,
  filter: { from?: string; to?: string },
  page: Page,
) {
  const { from, to } = rangeOf(filter);
  const rows = rowsOf<Record<string, unknown>>(
    await q.execute(sql`SELECT r.created_at, r.vendor, r.game_code, r.round_id, r.bet_amount,
        r.win_amount, r.status, count(*) OVER () AS total
      FROM ${gameRoundsView} r
      WHERE r.member_id = ${memberId}
        ${from ? sql`AND r.created_at >= ${from.toISOString()}` : sql``}
        ${to ? sql`AND r.created_at < ${to.toISOString()}` : sql``}
      ORDER BY r.created_at DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  return {
    bets: rows.map((r) => ({
      at: iso(r.created_at as string) as string,
      vendor: String(r.vendor),
      gameCode: String(r.game_code),
      roundId: String(r.round_id),
      stake: fromMinor(BigInt(String(r.bet_amount))),
      win: fromMinor(BigInt(String(r.win_amount))),
      status: String(r.status),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
