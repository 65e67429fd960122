import {
  claimRebate,
  claimVipMonthly,
  getBonusGrants,
  getMemberInfo,
  getPlayerRank,
  getProfitAndLoss,
  getRebateSummary,
  getVipLadder,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { payDueRebates } from '../../src/modules/promotions/cashback.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import {
  expectBooksHold,
  firstGame,
  fund,
  mainMinor,
  moneyPlayer,
  type Player,
  playRound,
  requestId,
  type TestGame,
} from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

/*
 * Cashback and VIP ranks through the app (issue 16, decision 033), with the demo brand's
 * ladder: VIP1 asks nothing and rebates 0.30 % (lotteries none); VIP2 asks 1,000.00 of
 * deposits and 10,000.00 of valid bets over 90 days, pays an 18.00 rank-up bonus and
 * rebates 0.40 % and a monthly bonus of 8.00 (the brand's bonus turnover: ×3).
 */
describe.each(testBackends)('cashback and VIP ranks on %s (issue 16)', (backend) => {
  let t: TestApp;
  let slot: TestGame;
  let live: TestGame;

  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    slot = await firstGame(t, 'RNG');
    live = await firstGame(t, 'LIVE');
  });
  afterAll(() => t.close());

  const summary = async (p: Player) =>
    okValue(getRebateSummary, await call(t.app, getRebateSummary, undefined, p.as()));
  const claim = (p: Player, id = requestId()) =>
    call(t.app, claimRebate, { requestId: id }, p.as());

  it('shows the cashback due per category and pays it once a day', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 100_000n);
    await playRound(t, slot, p, 100, 20);
    await playRound(t, live, p, 200, 0);
    const due = await summary(p);
    expect(due).toMatchObject({ level: 1, total: 0.9, claimedToday: false, lastClaim: null });
    expect(due.byCategory).toEqual([
      { category: 'LIVE', validBet: 200, rateBp: 30, rebate: 0.6 },
      { category: 'RNG', validBet: 100, rateBp: 30, rebate: 0.3 },
    ]);

    const main = await mainMinor(t, p.id);
    const id = requestId();
    expect(okValue(claimRebate, await claim(p, id))).toEqual({
      amount: 0.9,
      balance: Number(main + 90n) / 100,
    });
    // The same request again answers the first; another claim today is refused.
    expect(okValue(claimRebate, await claim(p, id))).toMatchObject({ amount: 0.9 });
    await playRound(t, slot, p, 100, 0);
    await expectError(await claim(p), 409, 'ALREADY_CLAIMED');
    expect(await mainMinor(t, p.id)).toBe(main + 90n - 10_000n);
    // Profit and loss counts cashback among the player's rewards.
    const pl = okValue(getProfitAndLoss, await call(t.app, getProfitAndLoss, undefined, p.as()));
    expect(pl.bonuses).toBe(0.9);
    expect(await summary(p)).toMatchObject({
      total: 0.3,
      claimedToday: true,
      lastClaim: { amount: 0.9 },
    });
    await expectBooksHold(t);
  });

  it('refuses a claim with nothing due', async () => {
    const p = await moneyPlayer(t);
    await expectError(await claim(p), 409, 'NOTHING_TO_CLAIM');
  });

  it('20 claims at once pay once', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 100_000n);
    await playRound(t, slot, p, 1_000, 0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(p)));
    const codes = answers.map((r) => (r.statusCode === 200 ? 'PAID' : r.json().code));
    expect(codes.filter((c) => c === 'PAID')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'PAID').every((c) => c === 'ALREADY_CLAIMED')).toBe(true);
    const paid = rowsOf<{ n: unknown; total: unknown }>(
      await t.database.db.execute(sql`SELECT count(*) AS n, sum(amount) AS total FROM reward_claims
        WHERE member_id = ${p.id} AND rule = 'CASHBACK'`),
    );
    expect(paid[0]).toMatchObject({ n: expect.anything() });
    expect([Number(paid[0]?.n), Number(paid[0]?.total)]).toEqual([1, 300]);
    await expectBooksHold(t);
  });

  it('the brand may pay cashback by itself, once a day', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 100_000n);
    await playRound(t, slot, p, 500, 0);
    const { settings } = await t.app.settings.get();
    const rules = { rewards: { ...settings.rewards, autoRebate: true } };
    await okValue(getRebateSummary, await call(t.app, getRebateSummary, undefined, p.as()));
    const main = await mainMinor(t, p.id);
    expect(await payDueRebates(t.database.db, { rewards: settings.rewards })).toBe(0);
    await payDueRebates(t.database.db, rules);
    await payDueRebates(t.database.db, rules);
    expect(await mainMinor(t, p.id)).toBe(main + 150n);
    await expectError(await claim(p), 409, 'ALREADY_CLAIMED');
  });

  it('shows the ladder to everyone, and a player’s rank with what the next one needs', async () => {
    const ladder = okValue(getVipLadder, await call(t.app, getVipLadder));
    expect(ladder.windowDays).toBe(90);
    expect(ladder.ranks[0]).toMatchObject({ level: 1, minValidBet: 0, minDeposit: 0 });
    expect(ladder.ranks[1]).toMatchObject({
      level: 2,
      minDeposit: 1000,
      minValidBet: 10000,
      upgradeBonus: 18,
    });

    const p = await moneyPlayer(t);
    await fund(t, p.id, 500_000n);
    await playRound(t, slot, p, 4_000, 0);
    const rank = okValue(getPlayerRank, await call(t.app, getPlayerRank, undefined, p.as()));
    expect(rank).toMatchObject({
      level: 1,
      validBet: 4000,
      deposit: 5000,
      next: { level: 2, validBetNeeded: 6000, depositNeeded: 0 },
      progressBp: 4000,
    });
  });

  it('a rank reached pays its rank-up bonus once, and the header shows it', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 2_000_000n);
    await playRound(t, slot, p, 10_000, 0);
    const rank = okValue(getPlayerRank, await call(t.app, getPlayerRank, undefined, p.as()));
    expect(rank).toMatchObject({ level: 2, next: { level: 3 } });
    okValue(getPlayerRank, await call(t.app, getPlayerRank, undefined, p.as()));
    const grants = okValue(getBonusGrants, await call(t.app, getBonusGrants, undefined, p.as()));
    expect(grants.list.filter((g) => g.remark === 'VIP2')).toMatchObject([
      { amount: 18, state: 'ACTIVE' },
    ]);
    const info = okValue(getMemberInfo, await call(t.app, getMemberInfo, undefined, p.as()));
    expect(info.clubLabel).toEqual({ labelName: 'VIP2', rankLevel: 2 });
    await expectBooksHold(t);
  });

  it('a rank’s monthly bonus is claimed once per brand month, however many clicks', async () => {
    const monthly = (p: Player, id = requestId()) =>
      call(t.app, claimVipMonthly, { requestId: id }, p.as());
    const rank = async (p: Player) =>
      okValue(getPlayerRank, await call(t.app, getPlayerRank, undefined, p.as()));

    const vip1 = await moneyPlayer(t);
    expect((await rank(vip1)).monthly).toEqual({ amount: 0, claimed: false });
    await expectError(await monthly(vip1), 409, 'NOTHING_TO_CLAIM');

    const p = await moneyPlayer(t);
    await fund(t, p.id, 2_000_000n);
    await playRound(t, slot, p, 10_000, 0);
    expect((await rank(p)).monthly).toEqual({ amount: 8, claimed: false });
    const ids = Array.from({ length: 20 }, () => requestId());
    const answers = await Promise.all(ids.map((id) => monthly(p, id)));
    const paid = answers.findIndex((r) => r.statusCode === 200);
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
      Array(19).fill('ALREADY_CLAIMED'),
    );
    const [answer, id] = [answers[paid], ids[paid]];
    if (!answer || !id) throw new Error('no claim paid');
    const first = okValue(claimVipMonthly, answer);
    expect(first).toMatchObject({ amount: 8, turnover: 24 });
    // The paying request again answers the same; the month is taken.
    expect(okValue(claimVipMonthly, await monthly(p, id))).toEqual(first);
    expect((await rank(p)).monthly).toEqual({ amount: 8, claimed: true });
    const grants = okValue(getBonusGrants, await call(t.app, getBonusGrants, undefined, p.as()));
    expect(grants.list.filter((g) => g.required === 24 && g.amount === 8)).toHaveLength(1);
    await expectBooksHold(t);
  });
});
