import { randomUUID } from 'node:crypto';
import {
  opsListDeposits,
  opsReportAgentPayouts,
  opsReportCash,
  opsReportGgr,
  opsReportPlayers,
} from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../src/lib/time-zone.ts';
import { account, inTransaction, move, post } from '../../src/modules/ledger/index.ts';
import { okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import {
  firstSlot,
  moneyPlayer,
  playRound,
  sandboxDeposit,
  type TestGame,
} from '../helpers/money.ts';
import { asStaff, staffMember } from '../helpers/staff.ts';

describe.each(testBackends)('the console’s reports on %s (issue 19)', (backend) => {
  let t: TestApp;
  let finance: string;
  let slot: TestGame;
  let today: string;
  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    finance = (await staffMember(t, 'finance')).token;
    slot = await firstSlot(t);
    today = dayOf((await t.app.settings.get()).settings.site.timeZone, new Date());
  });
  afterAll(() => t?.close());

  const ask = (def: typeof opsReportGgr | typeof opsReportCash, query: Record<string, string>) =>
    asStaff(t, finance, def, undefined, { from: today, to: today, ...query });
  const ggrBy = async (by: string) => okValue(opsReportGgr, await ask(opsReportGgr, { by }));

  it('counts settled rounds by day, category, vendor and game, and a player’s result', async () => {
    const before = {
      day: await ggrBy('day'),
      category: await ggrBy('category'),
      vendor: await ggrBy('vendor'),
      game: await ggrBy('game'),
    };
    const p = await moneyPlayer(t);
    await sandboxDeposit(t, p, 50);
    await playRound(t, slot, p, 10, 4);
    await playRound(t, slot, p, 5, 0);
    const keyOf = {
      day: today,
      category: slot.category,
      vendor: slot.vendor,
      game: `${slot.vendor}/${slot.code}`,
    };
    for (const by of ['day', 'category', 'vendor', 'game'] as const) {
      const after = await ggrBy(by);
      const row = (r: typeof after) => r.rows.find((x) => x.key === keyOf[by]);
      const was = row(before[by]) ?? { bets: 0, payouts: 0, ggr: 0 };
      expect(row(after)?.bets, by).toBeCloseTo(was.bets + 15, 2);
      expect(row(after)?.payouts, by).toBeCloseTo(was.payouts + 4, 2);
      expect(row(after)?.ggr, by).toBeCloseTo(was.ggr + 11, 2);
      expect(after.total.ggr, by).toBeCloseTo(before[by].total.ggr + 11, 2);
    }
    expect((await ggrBy('game')).rows.find((r) => r.key === keyOf.game)?.label).toBe(slot.name);

    const players = okValue(opsReportPlayers, await ask(opsReportPlayers as never, {}));
    expect(players.rows.find((r) => r.account === p.account)).toEqual({
      account: p.account,
      deposits: 50,
      withdrawals: 0,
      bets: 15,
      payouts: 4,
      result: -11,
    });
  });

  it('counts deposits paid by day, and agents’ payouts', async () => {
    const cash = async () => okValue(opsReportCash, await ask(opsReportCash, {}));
    const before = await cash();
    const p = await moneyPlayer(t);
    await sandboxDeposit(t, p, 25.5);
    const after = await cash();
    expect(after.rows).toHaveLength(1);
    expect(after.rows[0]?.deposits).toBeCloseTo((before.rows[0]?.deposits ?? 0) + 25.5, 2);
    expect(after.rows[0]?.depositCount).toBe((before.rows[0]?.depositCount ?? 0) + 1);
    expect(after.total.net).toBeCloseTo(before.total.net + 25.5, 2);

    const agent = await moneyPlayer(t, { type: 1 });
    await inTransaction(t.database.db, (tx) =>
      post(tx, {
        key: `test-commission:${randomUUID()}`,
        type: 'COMMISSION',
        memberId: agent.id,
        entries: move(account.house(agent.id), account.main(agent.id), 1234n),
      }),
    );
    const payouts = okValue(opsReportAgentPayouts, await ask(opsReportAgentPayouts as never, {}));
    expect(payouts.rows).toContainEqual({ account: agent.account, payouts: 1, amount: 12.34 });
  });

  it('lists deposit orders by player and status, newest first', async () => {
    const p = await moneyPlayer(t);
    await sandboxDeposit(t, p, 12);
    await sandboxDeposit(t, p, 13);
    const list = async (query: Record<string, string>) =>
      okValue(opsListDeposits, await asStaff(t, finance, opsListDeposits, undefined, query)).list;
    const mine = await list({ account: p.account });
    expect(mine.map((d) => [d.account, d.amount, d.status])).toEqual([
      [p.account, 13, 'PAID'],
      [p.account, 12, 'PAID'],
    ]);
    expect(await list({ account: p.account, status: 'PENDING' })).toEqual([]);
    expect(await list({ account: 'nobody-here' })).toEqual([]);
  });

  it('refuses a range that runs backwards or longer than a quarter', async () => {
    const back = await asStaff(t, finance, opsReportCash, undefined, {
      from: today,
      to: '2020-01-01',
    });
    expect(back.statusCode).toBe(400);
    const long = await asStaff(t, finance, opsReportCash, undefined, {
      from: '2020-01-01',
      to: '2020-12-31',
    });
    expect(long.statusCode).toBe(400);
  });
});
