import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { wholeDays } from '../../lib/time-zone.ts';
import { entriesView, memberDaysView } from '../ledger/index.ts';
import { teamView } from '../member/index.ts';
import { gameRoundsView } from '../provider/index.ts';
import { instant, resultOf, validBetOf } from './figures-sql.ts';

/*
 * A team's figures over a window, read from the ledger itself (decision 027), so a payout
 * can be checked against the account records: a member's valid bet is its stakes less the
 * stakes refunded to it, its net loss the stakes less wins and refunds, and it is active
 * when its valid bet is positive. A team is an agent's downlines at every depth (the agent's
 * own bets count in its upline's team).
 *
 * Each figure is the net change of the member's own accounts by its BET, WIN and REFUND
 * transactions, read from one of two sources that hold the same sums:
 * - a window of whole brand days (daily salary, a dividend period with no cut inside a
 *   day) from the members' day figures (`memberDaysView`: one row per member, day and
 *   type, written by the posting statement), a few rows per member and day;
 * - any other window (an hour, 5 minutes, a stretch cut inside a day) from the entries,
 *   driven from the transactions' (member_id, created_at) index member by member
 *   (`e.tx_member_id`, `e.tx_created_at`), so the read grows with the team's window, not
 *   with the whole ledger.
 * A day figure files a transaction under the brand's day of the zone in force when it
 * was posted: after the brand changes its zone, the days around the change are the old
 * zone's, and the entries then tell them apart from the new zone's days.
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

/**
 * The entries `x` of the team's members' own accounts by their transactions in [from, to),
 * reached through the transactions' (member_id, created_at) index.
 */
const ownEntriesIn = (from: Date, to: Date): SQL =>
  sql`x.tx_member_id IN (SELECT DISTINCT member_id FROM team) AND x.member_id = x.tx_member_id
    AND x.tx_created_at >= ${instant(from)} AND x.tx_created_at < ${instant(to)}`;

const teamOf = (holders: readonly number[]) =>
  sql`SELECT t.ancestor_id, t.member_id FROM ${teamView} t
    WHERE t.ancestor_id IN (${ids(holders)}) AND t.depth > 0`;

/** valid_bet and net_loss from signed rows `x` (figures-sql.ts). */
const MEMBER_FIGURES = sql`${validBetOf('x')} AS valid_bet, -${resultOf('x')} AS net_loss`;

/** Each holder's figures from each team member's (`f`: member_id, valid_bet, net_loss). */
async function perHolder(q: Queryable, holders: readonly number[], perMember: SQL) {
  const rows = rowsOf<{ holder: string; valid_bet: string; net_loss: string; active: string }>(
    await q.execute(sql`WITH team AS (${teamOf(holders)}), f AS (${perMember})
      SELECT team.ancestor_id AS holder, sum(f.valid_bet) AS valid_bet,
        sum(f.net_loss) AS net_loss, count(*) FILTER (WHERE f.valid_bet > 0) AS active
      FROM team JOIN f ON f.member_id = team.member_id
      GROUP BY team.ancestor_id`),
  );
  return new Map<number, TeamFigures>(
    rows.map((r) => [
      Number(r.holder),
      { validBet: BigInt(r.valid_bet), netLoss: BigInt(r.net_loss), active: Number(r.active) },
    ]),
  );
}

/** Each holder's team figures over the brand's days `first`…`last`, from the day figures. */
export function teamFiguresOfDays(
  q: Queryable,
  holders: readonly number[],
  days: { first: string; last: string },
): Promise<Map<number, TeamFigures>> {
  if (holders.length === 0) return Promise.resolve(new Map());
  return perHolder(
    q,
    holders,
    sql`SELECT x.member_id, ${MEMBER_FIGURES}
      FROM ${memberDaysView} x
      WHERE x.member_id IN (SELECT DISTINCT member_id FROM team)
        AND x.day BETWEEN ${days.first}::date AND ${days.last}::date
        AND x.type IN ('BET', 'WIN', 'REFUND')
      GROUP BY x.member_id`,
  );
}

/** Each holder's team figures over [from, to), from the entries. */
export function teamFiguresOfEntries(
  q: Queryable,
  holders: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, TeamFigures>> {
  if (holders.length === 0) return Promise.resolve(new Map());
  return perHolder(
    q,
    holders,
    sql`SELECT x.tx_member_id AS member_id, ${MEMBER_FIGURES}
      FROM ${entriesView} x
      WHERE ${ownEntriesIn(from, to)} AND x.type IN ('BET', 'WIN', 'REFUND')
      GROUP BY x.tx_member_id`,
  );
}

/**
 * Each holder's team figures over [from, to); a team with no bets has none. A window of
 * whole days of the brand's `zone` is read from the day figures, any other from the entries.
 */
export function teamFiguresIn(
  q: Queryable,
  holders: readonly number[],
  from: Date,
  to: Date,
  zone: string,
): Promise<Map<number, TeamFigures>> {
  const days = wholeDays(zone, from, to);
  return days ? teamFiguresOfDays(q, holders, days) : teamFiguresOfEntries(q, holders, from, to);
}

/** One settled bet of a team, for real-time salary. */
export interface SettledBet {
  stake: bigint;
  /** The player lost it: its round paid back less than its stake. */
  lost: boolean;
}

/**
 * Every bet each holder's team had settled in [from, to) (real-time salary, decision 027):
 * a round of a game is one bet, counted in the window of its first settlement (a round's
 * result is known only then), with its stake and whether the player lost it. Read from the
 * game rounds through their (member_id, settled_at) index; rounds refunded are not bets.
 */
export async function teamBetsIn(
  q: Queryable,
  holders: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, SettledBet[]>> {
  const bets = new Map<number, SettledBet[]>();
  if (holders.length === 0) return bets;
  const rows = rowsOf<{ holder: string; stake: string; lost: boolean }>(
    await q.execute(sql`WITH team AS (${teamOf(holders)})
      SELECT team.ancestor_id AS holder, r.bet_amount AS stake, r.win_amount < r.bet_amount AS lost
      FROM team JOIN ${gameRoundsView} r ON r.member_id = team.member_id
      WHERE r.status = 'SETTLED' AND r.settled_at >= ${instant(from)}
        AND r.settled_at < ${instant(to)} AND r.bet_amount > 0`),
  );
  for (const r of rows) {
    const list = bets.get(Number(r.holder)) ?? [];
    list.push({ stake: BigInt(r.stake), lost: r.lost });
    bets.set(Number(r.holder), list);
  }
  return bets;
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
