import {
  type CallDef,
  getAccountRecords,
  getMyIncome,
  getTeamBets,
  getTeamOverview,
  getTeamProfitLoss,
  getTeamTransactions,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { insertContract } from '../../src/modules/agent/contracts-repo.ts';
import { settlePeriod } from '../../src/modules/agent/settlement-service.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import {
  firstSlot,
  fund,
  moneyPlayer,
  type Player,
  playRound,
  type TestGame,
} from '../helpers/money.ts';

const HOUR = 3_600_000;

describe('the agent centre reports (issue 14)', () => {
  let t: TestApp;
  /** A ── p1, A ── B ── p2; X ── x1 another tree. */
  let A: Player;
  let B: Player;
  let p1: Player;
  let p2: Player;
  let X: Player;
  let x1: Player;
  let game: TestGame;
  let today: string;
  let yesterday: string;

  const round = (p: Player, stake: number, win: number) => playRound(t, game, p, stake, win);

  beforeAll(async () => {
    t = await buildTestApp();
    A = await moneyPlayer(t, { type: 1 });
    B = await moneyPlayer(t, { type: 1, uplineId: A.id });
    p1 = await moneyPlayer(t, { uplineId: A.id });
    p2 = await moneyPlayer(t, { uplineId: B.id });
    X = await moneyPlayer(t, { type: 1 });
    x1 = await moneyPlayer(t, { uplineId: X.id });
    game = await firstSlot(t);
    const [d] = rowsOf<{ today: string; yesterday: string }>(
      await t.database.db.execute(sql`SELECT
        (now() AT TIME ZONE (SELECT value->>'timeZone' FROM settings WHERE key = 'site'))::date::text AS today,
        ((now() AT TIME ZONE (SELECT value->>'timeZone' FROM settings WHERE key = 'site'))::date - 1)::text AS yesterday`),
    );
    today = d?.today as string;
    yesterday = d?.yesterday as string;

    await fund(t, p1.id, 100_000n);
    await round(p1, 300, 100);
    await fund(t, p2.id, 50_000n);
    await round(p2, 200, 0);
    await fund(t, x1.id, 500_000n);
    await round(x1, 1_000, 0);
  });
  afterAll(() => t?.close());

  const ask = <C extends CallDef>(def: C, who: Player, query: Record<string, string>) =>
    call(t.app, def, undefined, { ...who.as(), query });
  const seen = async <C extends CallDef>(def: C, who: Player, query: Record<string, string>) =>
    okValue(def, await ask(def, who, query));
  const range = () => ({ from: yesterday, to: today });

  it('team overview: the whole tree below the agent, in total and day by day', async () => {
    const a = await seen(getTeamOverview, A, range());
    expect(a.teamSize).toBe(3);
    expect(a.totals).toEqual({
      newMembers: 3,
      activeMembers: 2,
      firstDeposits: 2,
      deposits: 1_500,
      withdrawals: 0,
      validBet: 500,
      profitLoss: -400,
      bonus: 0,
    });
    expect(a.days.map((d) => d.day)).toEqual([yesterday, today]);
    expect(a.days[0]).toMatchObject({ newMembers: 0, validBet: 0, deposits: 0 });
    expect(a.days[1]).toMatchObject({ newMembers: 3, activeMembers: 2, validBet: 500 });

    const b = await seen(getTeamOverview, B, range());
    expect(b).toMatchObject({
      teamSize: 1,
      totals: { validBet: 200, deposits: 500, profitLoss: -200 },
    });
    const x = await seen(getTeamOverview, X, range());
    expect(x.totals).toMatchObject({ validBet: 1_000, deposits: 5_000, activeMembers: 1 });
  });

  it('team betting: every settled bet of the tree, filters and totals, nothing of another tree', async () => {
    const all = await seen(getTeamBets, A, range());
    expect(all.list.map((r) => [r.account, r.betAmount, r.winAmount, r.profitLoss]).sort()).toEqual(
      [
        [p1.account, 300, 100, -200],
        [p2.account, 200, 0, -200],
      ].sort(),
    );
    expect(all.list[0]).toMatchObject({ gameName: game.name, category: game.category });
    expect(all.totals).toEqual({ betAmount: 500, winAmount: 100, profitLoss: -400 });
    expect((await seen(getTeamBets, A, { ...range(), account: p2.account })).total).toBe(1);
    expect((await seen(getTeamBets, A, { ...range(), category: 'LIVE' })).total).toBe(0);
    expect((await seen(getTeamBets, A, { ...range(), vendor: game.vendor })).total).toBe(2);
    // Another tree's member, or the agent's upline side, reads as nobody.
    expect((await seen(getTeamBets, A, { ...range(), account: x1.account })).list).toEqual([]);
    expect((await seen(getTeamBets, B, { ...range(), account: p1.account })).list).toEqual([]);
  });

  it('user profit and loss: each member of the tree, with the totals', async () => {
    const pl = await seen(getTeamProfitLoss, A, range());
    expect(pl.list.map((r) => [r.account, r.validBet, r.wins, r.profitLoss, r.deposits])).toEqual([
      [p1.account, 300, 100, -200, 1_000],
      [p2.account, 200, 0, -200, 500],
    ]);
    expect(pl.totals).toMatchObject({
      validBet: 500,
      wins: 100,
      profitLoss: -400,
      deposits: 1_500,
    });
    expect((await seen(getTeamProfitLoss, X, range())).list.map((r) => r.account)).toEqual([
      x1.account,
    ]);
  });

  it('downline transaction details: the account records of the tree, by type', async () => {
    const all = await seen(getTeamTransactions, A, range());
    expect(new Set(all.list.map((r) => r.account))).toEqual(new Set([p1.account, p2.account]));
    expect(all.total).toBe(5); // two deposits, two bets, one win (a lost round's win of 0 moves nothing)
    const bets = await seen(getTeamTransactions, A, { ...range(), type: 'BET' });
    expect(bets.list.map((r) => [r.account, r.amount]).sort()).toEqual(
      [
        [p1.account, -300],
        [p2.account, -200],
      ].sort(),
    );
    expect((await seen(getTeamTransactions, A, { ...range(), account: x1.account })).total).toBe(0);
  });

  it('my income: the payouts of the agent’s contracts, by type', async () => {
    await insertContract(
      t.database.db,
      {
        kind: 'DAILY_SALARY',
        uplineId: null,
        memberId: A.id,
        terms: { tiers: [{ minVolume: '0', minActive: 0, rateBp: 100 }], period: 'D' },
      },
      'ACTIVE',
      new Date(Date.now() - 2 * HOUR),
    );
    const period = { start: new Date(Date.now() - HOUR), end: new Date(Date.now() + HOUR) };
    const zone = (await t.app.settings.get()).settings.site.timeZone;
    expect(await settlePeriod(t.database.db, 'DAILY_SALARY', 'D', period, zone)).toBe(1);
    const income = await seen(getMyIncome, A, range());
    expect(income.list).toEqual([
      {
        kind: 'DAILY_SALARY',
        periodStart: period.start.toISOString(),
        periodEnd: period.end.toISOString(),
        teamVolume: 500,
        activeMembers: 2,
        rate: 1,
        yield: 5,
        amount: 5,
      },
    ]);
    expect(income.byKind).toEqual([{ kind: 'DAILY_SALARY', amount: 5 }]);
    expect((await seen(getMyIncome, X, range())).list).toEqual([]);
    // The payout is in the agent's own account record.
    const own = await call(t.app, getAccountRecords, undefined, {
      ...A.as(),
      query: { type: 'COMMISSION' },
    });
    expect(okValue(getAccountRecords, own).list.map((r) => [r.type, r.amount])).toEqual([
      ['COMMISSION', 5],
    ]);
  });

  it('refuses players, backwards ranges and ranges longer than a quarter', async () => {
    expect((await ask(getTeamOverview, p1, range())).statusCode).toBe(403);
    expect((await ask(getTeamOverview, A, { from: today, to: yesterday })).statusCode).toBe(400);
    const long = await ask(getTeamBets, A, { from: '2026-01-01', to: '2026-06-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false, message: 'A range is at most 93 days' });
    const unreal = await ask(getTeamOverview, A, { from: '2026-02-27', to: '2026-02-31' });
    expect(unreal.statusCode).toBe(400);
    expect(unreal.json()).toMatchObject({ message: '2026-02-31 is not a day of the calendar' });
  });
});
