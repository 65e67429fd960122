import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { mainMinor } from '../helpers/money.ts';
import { roomCalls, stepNow } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FUNDS = 1_000_000n;
const errorCode = (res: { body: string }) => (JSON.parse(res.body) as { code: string }).code;

describe('PVP rooms: niu niu with banker grab', () => {
  it('takes grabs and bets as multiples, settles against the banker, and pays back', async () => {
    const players = [];
    for (let i = 0; i < 3; i++) {
      const { p, opened } = await inHousePlayer(t, 'niuniu-grab', FUNDS);
      const room = roomCalls(t, opened.sessionId);
      const { room: info } = await room.state();
      expect((await room.sit(info.minBuyIn)).statusCode).toBe(200);
      players.push({ p, room });
    }
    const [first] = players;
    const table = (await first?.room.state())?.table;
    if (!first || !table) throw new Error('not seated');
    await stepNow(t, table);
    const hand = (await first.room.state()).hand;
    if (!hand) throw new Error('no hand');
    // Everyone chooses at once: a grab spec per multiple, amounts as plain multiples.
    expect(hand.toAct).toHaveLength(3);
    expect(hand.toAct[0]?.actions.map((a) => [a.type, a.min, a.max])).toEqual([['grab', 0, 4]]);
    const bad = await first.room.act(hand.id, 'grab', 7);
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'AMOUNT_OUT_OF_RANGE']);
    const half = await first.room.act(hand.id, 'grab', 1.5);
    expect([half.statusCode, errorCode(half)]).toEqual([400, 'AMOUNT_OUT_OF_RANGE']);

    // Grabs of 3, 1, 0: the first seat banks at ×3; the others bet ×2 and ×5.
    const grabs = [3, 1, 0];
    for (const [i, x] of players.entries()) {
      expect((await x.room.act(hand.id, 'grab', grabs[i])).statusCode).toBe(200);
    }
    const betting = (await first.room.state()).hand;
    const view = betting?.view as { phase: string; banker: number; bankerMultiple: number };
    expect(view).toMatchObject({ phase: 'bet', bankerMultiple: 3 });
    expect(view.banker).toBe((await first.room.state()).mySeat);
    const again = await first.room.act(hand.id, 'bet', 1);
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'PVP_NOT_YOUR_TURN']);
    const bets = [2, 5];
    for (const [i, x] of players.slice(1).entries()) {
      expect((await x.room.act(hand.id, 'bet', bets[i])).statusCode).toBe(200);
    }

    const last = (await first.room.state()).lastHand;
    expect(last?.over).toBe(true);
    const result = last?.result as {
      seats: { seat: number; committed: number; won: number }[];
      rake: number;
    };
    const net = (seat: number) => {
      const s = result.seats.find((x) => x.seat === seat);
      return Math.round(((s?.won ?? 0) - (s?.committed ?? 0)) * 100);
    };
    const seats = await Promise.all(players.map(async (x) => (await x.room.state()).mySeat ?? -1));
    // The banker's result is the others' mirror, less the rake of each transfer.
    const total = seats.reduce((a, s) => a + net(s), 0);
    expect(total).toBe(-Math.round(result.rake * 100));

    for (const x of players) expect((await x.room.leave()).statusCode).toBe(200);
    for (const [i, x] of players.entries()) {
      expect(await mainMinor(t, x.p.id)).toBe(FUNDS + BigInt(net(seats[i] ?? -1)));
    }
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });
});
