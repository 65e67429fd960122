import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { mainBalancesView } from '../ledger/index.ts';
import { membersView, teamView } from '../member/index.ts';

/*
 * The agent's downlines, read from the member tree, the members and their main wallets
 * (views of the member and ledger modules, decision 026); always within the agent's team.
 */

export interface DownlineRow {
  id: string;
  account: string;
  type: number;
  status: number;
  balance: string;
  upline: string;
  level: number;
  team_size: string;
  direct_count: string;
  created_at: Date | string;
  last_login_at: Date | string | null;
}

const ORDER = {
  registered: sql`m.created_at DESC, m.id DESC`,
  balance: sql`balance DESC, m.id DESC`,
  lastLogin: sql`m.last_login_at DESC NULLS LAST, m.id DESC`,
} as const;

/** The agent's team members `where` picks (m: the member, t.depth: its level), one page. */
export async function downlinesOf(
  q: Queryable,
  agentId: number,
  pick: { parentId: number } | { prefix: string },
  sort: keyof typeof ORDER,
  offset: number,
  limit: number,
) {
  const where =
    'parentId' in pick
      ? sql`m.upline_id = ${pick.parentId}`
      : sql`m.account LIKE ${`${pick.prefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`;
  const from = sql`FROM ${teamView} t JOIN ${membersView} m ON m.id = t.member_id
    WHERE t.ancestor_id = ${agentId} AND t.depth > 0 AND ${where}`;
  const [rows, total] = await Promise.all([
    q.execute(sql`SELECT m.id, m.account, m.type, m.status, coalesce(b.balance, 0) AS balance,
        u.account AS upline, t.depth AS level, m.created_at, m.last_login_at,
        (SELECT count(*) FROM ${teamView} s WHERE s.ancestor_id = m.id AND s.depth > 0) AS team_size,
        (SELECT count(*) FROM ${teamView} s WHERE s.ancestor_id = m.id AND s.depth = 1) AS direct_count
      FROM ${teamView} t JOIN ${membersView} m ON m.id = t.member_id
      JOIN ${membersView} u ON u.id = m.upline_id
      LEFT JOIN ${mainBalancesView} b ON b.member_id = m.id
      WHERE t.ancestor_id = ${agentId} AND t.depth > 0 AND ${where}
      ORDER BY ${ORDER[sort]} LIMIT ${limit} OFFSET ${offset}`),
    q.execute(sql`SELECT count(*) AS n ${from}`),
  ]);
  return {
    rows: rowsOf<DownlineRow>(rows),
    total: Number(rowsOf<{ n: string }>(total)[0]?.n ?? 0),
  };
}

/**
 * The accounts from the agent down to `memberId` (the breadcrumb), or null when the member
 * is not the agent nor in its team.
 */
export async function pathTo(q: Queryable, agentId: number, memberId: number) {
  const rows = rowsOf<{ account: string }>(
    await q.execute(sql`SELECT m.account FROM ${teamView} up
      JOIN ${membersView} m ON m.id = up.ancestor_id
      WHERE up.member_id = ${memberId}
        AND up.ancestor_id IN (SELECT a.member_id FROM ${teamView} a WHERE a.ancestor_id = ${agentId})
      ORDER BY up.depth DESC`),
  );
  return rows.length === 0 ? null : rows.map((r) => r.account);
}
