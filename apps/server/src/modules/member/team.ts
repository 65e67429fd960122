import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The tree as other modules may join it (docs/architecture.md "Tables"):
 * `JOIN ${teamView} t ON t.member_id = x.member_id AND t.ancestor_id = ${agentId}` — every
 * member under an agent at every depth (t.depth ≥ 1), and each member itself at depth 0.
 */
export const teamView = sql`(SELECT ancestor_id, member_id, depth FROM member_tree)`;

/** Whether `memberId` is under `agentId`, at any depth (not the agent itself). */
export async function inTeam(q: Queryable, agentId: number, memberId: number) {
  const rows = rowsOf(
    await q.execute(sql`SELECT 1 FROM member_tree
      WHERE ancestor_id = ${agentId} AND member_id = ${memberId} AND depth > 0`),
  );
  return rows.length > 0;
}

/** How many members are under the agent at every depth. */
export async function teamSize(q: Queryable, agentId: number): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await q.execute(sql`SELECT count(*) AS n FROM member_tree
      WHERE ancestor_id = ${agentId} AND depth > 0`),
  );
  return Number(row?.n ?? 0);
}
