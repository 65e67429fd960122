import {
  claimMission,
  getMissionLeaderboard,
  getMissionSummary,
  getPointBalance,
} from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import {
  expectBooksHold,
  firstGame,
  fund,
  moneyPlayer,
  type Player,
  playRound,
  requestId,
  type TestGame,
} from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

/*
 * Missions from real play (issue 16), on the demo brand's: sign in today (5 points), 20
 * slot rounds today (10), a 100.00 deposit today (20), 3 winning rounds in a row on one
 * game today (15), 200 rounds this week (50), 1,000.00 on live tables this week (100 points
 * and a 5.00 bonus).
 */
describe.each(testBackends)('missions on %s (issue 16)', (backend) => {
  let t: TestApp;
  let slot: TestGame;
  let live: TestGame;

  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    slot = await firstGame(t, 'RNG');
    live = await firstGame(t, 'LIVE');
  });
  afterAll(() => t.close());

  const summary = async (p: Player) => {
    const v = okValue(getMissionSummary, await call(t.app, getMissionSummary, undefined, p.as()));
    return {
      claimable: v.claimable,
      missions: Object.fromEntries(
        v.missions.map((m) => [m.code, [m.progress, m.target, m.state]]),
      ),
      ids: new Map(v.missions.map((m) => [m.code, m.id])),
    };
  };
  const claim = async (p: Player, code: string, id = requestId()) => {
    const { ids } = await summary(p);
    return call(t.app, claimMission, { missionId: ids.get(code), requestId: id }, p.as());
  };
  const points = async (p: Player) =>
    okValue(getPointBalance, await call(t.app, getPointBalance, undefined, p.as())).balance;

  it('counts progress from the player’s own bets and deposits, and pays each reward once', async () => {
    const p = await moneyPlayer(t);
    expect((await summary(p)).missions).toMatchObject({
      DAILY_SIGNIN: [1, 1, 'CLAIMABLE'],
      DAILY_SLOTS20: [0, 20, 'IN_PROGRESS'],
      DAILY_DEPOSIT: [0, 100, 'IN_PROGRESS'],
      DAILY_STREAK3: [0, 3, 'IN_PROGRESS'],
      WEEKLY_ROUNDS200: [0, 200, 'IN_PROGRESS'],
      WEEKLY_LIVE1000: [0, 1000, 'IN_PROGRESS'],
    });
    await fund(t, p.id, 15_000n);
    for (let i = 0; i < 20; i++) await playRound(t, slot, p, 1, 0);
    await playRound(t, live, p, 30, 0);
    const now = await summary(p);
    expect(now.missions).toMatchObject({
      DAILY_SLOTS20: [20, 20, 'CLAIMABLE'],
      DAILY_DEPOSIT: [100, 100, 'CLAIMABLE'],
      WEEKLY_ROUNDS200: [21, 200, 'IN_PROGRESS'],
      WEEKLY_LIVE1000: [30, 1000, 'IN_PROGRESS'],
    });
    expect(now.claimable).toBe(3);

    const before = await points(p);
    const id = requestId();
    expect(okValue(claimMission, await claim(p, 'DAILY_SLOTS20', id))).toEqual({
      points: 10,
      bonus: 0,
    });
    expect(okValue(claimMission, await claim(p, 'DAILY_SLOTS20', id))).toEqual({
      points: 10,
      bonus: 0,
    });
    await expectError(await claim(p, 'DAILY_SLOTS20'), 409, 'ALREADY_CLAIMED');
    await expectError(await claim(p, 'WEEKLY_ROUNDS200'), 409, 'NOTHING_TO_CLAIM');
    okValue(claimMission, await claim(p, 'DAILY_SIGNIN'));
    // Slots earn 1.20 a unit and lottery none; the missions add their own.
    expect(await points(p)).toBe(before + 15);
    expect((await summary(p)).missions.DAILY_SLOTS20).toEqual([20, 20, 'CLAIMED']);
    await expectBooksHold(t);
  });

  it('a win streak counts winning rounds in a row on one game: a loss starts it again, another game has its own', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 10_000n);
    const streak = async () => (await summary(p)).missions.DAILY_STREAK3;
    await playRound(t, slot, p, 1, 2);
    await playRound(t, slot, p, 1, 3);
    // Paid back the stake only: not a win.
    await playRound(t, slot, p, 1, 1);
    await playRound(t, slot, p, 1, 5);
    // Wins on another game do not join the slot's run.
    await playRound(t, live, p, 1, 2);
    await playRound(t, live, p, 1, 2);
    expect(await streak()).toEqual([2, 3, 'IN_PROGRESS']);
    await playRound(t, slot, p, 1, 2);
    await playRound(t, slot, p, 1, 2);
    expect(await streak()).toEqual([3, 3, 'CLAIMABLE']);
    // The best run of the day stays after a loss.
    await playRound(t, slot, p, 1, 0);
    expect(await streak()).toEqual([3, 3, 'CLAIMABLE']);
    expect(okValue(claimMission, await claim(p, 'DAILY_STREAK3'))).toEqual({
      points: 15,
      bonus: 0,
    });
    await expectBooksHold(t);
  });

  it('20 claims at once pay a reward once', async () => {
    const p = await moneyPlayer(t);
    const { ids } = await summary(p);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(
          t.app,
          claimMission,
          { missionId: ids.get('DAILY_SIGNIN'), requestId: requestId() },
          p.as(),
        ),
      ),
    );
    const codes = answers.map((r) => (r.statusCode === 200 ? 'PAID' : r.json().code));
    expect(codes.filter((c) => c === 'PAID')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'PAID').every((c) => c === 'ALREADY_CLAIMED')).toBe(true);
    expect(await points(p)).toBe(5);
  });

  it('ranks the week’s players by mission points, accounts masked, with the player’s own place', async () => {
    const a = await moneyPlayer(t);
    const b = await moneyPlayer(t);
    await fund(t, b.id, 10_000n);
    okValue(claimMission, await claim(a, 'DAILY_SIGNIN'));
    okValue(claimMission, await claim(b, 'DAILY_SIGNIN'));
    okValue(claimMission, await claim(b, 'DAILY_DEPOSIT'));
    const board = okValue(
      getMissionLeaderboard,
      await call(t.app, getMissionLeaderboard, undefined, a.as()),
    );
    const masked = (acc: string) => `${acc.slice(0, 2)}***${acc.slice(-2)}`;
    const rankOf = (acc: string) => board.list.find((r) => r.account === masked(acc));
    expect(rankOf(b.account)?.points).toBe(25);
    expect(rankOf(a.account)?.points).toBe(5);
    expect((rankOf(b.account)?.rank ?? 99) < (rankOf(a.account)?.rank ?? 0)).toBe(true);
    expect(board.me).toEqual({ rank: rankOf(a.account)?.rank, points: 5 });
  });
});
