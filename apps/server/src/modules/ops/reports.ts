import {
  fromMinor,
  opsReportAgentPayouts,
  opsReportCash,
  opsReportGgr,
  opsReportPlayers,
} from '@gamehall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { checkedDays, type Days, eachDay } from '../../lib/day-range.ts';
import { handle } from '../../lib/define-routes.ts';
import { cashByDay } from '../cashier/index.ts';
import { gamesView, vendorsView } from '../games/index.ts';
import { memberDaysView } from '../ledger/index.ts';
import { membersView } from '../member/index.ts';
import { settledDaysView } from '../provider/index.ts';

/*
 * The console's reports (issue 19), each over a range of the brand's days: GGR of settled
 * rounds (their day figures, decision 028) by day, category, vendor or game; cash by day;
 * agents' payouts; players' profit and loss (the ledger's day figures).
 */

const big = (x: unknown) => BigInt(String(x ?? 0));
const PLAYERS_SHOWN = 1000;

type By = 'day' | 'category' | 'vendor' | 'game';

function ggrRow(key: string, label: string, bets: bigint, payouts: bigint, players: number) {
  return {
    key,
    label,
    bets: fromMinor(bets),
    payouts: fromMinor(payouts),
    ggr: fromMinor(bets - payouts),
    players,
  };
}

async function ggr(q: Queryable, d: Days, by: By) {
  const group: Record<By, { key: SQL; label: SQL }> = {
    day: { key: sql`s.day::text`, label: sql`s.day::text` },
    category: { key: sql`coalesce(g.category, '')`, label: sql`coalesce(g.category, '')` },
    vendor: { key: sql`s.vendor`, label: sql`coalesce(v.display_name, s.vendor)` },
    game: { key: sql`s.vendor || '/' || s.game_code`, label: sql`coalesce(g.name, s.game_code)` },
  };
  const { key, label } = group[by];
  const rows = rowsOf<Record<string, unknown>>(
    await q.execute(sql`SELECT ${key} AS key, min(${label}) AS label, sum(s.valid_bet) AS bets,
        sum(s.won) AS payouts, count(DISTINCT s.member_id) AS players
      FROM ${settledDaysView} s
      LEFT JOIN ${gamesView} g ON g.vendor_code = s.vendor AND g.game_code = s.game_code
      LEFT JOIN ${vendorsView} v ON v.code = s.vendor
      WHERE s.day >= ${d.from}::date AND s.day <= ${d.to}::date
      GROUP BY 1
      ORDER BY ${by === 'day' ? sql`1` : sql`sum(s.valid_bet) - sum(s.won) DESC, 1`}`),
  );
  const [all] = rowsOf<Record<string, unknown>>(
    await q.execute(sql`SELECT sum(s.valid_bet) AS bets, sum(s.won) AS payouts,
        count(DISTINCT s.member_id) AS players
      FROM ${settledDaysView} s WHERE s.day >= ${d.from}::date AND s.day <= ${d.to}::date`),
  );
  const found = rows.map((r) =>
    ggrRow(String(r.key), String(r.label), big(r.bets), big(r.payouts), Number(r.players)),
  );
  // By day, every day of the range has its row, the quiet ones at zero.
  const byKey = new Map(found.map((r) => [r.key, r]));
  const list =
    by === 'day' ? eachDay(d).map((day) => byKey.get(day) ?? ggrRow(day, day, 0n, 0n, 0)) : found;
  return {
    rows: list,
    total: ggrRow('total', 'total', big(all?.bets), big(all?.payouts), Number(all?.players ?? 0)),
  };
}

async function cash(q: Queryable, d: Days) {
  const { deposits, withdrawals } = await cashByDay(q, d.zone, d.start, d.end);
  const row = (day: string, inn = { count: 0, amount: 0n }, out = { count: 0, amount: 0n }) => ({
    day,
    deposits: fromMinor(inn.amount),
    depositCount: inn.count,
    withdrawals: fromMinor(out.amount),
    withdrawalCount: out.count,
    net: fromMinor(inn.amount - out.amount),
  });
  const rows = eachDay(d).map((day) => row(day, deposits.get(day), withdrawals.get(day)));
  const sum = (m: typeof deposits) =>
    [...m.values()].reduce((a, b) => ({ count: a.count + b.count, amount: a.amount + b.amount }), {
      count: 0,
      amount: 0n,
    });
  return { rows, total: row('total', sum(deposits), sum(withdrawals)) };
}

const inRange = (d: Days) => sql`m.day >= ${d.from}::date AND m.day <= ${d.to}::date`;

async function agentPayouts(q: Queryable, d: Days) {
  const rows = rowsOf<{ account: string; n: unknown; amount: unknown }>(
    await q.execute(sql`SELECT a.account, sum(m.count) AS n, sum(m.amount) AS amount
      FROM ${memberDaysView} m JOIN ${membersView} a ON a.id = m.member_id
      WHERE m.type = 'COMMISSION' AND ${inRange(d)}
      GROUP BY a.account ORDER BY sum(m.amount) DESC, a.account`),
  );
  const list = rows.map((r) => ({
    account: r.account,
    payouts: Number(r.n),
    amount: fromMinor(big(r.amount)),
  }));
  return { rows: list, total: fromMinor(rows.reduce((s, r) => s + big(r.amount), 0n)) };
}

async function players(q: Queryable, d: Days) {
  const rows = rowsOf<Record<string, unknown>>(
    await q.execute(sql`SELECT * FROM (
        SELECT a.account,
          coalesce(sum(m.amount) FILTER (WHERE m.type = 'DEPOSIT'), 0) AS deposits,
          coalesce(-sum(m.amount) FILTER (WHERE m.type IN ('WITHDRAW', 'WITHDRAW_REFUND')), 0) AS withdrawals,
          coalesce(-sum(m.amount) FILTER (WHERE m.type = 'BET'), 0) AS bets,
          coalesce(sum(m.amount) FILTER (WHERE m.type IN ('WIN', 'REFUND', 'JACKPOT')), 0) AS payouts,
          coalesce(sum(m.amount) FILTER (WHERE m.type IN ('BET', 'WIN', 'REFUND', 'JACKPOT')), 0) AS result
        FROM ${memberDaysView} m JOIN ${membersView} a ON a.id = m.member_id
        WHERE ${inRange(d)} AND a.type <> 4
        GROUP BY a.account) p
      WHERE p.deposits <> 0 OR p.bets <> 0 OR p.withdrawals <> 0
      ORDER BY abs(p.result) DESC, p.account LIMIT ${PLAYERS_SHOWN}`),
  );
  const list = rows.map((r) => ({
    account: String(r.account),
    deposits: fromMinor(big(r.deposits)),
    withdrawals: fromMinor(big(r.withdrawals)),
    bets: fromMinor(big(r.bets)),
    payouts: fromMinor(big(r.payouts)),
    result: fromMinor(big(r.result)),
  }));
  return { rows: list.sort((a, b) => b.result - a.result) };
}

export function reportOps(app: FastifyInstance) {
  const db = app.database.db;
  const days = async (q: { from: string; to: string }) =>
    checkedDays(q, (await app.settings.get()).settings.site.timeZone);
  handle(app, opsReportGgr, async ({ query }) => ggr(db, await days(query), query.by));
  handle(app, opsReportCash, async ({ query }) => cash(db, await days(query)));
  handle(app, opsReportAgentPayouts, async ({ query }) => agentPayouts(db, await days(query)));
  handle(app, opsReportPlayers, async ({ query }) => players(db, await days(query)));
}
