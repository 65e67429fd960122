import { CONTRACT_KINDS } from '@gamehall/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { agentContracts, agentPayouts } from '../../db/schema/agent.ts';
import { AGENT_TYPES } from '../../lib/platform-types.ts';
import { membersView, teamView } from '../member/index.ts';
import { LIVE_STATES } from './contracts-repo.ts';

/*
 * The console's reads of agent trees (issue 19). Every read is a page or a fixed few rows,
 * each reached through an index: a member's uplines through member_tree (member_id, depth),
 * its direct downlines through members (upline_id), its team through member_tree's key
 * (ancestor_id, …), contracts through the live (kind, member_id) index and payouts through
 * (member_id, period_start). Nothing walks the whole tree.
 */

export interface NodeRow {
  id: string;
  account: string;
  type: number;
  status: number;
  upline: string | null;
  level: number | null;
  direct_count: string;
  team_size: string;
  created_at: Date | string;
}

const agentTypes = sql.join(
  [...AGENT_TYPES].map((t) => sql`${t}`),
  sql`, `,
);

/**
 * The node columns of the members `where` picks (m: the member). The team count reads the
 * agent's own member_tree rows (key prefix), so it costs the size of that team, not of the
 * tree; the direct count reads the upline index.
 */
async function nodes(q: Queryable, where: SQL, order: SQL, limit: number, offset: number) {
  return rowsOf<NodeRow>(
    await q.execute(sql`SELECT m.id, m.account, m.type, m.status, m.created_at,
        u.account AS upline,
        (SELECT max(l.depth) FROM ${teamView} l WHERE l.member_id = m.id) AS level,
        (SELECT count(*) FROM ${membersView} d WHERE d.upline_id = m.id) AS direct_count,
        (SELECT count(*) FROM ${teamView} s WHERE s.ancestor_id = m.id AND s.depth > 0) AS team_size
      FROM ${membersView} m LEFT JOIN ${membersView} u ON u.id = m.upline_id
      WHERE ${where}
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`),
  );
}

async function countOf(q: Queryable, where: SQL) {
  const [row] = rowsOf<{ n: string }>(
    await q.execute(sql`SELECT count(*) AS n FROM ${membersView} m WHERE ${where}`),
  );
  return Number(row?.n ?? 0);
}

/** `text` as a LIKE prefix: its wildcards taken literally, lower-cased as accounts are. */
const prefixOf = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Agents, newest first: those whose account begins with `prefix`, only top ones if asked. */
export async function agentsPage(
  q: Queryable,
  f: { prefix?: string | undefined; topOnly: boolean },
  page: { offset: number; limit: number },
) {
  const where = sql.join(
    [
      sql`m.type IN (${agentTypes})`,
      ...(f.prefix ? [sql`m.account LIKE ${prefixOf(f.prefix)}`] : []),
      ...(f.topOnly ? [sql`m.upline_id IS NULL`] : []),
    ],
    sql` AND `,
  );
  const [rows, total] = await Promise.all([
    nodes(q, where, sql`m.created_at DESC, m.id DESC`, page.limit, page.offset),
    countOf(q, where),
  ]);
  return { rows, total };
}

/** One member's node, or null. */
export async function nodeOf(q: Queryable, memberId: number) {
  const [row] = await nodes(q, sql`m.id = ${memberId}`, sql`m.id`, 1, 0);
  return row ?? null;
}

/** A page of the member's direct downlines (players and agents), in the order they joined. */
export async function directDownlines(
  q: Queryable,
  memberId: number,
  page: { offset: number; limit: number },
) {
  const where = sql`m.upline_id = ${memberId}`;
  const [rows, total] = await Promise.all([
    nodes(q, where, sql`m.id`, page.limit, page.offset),
    countOf(q, where),
  ]);
  return { rows, total };
}

/** The member's uplines' accounts, the top one first (its own tree rows, depth > 0). */
export async function uplinesOf(q: Queryable, memberId: number) {
  const rows = rowsOf<{ account: string }>(
    await q.execute(sql`SELECT m.account FROM ${teamView} up
      JOIN ${membersView} m ON m.id = up.ancestor_id
      WHERE up.member_id = ${memberId} AND up.depth > 0
      ORDER BY up.depth DESC`),
  );
  return rows.map((r) => r.account);
}

/**
 * The live contracts of these members, every kind. Naming the kinds lets the read use the
 * live contracts' (kind, member_id) index.
 */
export async function liveContractsOf(q: Queryable, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return q
    .select()
    .from(agentContracts)
    .where(
      and(
        inArray(agentContracts.kind, [...CONTRACT_KINDS]),
        inArray(agentContracts.memberId, memberIds),
        inArray(agentContracts.state, LIVE_STATES),
      ),
    )
    .orderBy(agentContracts.kind);
}

/** The member's latest contract payouts, newest period first. */
export async function latestPayouts(q: Queryable, memberId: number, limit: number) {
  return q
    .select()
    .from(agentPayouts)
    .where(eq(agentPayouts.memberId, memberId))
    .orderBy(desc(agentPayouts.periodStart), desc(agentPayouts.id))
    .limit(limit);
}
