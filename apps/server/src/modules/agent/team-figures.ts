import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { entriesView } from '../ledger/index.ts';
import { teamView } from '../member/index.ts';

/*
 * A team's figures over a window, read from the ledger itself (decision 027), so a payout
 * can be checked against the account records: a member's valid bet is its stakes less the
 * stakes refunded to it, its net loss the stakes less wins and refunds, and it is active
 * when its valid bet is positive. A team is an agent's downlines at every depth (the agent's
 * own bets count in its upline's team).
 */

export interface TeamFigures {
  validBet: bigint;
  netLoss: bigint;
  active: number;
}

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}::bigint`),
    sql`, `,
  );

const within = (from: Date, to: Date): SQL =>
  sql`e.created_at >= ${from.toISOString()}::timestamptz AND e.created_at < ${to.toISOString()}::timestamptz`;

const teamOf = (holders: readonly number[]) =>
  sql`SELECT t.ancestor_id, t.member_id FROM ${teamView} t
    WHERE t.ancestor_id IN (${ids(holders)}) AND t.depth > 0`;

/** Each holder's team figures over [from, to); a team with no bets has none. */
export async function teamFiguresIn(
  q: Queryable,
  holders: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, TeamFigures>> {
  if (holders.length === 0) return new Map();
  const rows = rowsOf<{ holder: string; valid_bet: string; net_loss: string; active: string }>(
    await q.execute(sql`WITH team AS (${teamOf(holders)}),
      f AS (
        SELECT e.member_id,
          coalesce(-sum(e.amount) FILTER (WHERE e.type IN ('BET', 'REFUND')), 0) AS valid_bet,
          -sum(e.amount) AS net_loss
        FROM ${entriesView} e
        WHERE e.member_id IN (SELECT member_id FROM team)
          AND e.type IN ('BET', 'WIN', 'REFUND') AND ${within(from, to)}
        GROUP BY e.member_id)
      SELECT team.ancestor_id AS holder, sum(f.valid_bet) AS valid_bet,
        sum(f.net_loss) AS net_loss, count(*) FILTER (WHERE f.valid_bet > 0) AS active
      FROM team JOIN f ON f.member_id = team.member_id
      GROUP BY team.ancestor_id`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.holder),
      { validBet: BigInt(r.valid_bet), netLoss: BigInt(r.net_loss), active: Number(r.active) },
    ]),
  );
}

/** The stake of every bet each holder's team placed in [from, to) (real-time salary). */
export async function teamStakesIn(
  q: Queryable,
  holders: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, bigint[]>> {
  const stakes = new Map<number, bigint[]>();
  if (holders.length === 0) return stakes;
  const rows = rowsOf<{ holder: string; stake: string }>(
    await q.execute(sql`WITH team AS (${teamOf(holders)}),
      bets AS (
        SELECT e.member_id, -sum(e.amount) AS stake
        FROM ${entriesView} e
        WHERE e.member_id IN (SELECT member_id FROM team) AND e.type = 'BET' AND ${within(from, to)}
        GROUP BY e.member_id, e.tx_id)
      SELECT team.ancestor_id AS holder, bets.stake
      FROM team JOIN bets ON bets.member_id = team.member_id`),
  );
  for (const r of rows) {
    const list = stakes.get(Number(r.holder)) ?? [];
    list.push(BigInt(r.stake));
    stakes.set(Number(r.holder), list);
  }
  return stakes;
}

/**
 * The nearest holder above each holder, if any (holders with no holder between): the
 * tree the differential split walks.
 */
export async function nearestHolders(
  q: Queryable,
  holders: readonly number[],
): Promise<Map<number, number>> {
  if (holders.length === 0) return new Map();
  const rows = rowsOf<{ member_id: string; ancestor_id: string }>(
    await q.execute(sql`SELECT DISTINCT ON (t.member_id) t.member_id, t.ancestor_id
      FROM ${teamView} t
      WHERE t.member_id IN (${ids(holders)}) AND t.ancestor_id IN (${ids(holders)}) AND t.depth > 0
      ORDER BY t.member_id, t.depth`),
  );
  return new Map(rows.map((r) => [Number(r.member_id), Number(r.ancestor_id)]));
}
