import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { cashOutLeavingSeats } from '../../src/modules/pvp/sit.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { mainMinor, requestId } from '../helpers/money.ts';
import { houseTake, roomCalls, runClockOut, stepNow } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FUNDS = 500_000n;

/** Two players of one zha jin hua game, seated at one table of its beginner room. */
async function twoSeated() {
  const players = [];
  for (let i = 0; i < 2; i++) {
    const { p, opened } = await inHousePlayer(t, 'zhajinhua', FUNDS);
    const room = roomCalls(t, opened.sessionId);
    const { room: info } = await room.state();
    expect((await room.sit(info.minBuyIn)).statusCode).toBe(200);
    players.push({ p, room, info });
  }
  const table = (await players[0]?.room.state())?.table;
  if (!table) throw new Error('not seated');
  return { players, table };
}

const errorCode = (res: { body: string }) => (JSON.parse(res.body) as { code: string }).code;

describe('PVP rooms: seats', () => {
  it('sits with a buy-in from the wallet, once per request, one seat per room', async () => {
    const { p, opened } = await inHousePlayer(t, 'zhajinhua', FUNDS);
    const room = roomCalls(t, opened.sessionId);
    const before = await room.state();
    expect(before).toMatchObject({ table: null, mySeat: null, hand: null });
    const { minBuyIn, maxBuyIn, stake, engine } = before.room;
    expect(engine).toBe('zhajinhua');
    expect(minBuyIn).toBe(stake * 20);
    expect(maxBuyIn).toBe(stake * 100);

    const low = await room.sit(minBuyIn - 0.01);
    expect([low.statusCode, errorCode(low)]).toEqual([400, 'AMOUNT_OUT_OF_RANGE']);
    expect(await mainMinor(t, p.id)).toBe(FUNDS);

    const id = requestId();
    const [a, b] = [await room.sit(minBuyIn, id), await room.sit(minBuyIn, id)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(JSON.parse(a.body).value.seat).toBe(JSON.parse(b.body).value.seat);
    expect(await mainMinor(t, p.id)).toBe(FUNDS - BigInt(Math.round(minBuyIn * 100)));

    const again = await room.sit(minBuyIn);
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'PVP_ALREADY_SEATED']);
    const conflict = await room.sit(maxBuyIn, id);
    expect(conflict.statusCode).toBe(409);

    const after = await room.state();
    expect(after.mySeat).not.toBeNull();
    expect(after.seats.find((s) => s.mine)).toMatchObject({ stack: minBuyIn, away: false });
    expect((await room.leave()).statusCode).toBe(200);
    expect(await mainMinor(t, p.id)).toBe(FUNDS);
  });

  it('refuses a buy-in the wallet cannot cover and moves nothing', async () => {
    const { p, opened } = await inHousePlayer(t, 'zhajinhua', 100n);
    const room = roomCalls(t, opened.sessionId);
    const { room: info } = await room.state();
    const res = await room.sit(info.minBuyIn);
    expect([res.statusCode, errorCode(res)]).toEqual([409, 'WALLET_INSUFFICIENT_FUNDS']);
    expect(await mainMinor(t, p.id)).toBe(100n);
    expect((await room.state()).mySeat).toBeNull();
    const leave = await room.leave();
    expect([leave.statusCode, errorCode(leave)]).toEqual([409, 'PVP_NOT_SEATED']);
  });
});

