import { getBonusGrants, getReferral } from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payReferralRewards } from '../../src/modules/promotions/index.ts';
import { call, freshIp, okValue, registered } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import { firstGame, fund, moneyPlayer, type Player, playRound } from '../helpers/money.ts';

/*
 * Invite and earn (issue 16), with the demo brand's terms: 20.00 for each friend who has
 * deposited 50.00 and wagered 500.00 in all; a friend registered from an address the
 * player uses is a second account and earns nothing.
 */
describe.each(testBackends)('referrals on %s (issue 16)', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({}, backend);
  });
  afterAll(() => t.close());

  const page = async (p: Player) =>
    okValue(getReferral, await call(t.app, getReferral, undefined, p.as()));
  const friendOf = async (code: string, ip = freshIp()) => {
    const r = await registered(t.app, t.database, { ip, extra: { referralCode: code } });
    return { id: r.member.id, account: r.username, as: () => ({ token: r.token, ip }) } as Player;
  };

  it('pays the bonus once per friend who deposited and wagered enough; a same-address friend earns nothing', async () => {
    const p = await moneyPlayer(t);
    const { code } = await page(p);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await page(p)).toMatchObject({
      code,
      bonus: 20,
      minDeposit: 50,
      turnover: 500,
      friends: [],
    });

    const friend = await friendOf(code.toLowerCase());
    const twin = await friendOf(code, p.ip);
    const mine = await page(p);
    expect(mine.friends.map((f) => f.state).sort()).toEqual(['NOT_ELIGIBLE', 'PENDING']);

    const slot = await firstGame(t, 'RNG');
    await fund(t, friend.id, 20_000n);
    await fund(t, twin.id, 20_000n);
    await playRound(t, slot, friend, 60, 0);
    await playRound(t, slot, twin, 60, 0);
    const { settings } = await t.app.settings.get();
    expect(await payReferralRewards(t.database.db, settings)).toBe(0);
    for (let i = 0; i < 8; i++) await playRound(t, slot, friend, 60, 60);
    for (let i = 0; i < 8; i++) await playRound(t, slot, twin, 60, 60);
    expect(await payReferralRewards(t.database.db, settings)).toBe(1);
    expect(await payReferralRewards(t.database.db, settings)).toBe(0);
    const after = await page(p);
    expect(after.earned).toBe(20);
    expect(after.friends.find((f) => f.state === 'REWARDED')).toMatchObject({
      deposited: true,
      validBet: 540,
    });
    const grants = okValue(
      getBonusGrants,
      await call(t.app, getBonusGrants, undefined, p.as()),
    ).list;
    expect(grants).toMatchObject([{ amount: 20, remark: 'REFERRAL', state: 'ACTIVE' }]);
  });

  it('an unknown code registers the friend all the same', async () => {
    const friend = await friendOf('NOSUCHCODE');
    expect(friend.id).toBeGreaterThan(0);
  });
});
