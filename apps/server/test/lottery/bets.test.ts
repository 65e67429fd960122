import {
  type BodyOf,
  cancelLotteryBets,
  getAccountRecords,
  getBetRecords,
  getLotteryBets,
  getLotteryGame,
  placeLotteryBets,
} from '@gamehall/contract';
import { PAYOUT_TABLES } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { drawDue } from '../../src/modules/lottery/draws-service.ts';
import { settleDraw, settleDrawn } from '../../src/modules/lottery/settle-service.ts';
import { lotteryTick } from '../../src/modules/lottery/tick.ts';
import { writeSetting } from '../../src/settings/repo.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import { fund, mainMinor, moneyPlayer, type Player, requestId } from '../helpers/money.ts';

const GAME = 'SSC_5M';
const SECOND = 1000;
/** Every digit in the first position: exactly one of these 10 unit bets wins, whatever the draw. */
const SURE_POSITION = {
  playType: 'ssc.position',
  selection: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []],
};
/** Big and small on the total: exactly one of the two wins. */
const SURE_SIDE = { playType: 'ssc.total.bsoe', selection: [['big', 'small']] };
const STRAIGHT = { playType: 'ssc.5star.straight', selection: [[1], [2], [3], [4], [5]] };
/** Elott's prizes per 2.00 unit (the brand's default prize mode), hand-read from the table. */
const PRIZE = { position: 1960n, side: 392n };

type Slip = BodyOf<typeof placeLotteryBets>;

