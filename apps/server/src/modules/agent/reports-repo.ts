import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { gamesView, vendorsView } from '../games/index.ts';
import { entriesView, memberDaysView, rewardTypes } from '../ledger/index.ts';
import { membersView, teamView } from '../member/index.ts';
import { gameRoundsView } from '../provider/index.ts';
import { instant, resultOf, validBetOf } from './figures-sql.ts';

/*
 * The agent centre's reports, a read model of the views other modules publish (decision
 * 026): the member tree, the members' day figures and entries (ledger), the game rounds
 * (provider) and the catalogue's names (games). Every query starts from the agent's team
 * — its downlines at every depth — so nothing outside it can be read.
 */

/**
 * Brand days `from`…`to`, both included, with the instants they span in the brand's time
 * zone (`start` of `from` to `end` of `to`), computed in the process (lib/time-zone.ts) so a
 * query filtering instants gets plain bounds the planner can estimate.
 */
import type { Days } from '../../lib/day-range.ts';

export type { Days };

/** The agent's team (member_id), narrowed to one account when asked. */
const teamOf = (agentId: number, account?: string) =>
  sql`SELECT t.member_id FROM ${teamView} t${
    account
      ? sql` JOIN ${membersView} m ON m.id = t.member_id AND m.account = ${account.toLowerCase()}`
      : sql``
  } WHERE t.ancestor_id = ${agentId} AND t.depth > 0`;

/** The brand's days as an instant range on `column`. */
const onDays = (column: SQL, days: Days) =>
  sql`${column} >= ${instant(days.start)} AND ${column} < ${instant(days.end)}`;

/** Figures from per-type day rows, summed over any grouping (the reports' one definition). */
const FIGURES = sql`
  coalesce(sum(d.amount) FILTER (WHERE d.type = 'DEPOSIT'), 0) AS deposits,
  coalesce(-sum(d.amount) FILTER (WHERE d.type IN ('WITHDRAW', 'WITHDRAW_REFUND')), 0) AS withdrawals,
  ${validBetOf('d')} AS valid_bet,
  coalesce(sum(d.amount) FILTER (WHERE d.type = 'WIN'), 0) AS wins,
  ${resultOf('d')} AS profit_loss,
  coalesce(sum(d.amount) FILTER (WHERE d.type IN (${rewardTypes})), 0) AS bonus`;

const SUMS = sql`sum(deposits) AS deposits, sum(withdrawals) AS withdrawals,
  sum(valid_bet) AS valid_bet, sum(wins) AS wins, sum(profit_loss) AS profit_loss,
  sum(bonus) AS bonus`;

export interface FigureRow {
  deposits: string;
  withdrawals: string;
  valid_bet: string;
  wins: string;
  profit_loss: string;
  bonus: string;
}

/**
 * The team's figures per day, summed straight from its day rows: one hash aggregate of the
 * team's rows by day and type (no member-day step), then the figures of each day from its
 * few sums. A day's active members are those with a BET row that day whose stakes came to
 * more than nothing (one row per member, day and type, so counting rows counts members).
 */
export async function teamDays(q: Queryable, agentId: number, days: Days) {
  return rowsOf<FigureRow & { day: string; active: string }>(
    await q.execute(sql`SELECT d.day::text AS day, ${FIGURES},
        coalesce(sum(d.debits) FILTER (WHERE d.type = 'BET'), 0) AS active
      FROM (
        SELECT x.day, x.type, sum(x.amount) AS amount, count(*) FILTER (WHERE x.amount < 0) AS debits
        FROM (${teamOf(agentId)}) team JOIN ${memberDaysView} x ON x.member_id = team.member_id
        WHERE x.day BETWEEN ${days.from}::date AND ${days.to}::date
        GROUP BY x.day, x.type) d
      GROUP BY d.day`),
  );
}

/** The team's members active over the whole range: a BET row of theirs on any of its days. */
export async function teamActive(q: Queryable, agentId: number, days: Days) {
  const [row] = rowsOf<{ n: string }>(
    await q.execute(sql`SELECT count(*) AS n FROM (${teamOf(agentId)}) team
      WHERE EXISTS (SELECT 1 FROM ${memberDaysView} d
        WHERE d.member_id = team.member_id AND d.type = 'BET' AND d.amount < 0
          AND d.day BETWEEN ${days.from}::date AND ${days.to}::date)`),
  );
  return Number(row?.n ?? 0);
}

/** Per day: members who registered, and members whose first deposit ever it was. */
export async function teamArrivals(q: Queryable, agentId: number, days: Days) {
  return rowsOf<{ day: string; new_members: string; first_deposits: string }>(
    await q.execute(sql`WITH team AS (${teamOf(agentId)}),
      joined AS (
        SELECT (m.created_at AT TIME ZONE ${days.zone}::text)::date AS day, count(*) AS n
        FROM team JOIN ${membersView} m ON m.id = team.member_id
        WHERE ${onDays(sql`m.created_at`, days)}
        GROUP BY 1),
      firsts AS (
        SELECT first_day AS day, count(*) AS n FROM (
          SELECT d.member_id, min(d.day) AS first_day
          FROM team JOIN ${memberDaysView} d ON d.member_id = team.member_id
          WHERE d.type = 'DEPOSIT' AND d.day <= ${days.to}::date
          GROUP BY d.member_id) f
        WHERE first_day >= ${days.from}::date GROUP BY first_day)
      SELECT coalesce(j.day, f.day)::text AS day, coalesce(j.n, 0) AS new_members,
        coalesce(f.n, 0) AS first_deposits
      FROM joined j FULL JOIN firsts f ON f.day = j.day`),
  );
}