describe('PVP rooms: a hand of zha jin hua', () => {
  it('is dealt by the table’s step, refuses a turn out of order, and moves the pot less the rake', async () => {
    const { players, table } = await twoSeated();
    const [one, two] = players;
    if (!one || !two) throw new Error('two players');
    const { hand } = await stepNow(t, table);
    expect(hand?.over).toBe(false);

    const views = await Promise.all(players.map((x) => x.room.state()));
    const handView = views[0]?.hand;
    if (!handView) throw new Error('no hand');
    expect(handView.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(handView.serverSeed).toBeNull();
    const turn = handView.toAct[0]?.seat;
    const mover = views[0]?.mySeat === turn ? one : two;
    const waiter = mover === one ? two : one;

    const early = await waiter.room.act(handView.id, 'call');
    expect([early.statusCode, errorCode(early)]).toEqual([409, 'PVP_NOT_YOUR_TURN']);
    const show = await mover.room.act(handView.id, 'show');
    expect([show.statusCode, errorCode(show)]).toEqual([409, 'PVP_ACTION_NOT_ALLOWED']);

    // The first to act calls blind (one boot more); the other folds: the pot is three boots.
    const id = requestId();
    expect((await mover.room.act(handView.id, 'call', undefined, id)).statusCode).toBe(200);
    expect((await mover.room.act(handView.id, 'call', undefined, id)).statusCode).toBe(200);
    expect((await waiter.room.act(handView.id, 'fold')).statusCode).toBe(200);

    const boot = BigInt(Math.round(one.info.stake * 100));
    const pot = boot * 3n;
    const rake = (pot * 500n) / 10_000n;
    const [over] = rowsOf<{ over: boolean; rake: string }>(
      await t.database.db.execute(sql`SELECT over, rake::text FROM pvp_hands
        WHERE id = ${handView.id}`),
    );
    expect(over).toEqual({ over: true, rake: rake.toString() });
    const last = (await mover.room.state()).lastHand;
    expect(last?.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(last?.result).toMatchObject({ rake: Number(rake) / 100 });

    // Both stand up: what they leave with is their buy-ins moved by the hand.
    for (const x of players) expect((await x.room.leave()).statusCode).toBe(200);
    const buyIn = BigInt(Math.round(one.info.minBuyIn * 100));
    expect(await mainMinor(t, mover.p.id)).toBe(FUNDS + boot - rake);
    expect(await mainMinor(t, waiter.p.id)).toBe(FUNDS - boot);
    expect(await houseTake(t, [one.p.id, two.p.id])).toBe(rake);
    expect(buyIn).toBeGreaterThan(pot);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('folds a player whose turn runs out, stands them up after two, and pays them back', async () => {
    const { players, table } = await twoSeated();
    const missedOf = async (memberId: number) => {
      const [row] = rowsOf<{ missed: number; status: string }>(
        await t.database.db.execute(sql`SELECT missed, status FROM pvp_seats
          WHERE member_id = ${memberId} ORDER BY id DESC LIMIT 1`),
      );
      return row;
    };
    for (let hand = 0; hand < 2; hand++) {
      await stepNow(t, table);
      // Nobody acts: the timer folds whoever's turn it is, and the other wins.
      const { hand: after } = await runClockOut(t, table);
      expect(after?.over).toBe(true);
    }
    const misses = await Promise.all(players.map((x) => missedOf(x.p.id)));
    expect(misses.map((m) => m?.missed).sort()).toEqual([1, 1]);

    // A third hand folded by the timer: that seat has missed two in a row and is stood up.
    await stepNow(t, table);
    await runClockOut(t, table);
    await stepNow(t, table);
    // Until paid back, the seat shows as leaving, and as away (it missed its turns).
    const views = await Promise.all(players.map(async (x) => (await x.room.state()).seats));
    const seen = views.find((v) => v.length === 2) ?? [];
    expect(seen.filter((s) => s.leaving).map((s) => s.away)).toEqual([true]);
    await cashOutLeavingSeats(t.app, table);
    const statuses = await Promise.all(players.map((x) => missedOf(x.p.id)));
    expect(statuses.map((s) => s?.status)).toContain('LEFT');
    const gone = players.find((_, i) => statuses[i]?.status === 'LEFT');
    const [paid] = rowsOf<{ paid_out: string; stack: string }>(
      await t.database.db.execute(sql`SELECT paid_out, stack FROM pvp_seats
        WHERE member_id = ${gone?.p.id} ORDER BY id DESC LIMIT 1`),
    );
    expect(paid?.paid_out).toBe(paid?.stack);
    for (const x of players) await x.room.leave();
    await cashOutLeavingSeats(t.app, table);
    const total = (await Promise.all(players.map((x) => mainMinor(t, x.p.id)))).reduce(
      (a, b) => a + b,
      0n,
    );
    expect(total).toBe(
      2n * FUNDS -
        (await houseTake(
          t,
          players.map((x) => x.p.id),
        )),
    );
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });
});
