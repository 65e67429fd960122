import { fromMinor, opsRiskBigWins, opsRiskFastCycles, opsRiskSharedIps } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { handle } from '../../lib/define-routes.ts';
import { paging } from '../../lib/paging.ts';
import { fastCycles } from '../cashier/index.ts';
import { accountsOf, membersView, sharedIps } from '../member/index.ts';
import { gameRoundsView } from '../provider/index.ts';

/*
 * The console's risk view (issue 19): accounts sharing an address, big wins, and money
 * passed through (a withdrawal soon after a deposit with little staked), each listed with
 * the accounts the console links to their member page.
 */

const DAY_MS = 86_400_000;
const sinceDays = (days: number) => new Date(Date.now() - days * DAY_MS);

async function bigWins(
  q: Queryable,
  f: { since: Date; minWin: bigint; minMultiple: number },
  page: { offset: number; limit: number },
) {
  const rows = rowsOf<Record<string, unknown>>(
    await q.execute(sql`SELECT m.account, r.vendor, r.game_code, r.round_id, r.bet_amount,
        r.win_amount, r.settled_at, count(*) OVER () AS total
      FROM ${gameRoundsView} r JOIN ${membersView} m ON m.id = r.member_id
      WHERE r.settled_at >= ${f.since.toISOString()} AND r.win_amount > 0
        AND (r.win_amount >= ${f.minWin} OR r.win_amount >= r.bet_amount * ${f.minMultiple})
      ORDER BY r.win_amount DESC, r.settled_at DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  return {
    wins: rows.map((r) => {
      const stake = BigInt(String(r.bet_amount));
      const win = BigInt(String(r.win_amount));
      return {
        account: String(r.account),
        vendor: String(r.vendor),
        gameCode: String(r.game_code),
        roundId: String(r.round_id),
        stake: fromMinor(stake),
        win: fromMinor(win),
        multiple: stake > 0n ? Math.round(Number((win * 100n) / stake)) / 100 : 0,
        at: new Date(r.settled_at as string).toISOString(),
      };
    }),
    total: Number(rows[0]?.total ?? 0),
  };
}

export function riskOps(app: FastifyInstance) {
  const db = app.database.db;
  handle(app, opsRiskSharedIps, async ({ query }) => {
    const page = paging(query);
    const { groups, total } = await sharedIps(db, sinceDays(query.days), page);
    return { groups, ...page.info(total) };
  });
  handle(app, opsRiskBigWins, async ({ query }) => {
    const page = paging(query);
    const { wins, total } = await bigWins(
      db,
      {
        since: sinceDays(query.days),
        minWin: BigInt(Math.round(query.minWin * 100)),
        minMultiple: Math.floor(query.minMultiple),
      },
      page,
    );
    return { wins, ...page.info(total) };
  });
  handle(app, opsRiskFastCycles, async ({ query }) => {
    const page = paging(query);
    const { cycles, total } = await fastCycles(db, sinceDays(query.days), query.withinHours, page);
    const accounts = await accountsOf(
      db,
      cycles.map((c) => c.memberId),
    );
    return {
      cycles: cycles.map((c) => ({
        account: accounts.get(c.memberId) ?? '',
        depositAt: c.depositAt.toISOString(),
        deposit: fromMinor(c.deposit),
        withdrawalAt: c.withdrawalAt.toISOString(),
        withdrawal: fromMinor(c.withdrawal),
        staked: fromMinor(c.staked),
      })),
      ...page.info(total),
    };
  });
}
