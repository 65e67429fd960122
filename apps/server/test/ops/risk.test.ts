import { opsRiskBigWins, opsRiskFastCycles, opsRiskSharedIps } from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../../src/settings/repo.ts';
import { login, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import {
  askWithdrawal,
  firstSlot,
  moneyPlayer,
  PASSWORD,
  playRound,
  sandboxDeposit,
} from '../helpers/money.ts';
import { asStaff, staffMember } from '../helpers/staff.ts';

describe.each(testBackends)('the console’s risk view on %s (issue 19)', (backend) => {
  let t: TestApp;
  let risk: string;
  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    risk = (await staffMember(t, 'risk')).token;
    // Withdrawals without wagering first: the cycles the view looks for.
    const { settings } = await t.app.settings.get();
    await writeSetting(t.database.db, 'money', { ...settings.money, depositTurnoverMultiple: 0 });
    t.app.settings.invalidate();
  });
  afterAll(() => t?.close());

  it('lists the accounts that logged in from one address', async () => {
    const a = await moneyPlayer(t);
    const b = await moneyPlayer(t);
    expect(
      (await login(t.app, { username: b.account, password: PASSWORD, ip: a.ip })).statusCode,
    ).toBe(200);
    const shared = okValue(
      opsRiskSharedIps,
      await asStaff(t, risk, opsRiskSharedIps, undefined, {}),
    );
    const group = shared.groups.find((g) => g.ip === a.ip);
    expect(group?.accounts).toEqual([a.account, b.account].sort());
    expect(shared.groups.some((g) => g.ip === b.ip)).toBe(false);
  });

  it('lists big wins by sum or by multiple, the largest first', async () => {
    const p = await moneyPlayer(t);
    await sandboxDeposit(t, p, 100);
    const slot = await firstSlot(t);
    await playRound(t, slot, p, 1, 150);
    await playRound(t, slot, p, 10, 20);
    const wins = okValue(
      opsRiskBigWins,
      await asStaff(t, risk, opsRiskBigWins, undefined, { minWin: '5000', minMultiple: '100' }),
    ).wins.filter((w) => w.account === p.account);
    expect(wins).toEqual([expect.objectContaining({ stake: 1, win: 150, multiple: 150 })]);
  });

  it('lists a withdrawal soon after a deposit with little staked between', async () => {
    const through = await moneyPlayer(t);
    await sandboxDeposit(t, through, 100);
    await playRound(t, await firstSlot(t), through, 10, 0);
    expect((await askWithdrawal(t, through, 80)).statusCode).toBe(200);
    const played = await moneyPlayer(t);
    await sandboxDeposit(t, played, 100);
    await playRound(t, await firstSlot(t), played, 100, 150);
    expect((await askWithdrawal(t, played, 100)).statusCode).toBe(200);
    const cycles = okValue(
      opsRiskFastCycles,
      await asStaff(t, risk, opsRiskFastCycles, undefined, {}),
    ).cycles;
    expect(cycles.find((c) => c.account === through.account)).toMatchObject({
      deposit: 100,
      withdrawal: 80,
      staked: 10,
    });
    expect(cycles.some((c) => c.account === played.account)).toBe(false);
  });
});
