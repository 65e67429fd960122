import {
  forfeitBonus,
  getBonusGrants,
  getPointBalance,
  getProfitAndLoss,
  getWithdrawInfo,
  opsAdjustBalance,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { account, balanceOf, inTransaction } from '../../src/modules/ledger/index.ts';
import { pointBalanceOf } from '../../src/modules/points/index.ts';
import { accrueRewards, expireGrants, grantBonus } from '../../src/modules/promotions/index.ts';
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
 * Bonus money and wagering, end to end through the app (issue 16, decision 033): an
 * operator's bonus waits in the bonus wallet, settled bets count toward it by category
 * (the demo brand: slots 100 %, live tables 10 %) and earn points (slots 1.20, live 0.70
 * per unit), and when its turnover is met it moves to the main wallet once.
 */
describe.each(testBackends)('bonus wagering and points on %s (issue 16)', (backend) => {
  let t: TestApp;
  let slot: TestGame;
  let live: TestGame;

  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    slot = await firstGame(t, 'RNG');
    live = await firstGame(t, 'LIVE');
  });
  afterAll(() => t.close());

  const giveBonus = async (p: Player, amount: number, turnover: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: opsAdjustBalance.path,
      headers: { authorization: 'Bearer test-operator-key-123456' },
      payload: {
        account: p.account,
        wallet: 'BONUS',
        amount,
        turnover,
        remark: 'welcome',
        requestId: requestId(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const grants = async (p: Player) =>
    okValue(getBonusGrants, await call(t.app, getBonusGrants, undefined, p.as())).list;
  const points = async (p: Player) =>
    okValue(getPointBalance, await call(t.app, getPointBalance, undefined, p.as())).balance;
  const bonusWallet = (p: Player) => balanceOf(t.database.db, account.bonus(p.id));

  it('counts settled bets toward the bonus by category, earns points, and releases it once when met', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 100_000n);
    await giveBonus(p, 100, 300);
    expect(await bonusWallet(p)).toBe(10_000n);
    const [opened] = await grants(p);
    expect(opened).toMatchObject({ amount: 100, required: 300, counted: 0, state: 'ACTIVE' });

    // A withdrawal waits for the bonus's turnover, and says how much of it is the bonus's.
    const info = okValue(getWithdrawInfo, await call(t.app, getWithdrawInfo, undefined, p.as()));
    expect(info).toMatchObject({ turnoverRemaining: 300, bonusTurnoverRemaining: 300 });

    await playRound(t, slot, p, 100, 0);
    await playRound(t, slot, p, 100, 50);
    await playRound(t, live, p, 100, 0);
    expect(await grants(p)).toMatchObject([{ counted: 210, state: 'ACTIVE' }]);
    // 200 on slots × 1.20 + 100 on a live table × 0.70.
    expect(await points(p)).toBe(310);

    const main = await mainMinor(t, p.id);
    await playRound(t, slot, p, 95, 0);
    expect(await grants(p)).toMatchObject([{ counted: 300, state: 'RELEASED' }]);
    expect(await mainMinor(t, p.id)).toBe(main - 9_500n + 10_000n);
    expect(await bonusWallet(p)).toBe(0n);
    expect(await points(p)).toBe(424);

    // Running the accrual again (the job, another look) moves nothing twice.
    const { settings } = await t.app.settings.get();
    await accrueRewards(t.database.db, settings, 'recent');
    await accrueRewards(t.database.db, settings, { memberId: p.id });
    expect(await points(p)).toBe(424);
    expect(await mainMinor(t, p.id)).toBe(main - 9_500n + 10_000n);
    const released = rowsOf<{ n: unknown }>(
      await t.database.db.execute(sql`SELECT count(*) AS n FROM ledger_transactions
        WHERE member_id = ${p.id} AND type = 'BONUS_RELEASE'`),
    );
    expect(Number(released[0]?.n)).toBe(1);
    await expectBooksHold(t);
  });

  it('fills the oldest bonus first and passes the rest on to the next', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 100_000n);
    await giveBonus(p, 10, 50);
    await giveBonus(p, 20, 100);
    await playRound(t, slot, p, 80, 0);
    expect((await grants(p)).map((g) => [g.counted, g.state])).toEqual([
      [30, 'ACTIVE'],
      [50, 'RELEASED'],
    ]);
  });

  it('a player gives a bonus up to withdraw: its money goes back to the house once', async () => {
    const p = await moneyPlayer(t);
    await giveBonus(p, 50, 500);
    const [g] = await grants(p);
    const body = { grantId: g?.id };
    const first = okValue(forfeitBonus, await call(t.app, forfeitBonus, body, p.as()));
    const again = okValue(forfeitBonus, await call(t.app, forfeitBonus, body, p.as()));
    expect([first.state, again.state]).toEqual(['FORFEITED', 'FORFEITED']);
    // A bonus given up is no reward in profit and loss.
    const pl = okValue(getProfitAndLoss, await call(t.app, getProfitAndLoss, undefined, p.as()));
    expect(pl.bonuses).toBe(0);
    expect(await bonusWallet(p)).toBe(0n);
    const info = okValue(getWithdrawInfo, await call(t.app, getWithdrawInfo, undefined, p.as()));
    expect(info).toMatchObject({ turnoverRemaining: 0, bonusTurnoverRemaining: 0 });
    // Another player's bonus is not theirs to give up.
    const other = await moneyPlayer(t);
    await giveBonus(other, 5, 50);
    const [theirs] = await grants(other);
    await expectError(
      await call(t.app, forfeitBonus, { grantId: theirs?.id }, p.as()),
      404,
      'NOT_FOUND',
    );
    expect(await grants(other)).toMatchObject([{ state: 'ACTIVE' }]);
    await expectBooksHold(t);
  });

  it('expires a bonus past its end, its money back to the house', async () => {
    const p = await moneyPlayer(t);
    await inTransaction(t.database.db, (tx) =>
      grantBonus(tx, {
        key: `test:${requestId()}`,
        memberId: p.id,
        source: 'PROMOTION',
        amount: 2_500n,
        required: 10_000n,
        expiresAt: new Date(Date.now() - 1000),
      }),
    );
    expect(await bonusWallet(p)).toBe(2_500n);
    await t.database.db.transaction((tx) => expireGrants(tx, new Date()));
    expect(await grants(p)).toMatchObject([{ state: 'EXPIRED', amount: 25 }]);
    expect(await bonusWallet(p)).toBe(0n);
    await expectBooksHold(t);
  });

  it('a trial account earns no points', async () => {
    const trial = await moneyPlayer(t, { type: 4 });
    await fund(t, trial.id, 10_000n);
    await playRound(t, slot, trial, 50, 0);
    const { settings } = await t.app.settings.get();
    await accrueRewards(t.database.db, settings, { memberId: trial.id });
    await accrueRewards(t.database.db, settings, 'recent');
    expect(await pointBalanceOf(t.database.db, trial.id)).toBe(0n);
    await expectError(
      await call(t.app, getPointBalance, undefined, trial.as()),
      403,
      'TRIAL_ACCOUNT',
    );
  });

  it('20 looks at once accrue a stake once', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 10_000n);
    await giveBonus(p, 10, 1_000);
    await playRound(t, slot, p, 50, 0);
    const looks = await Promise.all(Array.from({ length: 20 }, () => points(p)));
    // Some looks may answer before the accrual that moved the stake commits; none answers more.
    expect(Math.max(...looks)).toBe(60);
    expect(await points(p)).toBe(60);
    expect(await grants(p)).toMatchObject([{ counted: 50 }]);
    await expectBooksHold(t);
  });
});
