import { getOpenedNumbers, getPopularLotteries } from '@gamehall/contract';
import { commitment, drawLottery, isWellFormedDraw } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyText } from '../../src/db/any-of.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { DRAWS_AHEAD, drawDue, popularLotteries } from '../../src/modules/lottery/draws-service.ts';
import { LOTTERY_GAMES, REGIONAL_GAMES } from '../../src/modules/lottery/games.ts';
import { drawAfter } from '../../src/modules/lottery/schedule.ts';
import { lotteryTick } from '../../src/modules/lottery/tick.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import { moneyPlayer } from '../helpers/money.ts';

const MINUTE = 60_000;

describe.each(testBackends)('lottery draws on %s (issue 15)', (backend) => {
  let t: TestApp;
  let zone: string;
  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    zone = (await t.app.settings.get()).settings.site.timeZone;
  });
  afterAll(() => t?.close());

  const popular = async () =>
    okValue(getPopularLotteries, await call(t.app, getPopularLotteries, undefined, {})).list;

  it('makes each game’s next draws once, their commitments public and their seeds secret', async () => {
    const now = new Date();
    const first = await lotteryTick(t.database.db, zone, now);
    // The e-lottery's next draws, and the regional games' next two (days apart).
    expect(first).toEqual({
      made: LOTTERY_GAMES.length * (DRAWS_AHEAD + 1) + REGIONAL_GAMES.length * 2,
      drawn: 0,
      settled: 0,
    });
    // Another tick, or another instance at the same moment: nothing more.
    expect(await lotteryTick(t.database.db, zone, now)).toEqual({ made: 0, drawn: 0, settled: 0 });
    const lobby = await popular();
    expect(lobby.map((g) => g.gameCode)).toEqual(LOTTERY_GAMES.map((g) => g.code));
    for (const g of lobby) {
      expect(g.current?.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(new Date(g.current?.closesAt ?? 0).getTime()).toBeGreaterThan(now.getTime());
      expect(g.current).not.toHaveProperty('serverSeed');
      expect(g.last).toBeNull();
    }
  });

  it('draws each draw at its time from its seed, which it then reveals: anyone can recompute it', async () => {
    const player = await moneyPlayer(t);
    const before = await popular();
    const later = new Date(Date.now() + 6 * MINUTE);
    const { drawn } = await lotteryTick(t.database.db, zone, later);
    expect(drawn).toBeGreaterThan(0);
    for (const game of LOTTERY_GAMES) {
      const res = await call(t.app, getOpenedNumbers, undefined, {
        ...player.as(),
        query: { gameCode: game.code, count: '100' },
      });
      const results = okValue(getOpenedNumbers, res).list;
      expect(results.length).toBeGreaterThan(0);
      for (const r of results) {
        expect(commitment(r.serverSeed)).toBe(r.commitment);
        expect(r.clientSeed).toBe(`${game.code}:${r.issue}`);
        const again = drawLottery(game.family, {
          serverSeed: r.serverSeed,
          clientSeed: r.clientSeed,
          nonce: r.nonce,
        });
        expect(isWellFormedDraw(again)).toBe(true);
        expect(again.numbers).toEqual(r.numbers);
        expect(again.family === 'LHC' ? again.special : null).toBe(r.special);
      }
      // The draw that took bets before is among them, with the commitment it showed then.
      const shown = before.find((g) => g.gameCode === game.code)?.current;
      expect(results.find((r) => r.issue === shown?.issue)?.commitment).toBe(shown?.commitment);
    }
    expect((await lotteryTick(t.database.db, zone, later)).drawn).toBe(0);
  });

  it('draws each draw once when instances draw at the same moment', async () => {
    const later = new Date(Date.now() + 20 * MINUTE);
    await lotteryTick(t.database.db, zone, new Date(Date.now() + 12 * MINUTE));
    // The e-lottery's draws: a regional one due then (Vietnam's south draws at 09:15 UTC)
    // waits for its official result instead.
    const [due] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`SELECT count(*)::int AS n FROM lottery_draws
        WHERE state = 'OPEN' AND draw_at <= ${later.toISOString()}::timestamptz
          AND game_code = ${anyText(LOTTERY_GAMES.map((g) => g.code))}`),
    );
    expect(due?.n).toBeGreaterThan(0);
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => drawDue(t.database.db, later)),
    );
    // Every due draw drawn by exactly one of them; none left for a fifth.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(due?.n);
    expect(await drawDue(t.database.db, later)).toBe(0);
  });

  it('between a draw’s cut-off and its draw, shows the next draw as the one taking bets', async () => {
    const game = LOTTERY_GAMES.find((g) => g.code === 'SSC_1M') as (typeof LOTTERY_GAMES)[number];
    const slot = drawAfter(game, zone, new Date(Date.now() + 3 * 60 * MINUTE));
    const inCutOff = new Date(slot.drawAt.getTime() - 5_000);
    await lotteryTick(t.database.db, zone, inCutOff);
    const { list } = await popularLotteries(t.database.db, 20, inCutOff);
    const current = list.find((g) => g.gameCode === game.code)?.current;
    expect(current?.issue).not.toBe(slot.issue);
    expect(new Date(current?.opensAt ?? 0).getTime()).toBe(slot.drawAt.getTime());
    expect(new Date(current?.closesAt ?? 0).getTime()).toBeGreaterThan(inCutOff.getTime());
  });

  it('answers results only to a member, and an unknown game with 404', async () => {
    const player = await moneyPlayer(t);
    const anonymous = await call(t.app, getOpenedNumbers, undefined, {
      query: { gameCode: 'SSC_1M' },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call(t.app, getOpenedNumbers, undefined, {
      ...player.as(),
      query: { gameCode: 'NOPE' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