/** Each team member's figures over the days (one page), with the team's totals. */
export async function memberFigures(
  q: Queryable,
  agentId: number,
  days: Days & { account?: string },
  offset: number,
  limit: number,
) {
  const perMember = sql`SELECT d.member_id, ${FIGURES}
    FROM (${teamOf(agentId, days.account)}) team
    JOIN ${memberDaysView} d ON d.member_id = team.member_id
    WHERE d.day BETWEEN ${days.from}::date AND ${days.to}::date
    GROUP BY d.member_id`;
  const [rows, totals] = await Promise.all([
    q.execute(sql`SELECT m.account, m.type, f.*
      FROM (${perMember}) f JOIN ${membersView} m ON m.id = f.member_id
      ORDER BY f.valid_bet DESC, m.account LIMIT ${limit} OFFSET ${offset}`),
    q.execute(sql`SELECT count(*) AS n, ${SUMS} FROM (${perMember}) f`),
  ]);
  const [sum] = rowsOf<FigureRow & { n: string }>(totals);
  return {
    rows: rowsOf<FigureRow & { account: string; type: number }>(rows),
    totals: sum,
    total: Number(sum?.n ?? 0),
  };
}

export interface TeamRoundRow {
  account: string;
  vendor: string;
  vendor_name: string | null;
  game_name: string | null;
  category: string | null;
  round_id: string;
  bet_amount: string;
  win_amount: string;
  settled_at: Date | string;
}

/** The team's settled rounds over the days, newest first, with their totals. */
export async function teamRounds(
  q: Queryable,
  agentId: number,
  f: Days & { account?: string; category?: string; vendor?: string },
  offset: number,
  limit: number,
) {
  const from = sql`FROM ${gameRoundsView} r
    JOIN (${teamOf(agentId, f.account)}) team ON team.member_id = r.member_id
    LEFT JOIN ${gamesView} g ON g.vendor_code = r.vendor AND g.game_code = r.game_code`;
  const where = sql`WHERE r.status = 'SETTLED' AND ${onDays(sql`r.settled_at`, f)}${
    f.vendor ? sql` AND r.vendor = ${f.vendor}` : sql``
  }${f.category ? sql` AND g.category = ${f.category}` : sql``}`;
  const [rows, totals] = await Promise.all([
    q.execute(sql`SELECT m.account, r.vendor, v.display_name AS vendor_name, g.name AS game_name,
        g.category, r.round_id, r.bet_amount, r.win_amount, r.settled_at
      ${from}
      JOIN ${membersView} m ON m.id = r.member_id
      LEFT JOIN ${vendorsView} v ON v.code = r.vendor
      ${where}
      ORDER BY r.settled_at DESC, r.round_id LIMIT ${limit} OFFSET ${offset}`),
    q.execute(sql`SELECT count(*) AS n, coalesce(sum(r.bet_amount), 0) AS bet,
        coalesce(sum(r.win_amount), 0) AS win ${from} ${where}`),
  ]);
  const [sum] = rowsOf<{ n: string; bet: string; win: string }>(totals);
  return {
    rows: rowsOf<TeamRoundRow>(rows),
    total: Number(sum?.n ?? 0),
    bet: BigInt(sum?.bet ?? 0),
    win: BigInt(sum?.win ?? 0),
  };
}

export interface TeamEntryRow {
  id: string;
  at: Date | string;
  account: string;
  type: string;
  kind: string;
  vendor: string;
  amount: string;
  balance_after: string;
}

/**
 * The account records of the team over the days, newest first: each member's own entries
 * (the HELD pot left out, as in the member's own account record).
 */
export async function teamEntries(
  q: Queryable,
  agentId: number,
  f: Days & { account?: string; type?: string },
  offset: number,
  limit: number,
) {
  const from = sql`FROM ${entriesView} e
    JOIN (${teamOf(agentId, f.account)}) team ON team.member_id = e.member_id`;
  const where = sql`WHERE e.kind <> 'HELD' AND ${onDays(sql`e.created_at`, f)}${
    f.type ? sql` AND e.type = ${f.type}` : sql``
  }`;
  const [rows, total] = await Promise.all([
    q.execute(sql`SELECT e.id, e.created_at AS at, m.account, e.type, e.kind, e.vendor, e.amount,
        e.balance_after
      ${from} JOIN ${membersView} m ON m.id = e.member_id ${where}
      ORDER BY e.id DESC LIMIT ${limit} OFFSET ${offset}`),
    q.execute(sql`SELECT count(*) AS n ${from} ${where}`),
  ]);
  return {
    rows: rowsOf<TeamEntryRow>(rows),
    total: Number(rowsOf<{ n: string }>(total)[0]?.n ?? 0),
  };
}