describe.each(testBackends)('lottery bets on %s (issue 15)', (backend) => {
  let t: TestApp;
  let zone: string;
  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    zone = (await t.app.settings.get()).settings.site.timeZone;
  });
  afterAll(() => t?.close());

  const rules = async (gameCode = GAME) =>
    okValue(
      getLotteryGame,
      await call(t.app, getLotteryGame, undefined, { query: { gameCode, draws: '5' } }),
    );
  /** A draw far enough from its cut-off for the test to place bets on it. */
  const openDraw = async (gameCode = GAME) => {
    const { draws } = await rules(gameCode);
    const draw = draws.find((d) => new Date(d.closesAt).getTime() > Date.now() + 10 * SECOND);
    if (!draw) throw new Error('no open draw');
    return draw;
  };
  const place = (p: Player, slip: Omit<Slip, 'requestId'> & { requestId?: string }) =>
    call(t.app, placeLotteryBets, { requestId: requestId(), ...slip }, p.as());
  const funded = async (minor: bigint) => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, minor);
    return p;
  };
  const bet = (
    b: { playType: string; selection: (number | string)[][] },
    unit = 2,
    multiplier = 1,
  ) => ({
    ...b,
    unit,
    multiplier,
  });
  /** Draws the draw (the job's tick after its time) and settles its bets. */
  const drawAndSettle = (drawAt: string) =>
    lotteryTick(t.database.db, zone, new Date(new Date(drawAt).getTime() + SECOND));
  const myBets = async (p: Player) =>
    okValue(
      getLotteryBets,
      await call(t.app, getLotteryBets, undefined, { ...p.as(), query: { gameCode: GAME } }),
    ).list;
  const drawId = async (issue: string, gameCode = GAME) => {
    const [row] = rowsOf<{ id: unknown }>(
      await t.database.db.execute(
        sql`SELECT id FROM lottery_draws WHERE game_code = ${gameCode} AND issue = ${issue}`,
      ),
    );
    return Number(row?.id);
  };

  it('takes a slip’s stake as the server counts it, pays the winners exactly once, and shows the bets in the betting record', async () => {
    const p = await funded(100_000n);
    const draw = await openDraw();
    const slip = {
      gameCode: GAME,
      issue: draw.issue,
      bets: [bet(SURE_POSITION, 2, 3), bet(SURE_SIDE, 0.2, 5), bet(STRAIGHT, 0.02)],
    };
    const res = await place(p, slip);
    const placed = okValue(placeLotteryBets, res);
    // 10 × 2.00 × 3 + 2 × 0.20 × 5 + 1 × 0.02 = 60.00 + 2.00 + 0.02.
    expect(placed.stake).toBe(62.02);
    expect(placed.bets.map((b) => [b.betCount, b.stake, b.state])).toEqual([
      [10, 60, 'OPEN'],
      [2, 2, 'OPEN'],
      [1, 0.02, 'OPEN'],
    ]);
    expect(placed.balance).toBe(1000 - 62.02);
    expect(await mainMinor(t, p.id)).toBe(100_000n - 6202n);

    await drawAndSettle(draw.drawAt);
    const settled = await myBets(p);
    const [straight, side, position] = settled;
    // One winning unit each: prize × unit × multiplier / 2.00.
    expect(position?.win).toBe(Number((PRIZE.position * 200n * 3n) / 200n) / 100);
    expect(position?.state).toBe('WON');
    expect(side?.win).toBe(Number((PRIZE.side * 20n * 5n) / 200n) / 100);
    const straightWins = straight?.state === 'WON';
    const expected =
      100_000n -
      6202n +
      (PRIZE.position * 200n * 3n) / 200n +
      (PRIZE.side * 20n * 5n) / 200n +
      (straightWins ? ((PAYOUT_TABLES.Elott['ssc.5star.straight'][0] ?? 0n) * 2n) / 200n : 0n);
    expect(await mainMinor(t, p.id)).toBe(expected);

    // Settling again, or a second tick: nothing more is paid.
    expect(await settleDraw(t.database.db, await drawId(draw.issue))).toBe(0);
    await drawAndSettle(draw.drawAt);
    expect(await mainMinor(t, p.id)).toBe(expected);

    const record = okValue(
      getBetRecords,
      await call(t.app, getBetRecords, undefined, { ...p.as(), query: {} }),
    );
    expect(record.list).toHaveLength(3);
    expect(record.totals.betAmount).toBe(62.02);
    // The account record: the slip's stake in one line, its winning bets' prizes in one.
    const money = okValue(
      getAccountRecords,
      await call(t.app, getAccountRecords, undefined, { ...p.as(), query: {} }),
    ).list.filter((r) => r.type === 'BET' || r.type === 'WIN');
    const won = Number(expected - (100_000n - 6202n)) / 100;
    expect(money.map((r) => [r.type, Math.abs(r.amount)]).sort()).toEqual([
      ['BET', 62.02],
      ['WIN', won],
    ]);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('answers a repeated request with its first order and moves nothing; another slip under its id is 409', async () => {
    const p = await funded(10_000n);
    const draw = await openDraw();
    const slip = {
      gameCode: GAME,
      issue: draw.issue,
      bets: [bet(SURE_SIDE)],
      requestId: requestId(),
    };
    const first = okValue(placeLotteryBets, await place(p, slip));
    const again = okValue(placeLotteryBets, await place(p, slip));
    expect(again.orderId).toBe(first.orderId);
    expect(await mainMinor(t, p.id)).toBe(10_000n - 400n);
    const other = await place(p, { ...slip, bets: [bet(SURE_POSITION)] });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    // Two at once: one order.
    const twin = { ...slip, requestId: requestId() };
    const both = await Promise.all([place(p, twin), place(p, twin)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(new Set(both.map((r) => r.json().value.orderId)).size).toBe(1);
    expect(await mainMinor(t, p.id)).toBe(10_000n - 800n);
  });

  it('refuses bad slips with a clear 4xx and moves nothing', async () => {
    const p = await funded(1_000n);
    const draw = await openDraw();
    const base = { gameCode: GAME, issue: draw.issue };
    const refusals: [Omit<Slip, 'requestId'>, number, string][] = [
      // A play type of another family, a pick off the board, a wrong count of rows.
      [
        { ...base, bets: [bet({ playType: '11x5.any1', selection: [[1]] })] },
        400,
        'VALIDATION_FAILED',
      ],
      [
        { ...base, bets: [bet({ playType: 'ssc.position', selection: [[10], [], [], [], []] })] },
        400,
        'VALIDATION_FAILED',
      ],
      [
        { ...base, bets: [bet({ playType: 'ssc.5star.straight', selection: [[1], [2]] })] },
        400,
        'VALIDATION_FAILED',
      ],
      // A unit the brand does not offer, a multiplier of 0, a chase of 10,000 draws.
      [{ ...base, bets: [bet(SURE_SIDE, 1)] }, 400, 'VALIDATION_FAILED'],
      [{ ...base, bets: [bet(SURE_SIDE, 2, 0)] }, 400, 'VALIDATION_FAILED'],
      [
        { ...base, bets: [bet(SURE_SIDE)], chase: { draws: 10_000, stopOnWin: false } },
        400,
        'VALIDATION_FAILED',
      ],
      [
        {
          ...base,
          bets: [bet(SURE_SIDE)],
          chase: { draws: 3, multipliers: [1, 2], stopOnWin: false },
        },
        400,
        'VALIDATION_FAILED',
      ],
      // A draw past its cut-off, an unknown game, more than the wallet holds.
      [{ ...base, issue: '20000101-0001', bets: [bet(SURE_SIDE)] }, 409, 'BETTING_CLOSED'],
      [{ ...base, gameCode: 'NOPE', bets: [bet(SURE_SIDE)] }, 404, 'GAME_NOT_FOUND'],
      [{ ...base, bets: [bet(SURE_POSITION, 2, 10)] }, 409, 'WALLET_INSUFFICIENT_FUNDS'],
    ];
    for (const [slip, status, code] of refusals) {
      const res = await place(p, slip);
      expect([res.statusCode, res.json().code], JSON.stringify(slip)).toEqual([status, code]);
    }
    expect(await mainMinor(t, p.id)).toBe(1_000n);
    expect(await myBets(p)).toEqual([]);
  });

  it('caps one player’s stake on a draw and everyone’s stake on one number', async () => {
    const { lottery } = (await t.app.settings.get()).settings;
    const write = async (value: unknown) => {
      await writeSetting(t.database.db, 'lottery', value);
      t.app.settings.invalidate();
    };
    await write({ ...lottery, maxStakePerDraw: 100, maxStakePerNumber: 150 });
    try {
      const a = await funded(100_000n);
      const b = await funded(100_000n);
      const draw = await openDraw();
      const slip = (multiplier: number) => ({
        gameCode: GAME,
        issue: draw.issue,
        bets: [bet(STRAIGHT, 2, multiplier)],
      });
      expect((await place(a, slip(40))).statusCode).toBe(200); // 80.00
      const over = await place(a, slip(11)); // 80 + 22 > 100 for a
      expect([over.statusCode, over.json().code]).toEqual([409, 'LOTTERY_LIMIT']);
      expect(over.json().details).toEqual({ limit: 100, remaining: 20 });
      expect((await place(b, slip(35))).statusCode).toBe(200); // 150.00 on 12345
      const full = await place(b, slip(1));
      expect([full.statusCode, full.json().code]).toEqual([409, 'LOTTERY_LIMIT']);
      expect(await mainMinor(t, b.id)).toBe(100_000n - 7_000n);
      // A cancelled bet gives its room back.
      const [open] = await myBets(b);
      await call(t.app, cancelLotteryBets, { betId: open?.id }, b.as());
      expect((await place(b, slip(1))).statusCode).toBe(200);
    } finally {
      await write(lottery);
    }
  });

  it('chases draws with a multiplier plan and stops after a win, refunding the rest', async () => {
    const p = await funded(10_000n);
    const draw = await openDraw();
    const chase = async (stopOnWin: boolean) =>
      okValue(
        placeLotteryBets,
        await place(p, {
          gameCode: GAME,
          issue: draw.issue,
          bets: [bet(SURE_SIDE)],
          chase: { draws: 3, multipliers: [1, 2, 4], stopOnWin },
        }),
      );
    const stopping = await chase(true);
    const going = await chase(false);
    // 2 units × 2.00 × (1 + 2 + 4), each.
    expect([stopping.stake, going.stake]).toEqual([28, 28]);
    expect(stopping.bets.map((b) => [b.issue, b.multiplier, b.chase?.index])).toEqual([
      [draw.issue, 1, 1],
      [stopping.bets[1]?.issue, 2, 2],
      [stopping.bets[2]?.issue, 4, 3],
    ]);
    expect(await mainMinor(t, p.id)).toBe(10_000n - 5_600n);
    await drawAndSettle(draw.drawAt);
    const after = await myBets(p);
    const of = (orderId: number) => after.filter((b) => b.orderId === orderId).map((b) => b.state);
    expect(of(stopping.orderId).sort()).toEqual(['CANCELLED', 'CANCELLED', 'WON']);
    expect(of(going.orderId).sort()).toEqual(['OPEN', 'OPEN', 'WON']);
    // Each chase's first draw won 3.92 (one side of two at 2.00); the stopped one got its
    // later stakes back: 8.00 + 16.00.
    const won = 2n * ((PRIZE.side * 200n) / 200n);
    expect(await mainMinor(t, p.id)).toBe(10_000n - 5_600n + won + 2_400n);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('cancels an open bet before its cut-off and only the player’s own', async () => {
    const p = await funded(10_000n);
    const other = await funded(10_000n);
    const draw = await openDraw();
    const placed = okValue(
      placeLotteryBets,
      await place(p, { gameCode: GAME, issue: draw.issue, bets: [bet(SURE_SIDE)] }),
    );
    const id = placed.bets[0]?.id;
    const theirs = await call(t.app, cancelLotteryBets, { betId: id }, other.as());
    expect(theirs.statusCode).toBe(404);
    const neither = await call(t.app, cancelLotteryBets, {}, p.as());
    expect(neither.statusCode).toBe(400);
    const mine = okValue(
      cancelLotteryBets,
      await call(t.app, cancelLotteryBets, { betId: id }, p.as()),
    );
    expect(mine).toEqual({ cancelled: 1, refunded: 4, balance: 100 });
    const again = await call(t.app, cancelLotteryBets, { betId: id }, p.as());
    expect([again.statusCode, again.json().code]).toEqual([409, 'ORDER_STATE']);
    expect(await mainMinor(t, p.id)).toBe(10_000n);
    // Past the cut-off the bet stays.
    const late = okValue(
      placeLotteryBets,
      await place(p, { gameCode: GAME, issue: draw.issue, bets: [bet(SURE_SIDE)] }),
    );
    await t.database.db.execute(
      sql`UPDATE lottery_draws SET closes_at = now() - interval '1 second'
        WHERE game_code = ${GAME} AND issue = ${draw.issue}`,
    );
    const closed = await call(t.app, cancelLotteryBets, { betId: late.bets[0]?.id }, p.as());
    expect([closed.statusCode, closed.json().code]).toEqual([409, 'BETTING_CLOSED']);
  });

  it('settles a draw stopped mid-way, and on two settlers at once, paying each bet once', async () => {
    const players = await Promise.all([funded(10_000n), funded(10_000n), funded(10_000n)]);
    const draw = await openDraw('SSC_3M');
    for (const p of players) {
      for (let i = 0; i < 3; i++) {
        expect(
          (await place(p, { gameCode: 'SSC_3M', issue: draw.issue, bets: [bet(SURE_SIDE)] }))
            .statusCode,
        ).toBe(200);
      }
    }
    await t.database.db.execute(
      sql`UPDATE lottery_draws SET draw_at = now() - interval '1 second',
          closes_at = now() - interval '2 seconds'
        WHERE game_code = 'SSC_3M' AND issue = ${draw.issue}`,
    );
    await drawDue(t.database.db, new Date());
    const id = await drawId(draw.issue, 'SSC_3M');
    // Stopped after its first chunk of 2 bets: as a crash would leave it.
    expect(await settleDraw(t.database.db, id, new Date(), { chunk: 2, chunks: 1, lanes: 1 })).toBe(
      2,
    );
    await Promise.all([
      settleDraw(t.database.db, id, new Date(), { chunk: 2 }),
      settleDrawn(t.database.db),
    ]);
    const states = rowsOf<{ state: string; n: unknown }>(
      await t.database.db.execute(
        sql`SELECT state, count(*) AS n FROM lottery_bets WHERE draw_id = ${id} GROUP BY state`,
      ),
    );
    expect(states.map((r) => [r.state, Number(r.n)])).toEqual([['WON', 9]]);
    const paid = (PRIZE.side * 200n) / 200n;
    for (const p of players) expect(await mainMinor(t, p.id)).toBe(10_000n - 3n * 400n + 3n * paid);
    // Each player's settled bets counted once in their day's figures (what rewards accrue from).
    const figures = rowsOf<{ member_id: unknown; bets: unknown; valid_bet: unknown; won: unknown }>(
      await t.database.db.execute(sql`SELECT member_id, sum(bets) AS bets,
          sum(valid_bet) AS valid_bet, sum(won) AS won
        FROM settled_bet_days WHERE member_id IN (${sql.join(
          players.map((p) => sql`${p.id}`),
          sql`, `,
        )}) GROUP BY member_id`),
    );
    expect(figures.map((f) => [Number(f.bets), Number(f.valid_bet), Number(f.won)])).toEqual(
      players.map(() => [3, 3 * 400, 3 * Number(paid)]),
    );
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true, problems: [] });
  });
});
