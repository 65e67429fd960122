import {
  getBetRecords,
  getLotteryBets,
  getLotteryGame,
  getLotteryMenus,
  getRegionalResults,
  getVnGameMenu,
  getVnRecentGames,
  launchLotteryLobby,
  opsCancelLotteryDraw,
  opsCloseLotteryDraw,
  opsEnterLotteryResult,
  placeLotteryBets,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { account, checkLedger, inTransaction, move, post } from '../../src/modules/ledger/index.ts';
import { REGIONAL_GAMES } from '../../src/modules/lottery/games.ts';
import { demoSource, feedSource } from '../../src/modules/lottery/result-sources.ts';
import { calendarDrawAfter } from '../../src/modules/lottery/schedule.ts';
import { lotteryTick } from '../../src/modules/lottery/tick.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import { fund, mainMinor, moneyPlayer, ops, type Player, requestId } from '../helpers/money.ts';

const regional = (code: string) => {
  const game = REGIONAL_GAMES.find((g) => g.code === code);
  if (!game) throw new Error(code);
  return game;
};

describe('regional lottery calendars (decision 032)', () => {
  it('draws Vietnam daily at 18:15 Hanoi time, Thai on the 1st and 16th, 4D on Wednesday, Saturday and Sunday', () => {
    const at = new Date('2026-11-26T10:00:00Z'); // Thursday, 17:00 in Hanoi
    expect(calendarDrawAfter(regional('VN_NORTH'), at)).toEqual({
      issue: '20261126',
      opensAt: new Date('2026-11-25T11:15:00Z'),
      closesAt: new Date('2026-11-26T11:00:00Z'),
      drawAt: new Date('2026-11-26T11:15:00Z'),
    });
    // Past today's draw: tomorrow's.
    expect(calendarDrawAfter(regional('VN_NORTH'), new Date('2026-11-26T11:15:00Z')).issue).toBe(
      '20261127',
    );
    const thai = calendarDrawAfter(regional('THAI'), at);
    expect([thai.issue, thai.drawAt, thai.opensAt]).toEqual([
      '20261201',
      new Date('2026-12-01T09:00:00Z'),
      new Date('2026-11-16T09:00:00Z'),
    ]);
    const fourD = calendarDrawAfter(regional('MY_4D'), at);
    expect([fourD.issue, fourD.drawAt, fourD.opensAt]).toEqual([
      '20261128',
      new Date('2026-11-28T11:00:00Z'),
      new Date('2026-11-25T11:00:00Z'),
    ]);
  });
});

/**
 * A north result whose prize numbers end in 45 twice (the special 12345 and a seventh
 * prize 45), and in 07 once.
 */
const NORTH = [
  ['12345'],
  ['23456'],
  ['34567', '45678'],
  ['56789', '67890', '78901', '89012', '90123', '01234'],
  ['1112', '2223', '3334', '4446'],
  ['5556', '6668', '7779', '8880', '9991', '0002'],
  ['113', '224', '336'],
  ['45', '07', '58', '69'],
];
/** The same with the special corrected to 12399: 45 ends one number, đề 45 loses. */
const NORTH_CORRECTED = [['12399'], ...NORTH.slice(1)];

/** A central or south result (18 numbers) with this special prize. */
const centralSouth = (special: string) => [
  [special],
  ['11111'],
  ['22222'],
  ['33333', '44444'],
  ['55555', '66666', '77777', '88888', '99999', '00000', '12121'],
  ['1313'],
  ['1414', '1515', '1616'],
  ['171'],
  ['18'],
];

describe.each(testBackends)('regional lotteries on %s (issue 15)', (backend) => {
  let t: TestApp;
  let zone: string;
  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    zone = (await t.app.settings.get()).settings.site.timeZone;
  });
  afterAll(() => t?.close());

  const funded = async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 100_000n);
    return p;
  };
  const nextIssue = async (gameCode: string) => {
    const game = okValue(
      getLotteryGame,
      await call(t.app, getLotteryGame, undefined, { query: { gameCode, draws: '2' } }),
    );
    expect(game).toMatchObject({ area: 'VN', everyMinutes: null });
    return game.draws[0]?.issue ?? '';
  };
  const bet = (p: Player, gameCode: string, issue: string, playType: string, ticket: number[]) =>
    call(
      t.app,
      placeLotteryBets,
      {
        gameCode,
        issue,
        bets: [{ playType, selection: [ticket], unit: 2, multiplier: 1 }],
        requestId: requestId(),
      },
      p.as(),
    );
  const closeBets = async (gameCode: string, issue: string) => {
    const closed = okValue(
      opsCloseLotteryDraw,
      await ops(t, opsCloseLotteryDraw, { gameCode, issue }),
    );
    expect(new Date(closed.closesAt).getTime()).toBeLessThanOrEqual(Date.now());
  };
  const enter = (gameCode: string, issue: string, prizes: string[][]) =>
    ops(t, opsEnterLotteryResult, { gameCode, issue, prizes });

  it('settles lô and đề from the operator’s result, and a correction pays or takes back the difference', async () => {
    const p = await funded();
    const issue = await nextIssue('VN_NORTH');
    for (const [type, ticket] of [
      ['vn.north.lo2', [4, 5]],
      ['vn.north.de', [4, 5]],
      ['vn.north.lo2', [0, 7]],
    ] as const) {
      expect((await bet(p, 'VN_NORTH', issue, type, [...ticket])).statusCode).toBe(200);
    }
    // A ticket of three digits is not a lô 2 number.
    expect((await bet(p, 'VN_NORTH', issue, 'vn.north.lo2', [1, 4, 5])).statusCode).toBe(400);
    expect(await mainMinor(t, p.id)).toBe(100_000n - 600n);

    // Before the cut-off no result is taken: players could still bet on it.
    const early = await enter('VN_NORTH', issue, NORTH);
    expect([early.statusCode, early.json().code]).toEqual([409, 'CONFLICT']);
    await closeBets('VN_NORTH', issue);
    const malformed = await enter('VN_NORTH', issue, NORTH.slice(1));
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'VALIDATION_FAILED']);

    const first = okValue(opsEnterLotteryResult, await enter('VN_NORTH', issue, NORTH));
    expect(first).toEqual({ issue, revision: 1, settled: 3 });
    // Elott pays 7.25 per occurrence of a lô 2 number and 196.00 for đề, per 2.00.
    const lo2 = 725n;
    const de = 19_600n;
    expect(await mainMinor(t, p.id)).toBe(100_000n - 600n + 2n * lo2 + de + lo2);
    // The same result again changes nothing.
    expect(okValue(opsEnterLotteryResult, await enter('VN_NORTH', issue, NORTH)).revision).toBe(1);

    const corrected = okValue(
      opsEnterLotteryResult,
      await enter('VN_NORTH', issue, NORTH_CORRECTED),
    );
    expect(corrected).toMatchObject({ issue, revision: 2, settled: 3 });
    expect(await mainMinor(t, p.id)).toBe(100_000n - 600n + lo2 + lo2);
    const bets = okValue(
      getLotteryBets,
      await call(t.app, getLotteryBets, undefined, { ...p.as(), query: {} }),
    ).list;
    expect(bets.map((b) => [b.playType, b.state, b.win])).toEqual([
      ['vn.north.lo2', 'WON', 7.25],
      ['vn.north.de', 'LOST', 0],
      ['vn.north.lo2', 'WON', 7.25],
    ]);
    // The betting record shows the corrected wins; the account record every posting.
    const record = okValue(
      getBetRecords,
      await call(t.app, getBetRecords, undefined, { ...p.as(), query: {} }),
    );
    expect(record.totals).toMatchObject({ betAmount: 6, winAmount: 14.5 });
    const results = okValue(
      getRegionalResults,
      await call(t.app, getRegionalResults, undefined, {
        query: { gameCode: 'VN_NORTH', count: '5' },
      }),
    ).list;
    expect(results[0]).toMatchObject({ issue, prizes: NORTH_CORRECTED, revision: 2 });
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('takes back an overpaid win only as far as the wallet holds, and tells the operator', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 200n);
    const issue = await nextIssue('VN_CENTRAL');
    expect((await bet(p, 'VN_CENTRAL', issue, 'vn.central.de', [4, 5])).statusCode).toBe(200);
    await closeBets('VN_CENTRAL', issue);
    await enter('VN_CENTRAL', issue, centralSouth('123445'));
    const paid = await mainMinor(t, p.id);
    expect(paid).toBeGreaterThan(0n);
    // The player withdraws all but 1.00 of it before the correction.
    await inTransaction(t.database.db, (tx) =>
      post(tx, {
        key: `spent-${p.id}`,
        type: 'WITHDRAW',
        memberId: p.id,
        entries: move(account.main(p.id), account.payoutClearing(p.id), paid - 100n),
      }),
    );
    await enter('VN_CENTRAL', issue, centralSouth('123499'));
    expect(await mainMinor(t, p.id)).toBe(0n);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true, problems: [] });
    const alerts = rowsOf<{ kind: string }>(
      await t.database.db.execute(
        sql`SELECT kind FROM operator_alerts WHERE kind = 'LOTTERY_CLAWBACK_SHORT'`,
      ),
    );
    expect(alerts.length).toBeGreaterThan(0);
  });

  it('cancels a draw without a result, refunding every stake, and never one with a result', async () => {
    const p = await funded();
    const issue = await nextIssue('VN_SOUTH');
    expect((await bet(p, 'VN_SOUTH', issue, 'vn.south.lo2', [1, 2])).statusCode).toBe(200);
    const tooEarly = await ops(t, opsCancelLotteryDraw, { gameCode: 'VN_SOUTH', issue });
    expect(tooEarly.statusCode).toBe(409);
    await closeBets('VN_SOUTH', issue);
    const cancelled = okValue(
      opsCancelLotteryDraw,
      await ops(t, opsCancelLotteryDraw, { gameCode: 'VN_SOUTH', issue }),
    );
    expect(cancelled).toEqual({ issue, refunded: 1 });
    expect(await mainMinor(t, p.id)).toBe(100_000n);
    const after = await enter('VN_SOUTH', issue, centralSouth('000001'));
    expect([after.statusCode, after.json().code]).toEqual([409, 'ORDER_STATE']);
    // A draw with its result is corrected, never cancelled.
    const central = await nextIssue('VN_CENTRAL');
    await closeBets('VN_CENTRAL', central);
    await enter('VN_CENTRAL', central, centralSouth('000001'));
    const drawn = await ops(t, opsCancelLotteryDraw, { gameCode: 'VN_CENTRAL', issue: central });
    expect([drawn.statusCode, drawn.json().code]).toEqual([409, 'ORDER_STATE']);
  });

  it('takes a due draw’s result from the feed once it has one, or makes one up on a development site, and lists the menus', async () => {
    const issue = await nextIssue('VN_NORTH');
    const [draw] = rowsOf<{ draw_at: Date | string }>(
      await t.database.db.execute(sql`SELECT draw_at FROM lottery_draws
        WHERE game_code = 'VN_NORTH' AND issue = ${issue}`),
    );
    const later = new Date(new Date(draw?.draw_at ?? 0).getTime() + 1000);
    await lotteryTick(t.database.db, zone, later, null);
    const state = async () =>
      rowsOf<{ state: string; source: string | null }>(
        await t.database.db.execute(sql`SELECT state, source FROM lottery_draws
          WHERE game_code = 'VN_NORTH' AND issue = ${issue}`),
      )[0];
    expect(await state()).toEqual({ state: 'OPEN', source: null });
    // A feed that does not know the result yet, then one that does.
    const feed = (prizes: string[][] | null) =>
      feedSource('https://feed.test/{game}/{issue}.json', async (url) =>
        prizes && String(url) === `https://feed.test/VN_NORTH/${issue}.json`
          ? Response.json({ prizes })
          : new Response('', { status: 404 }),
      );
    await lotteryTick(t.database.db, zone, later, feed(null));
    expect(await state()).toEqual({ state: 'OPEN', source: null });
    await lotteryTick(t.database.db, zone, later, demoSource);
    expect(await state()).toEqual({ state: 'DRAWN', source: 'DEMO' });
    // A drawn draw is not asked again: a correction is the operator's.
    await lotteryTick(t.database.db, zone, later, feed(NORTH));
    const results = okValue(
      getRegionalResults,
      await call(t.app, getRegionalResults, undefined, {
        query: { gameCode: 'VN_NORTH', count: '1' },
      }),
    ).list;
    expect(results[0]).toMatchObject({ issue, source: 'DEMO', revision: 1 });

    const menus = okValue(
      getLotteryMenus,
      await call(t.app, getLotteryMenus, undefined, { query: { area: 'SEA' } }),
    ).gameMenus;
    expect(menus.map((m) => [m.gameGroupCode, m.games.map((g) => g.code)])).toEqual([
      ['SEA', ['THAI', 'MY_4D']],
    ]);
    const p = await funded();
    const vn = okValue(getVnGameMenu, await call(t.app, getVnGameMenu, undefined, p.as()));
    expect(vn.gameMenus.map((m) => m.gameGroupCode)).toEqual([
      'VN_NORTH',
      'VN_CENTRAL',
      'VN_SOUTH',
    ]);
    const south = await nextIssue('VN_SOUTH');
    await bet(p, 'VN_SOUTH', south, 'vn.south.de', [0, 1]);
    const recent = okValue(
      getVnRecentGames,
      await call(t.app, getVnRecentGames, undefined, p.as()),
    );
    expect(recent.games.map((g) => g.code)).toEqual(['VN_SOUTH']);
    // The lottery lobby request: a named game's betting page in its own area, else a lobby.
    const lobby = async (query: Record<string, string>) =>
      okValue(
        launchLotteryLobby,
        await call(t.app, launchLotteryLobby, undefined, { ...p.as(), query }),
      );
    expect(await lobby({ lottoArea: 'SEA', lottoGameCode: 'VN_NORTH' })).toEqual({
      content: '/vnlottery?gameCode=VN_NORTH',
      lottoView: 'betting',
    });
    expect(await lobby({ lottoArea: 'SEA' })).toEqual({
      content: '/seaLottery',
      lottoView: 'lobby',
    });
    expect(await lobby({ lottoGameCode: 'SSC_1M', lottoView: 'lobby' })).toEqual({
      content: '/elott',
      lottoView: 'lobby',
    });
  });
});
