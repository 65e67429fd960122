import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { teamOverview } from '../../src/modules/agent/reports-service.ts';
import { checkBooks } from '../../src/modules/cashier/index.ts';
import { findMemberByAccount, teamSize } from '../../src/modules/member/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/** The demo agent tree of the first start (seed/agent-demo.ts), as `npm start` makes it. */
describe('the demo agent tree', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ DEMO_AGENTS: 'true' });
  });
  afterAll(() => t?.close());

  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: string }>(await t.database.db.execute(query))[0]?.n ?? 0);

  it('puts about 200 members under demoagent, in three levels, with contracts of each type', async () => {
    const top = await findMemberByAccount(t.database.db, 'demoagent');
    if (!top) throw new Error('no demoagent');
    expect(await teamSize(t.database.db, top.id)).toBe(199);
    expect(
      await count(sql`SELECT max(depth) AS n FROM member_tree WHERE ancestor_id = ${top.id}`),
    ).toBe(3);
    const kinds = rowsOf<{ kind: string; state: string; n: string }>(
      await t.database.db.execute(sql`SELECT kind, state, count(*) AS n FROM agent_contracts
        GROUP BY kind, state ORDER BY kind, state`),
    );
    expect(new Set(kinds.map((k) => k.kind))).toEqual(
      new Set(['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY']),
    );
    expect(kinds.some((k) => k.state === 'OFFERED')).toBe(true);
  });

  it('has 30 days of money posted through the ledger, the books hold, and the days are paid', async () => {
    const top = await findMemberByAccount(t.database.db, 'demoagent');
    const zone = (await t.app.settings.get()).settings.site.timeZone;
    const overview = await teamOverview(t.database.db, zone, top?.id ?? 0, {
      from: new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10),
      to: new Date().toISOString().slice(0, 10),
    });
    expect(overview.totals.validBet).toBeGreaterThan(0);
    expect(overview.totals.deposits).toBeGreaterThan(0);
    expect(overview.totals.withdrawals).toBeGreaterThan(0);
    expect(overview.days.filter((d) => d.validBet > 0).length).toBeGreaterThan(20);
    const report = await checkBooks(t.database.db);
    expect(report.problems).toEqual([]);
    expect(
      await count(sql`SELECT count(*) AS n FROM agent_payouts WHERE kind = 'DAILY_SALARY'`),
    ).toBeGreaterThan(20);
    expect(
      await count(sql`SELECT count(*) AS n FROM agent_payouts WHERE kind = 'DIVIDEND'`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM game_rounds WHERE round_id LIKE 'demo-%'`),
    ).toBeGreaterThan(500);
  });
});
