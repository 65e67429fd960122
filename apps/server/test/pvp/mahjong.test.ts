import { decodePvpState, type MahjongState, mahjongEngine } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { mainMinor } from '../helpers/money.ts';
import { roomCalls, runClockOut, stepNow } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FUNDS = 1_000_000n;

/** The hand's engine state as the database holds it. */
async function stateOf(handId: number): Promise<MahjongState> {
  const [row] = rowsOf<{ state: string }>(
    await t.database.db.execute(sql`SELECT state FROM pvp_hands WHERE id = ${handId}`),
  );
  if (!row) throw new Error(`no hand ${handId}`);
  return decodePvpState<MahjongState>(row.state);
}

interface MahjongFacts {
  phase: string;
  turn: number;
  button: number;
  wallCount: number;
  lastDiscard: { seat: number; tile: string } | null;
}

/** A discard by the turn seat that some other seat can claim, if there is one. */
function claimableDiscard(state: MahjongState): string | null {
  const options = mahjongEngine.toAct(state).get(state.turn) ?? [];
  for (const { type } of options) {
    if (!type.startsWith('discard:')) continue;
    const after = mahjongEngine.act(state, state.turn, { type });
    if (after.phase === 'claim') return type;
  }
  return null;
}

describe('PVP rooms: mahjong', () => {
  it('deals four seats, keeps claims private, times out, ends and pays back', async () => {
    const players = [];
    for (let i = 0; i < 4; i++) {
      const { p, opened } = await inHousePlayer(t, 'mahjong', FUNDS);
      const room = roomCalls(t, opened.sessionId);
      const { room: info } = await room.state();
      expect(info).toMatchObject({ engine: 'mahjong', seats: 4 });
      expect(info.minBuyIn).toBe(info.stake * 96);
      expect((await room.sit(info.minBuyIn)).statusCode).toBe(200);
      players.push({ p, room, funds: FUNDS });
      if (i === 2) {
        // Three seated: mahjong waits for the fourth.
        const table = (await room.state()).table;
        if (!table) throw new Error('not seated');
        await stepNow(t, table);
        expect((await room.state()).hand).toBeNull();
      }
    }
    const first = players[0];
    const table = (await first?.room.state())?.table;
    if (!first || !table) throw new Error('not seated');
    await stepNow(t, table);
    const bySeat = new Map<number, (typeof players)[number]>();
    for (const x of players) {
      const s = await x.room.state();
      expect(s.table).toBe(table);
      bySeat.set(s.mySeat ?? -1, x);
    }
    expect([...bySeat.keys()].sort()).toEqual([0, 1, 2, 3]);
    const seatRoom = (seat: number) => {
      const x = bySeat.get(seat);
      if (!x) throw new Error(`no player at ${seat}`);
      return x.room;
    };

    const hand = (await first.room.state()).hand;
    if (!hand) throw new Error('no hand');
    const dealer = (hand.view as unknown as MahjongFacts).button;
    // Only the dealer is told it may act; the others see whose turn it is in the view.
    for (const [seat, x] of [...bySeat]) {
      const h = (await x.room.state()).hand;
      expect((h?.view as unknown as MahjongFacts | undefined)?.turn).toBe(dealer);
      expect((h?.toAct ?? []).map((a) => a.seat)).toEqual(seat === dealer ? [dealer] : []);
    }

    // Turns by the seat to play (the dealer first) until a discard someone can claim.
    let state = await stateOf(hand.id);
    let claimed = false;
    for (let i = 0; i < 200 && state.phase === 'turn'; i++) {
      const pick = claimableDiscard(state);
      const type = pick ?? mahjongEngine.timeoutAction(state, state.turn).type;
      expect((await seatRoom(state.turn).act(hand.id, type)).statusCode).toBe(200);
      state = await stateOf(hand.id);
      if (pick) {
        claimed = true;
        break;
      }
    }
    expect(claimed).toBe(true);
    expect(state.phase).toBe('claim');
    const discarder = state.turn;
    const claimers = [...mahjongEngine.toAct(state).keys()];
    expect(claimers.length).toBeGreaterThan(0);
    for (const [seat, x] of [...bySeat]) {
      const h = (await x.room.state()).hand;
      const asked = h?.toAct ?? [];
      // Each seat sees its own claim, and never another's.
      expect(asked.map((a) => a.seat)).toEqual(claimers.includes(seat) ? [seat] : []);
      if (claimers.includes(seat)) {
        expect(asked[0]?.actions.map((a) => a.type)).toContain('pass');
      }
    }
    // A seat not asked cannot claim.
    const outsider = [0, 1, 2, 3].find((s) => s !== discarder && !claimers.includes(s));
    if (outsider !== undefined) {
      expect((await seatRoom(outsider).act(hand.id, 'pass')).statusCode).toBe(409);
    }
    // All pass: the next seat draws and plays.
    const wallBefore = state.wall.length;
    for (const seat of claimers) {
      expect((await seatRoom(seat).act(hand.id, 'pass')).statusCode).toBe(200);
    }
    state = await stateOf(hand.id);
    expect(state.phase).toBe('turn');
    expect(state.turn).toBe(state.order[(state.order.indexOf(discarder) + 1) % 4]);
    expect(state.wall.length).toBe(wallBefore - 1);

    // The clock runs out: the turn seat discards the tile it drew.
    const expected = mahjongEngine.timeoutAction(state, state.turn).type;
    const timedOut = state.turn;
    await runClockOut(t, table);
    state = await stateOf(hand.id);
    expect(state.lastDiscard).toEqual({ seat: timedOut, tile: expected.split(':')[1] });
    const facts = (await first.room.state()).hand?.view as unknown as MahjongFacts | undefined;
    expect(facts?.lastDiscard).toEqual({ seat: timedOut, tile: expected.split(':')[1] });

    // The rest by the players themselves: a win when one is offered, else the default.
    for (let i = 0; i < 1000 && state.phase !== 'over'; i++) {
      const [seat, specs] = [...mahjongEngine.toAct(state)][0] ?? [];
      if (seat === undefined || !specs) break;
      const hu = specs.some((s) => s.type === 'hu');
      const type = hu ? 'hu' : mahjongEngine.timeoutAction(state, seat).type;
      expect((await seatRoom(seat).act(hand.id, type)).statusCode).toBe(200);
      state = await stateOf(hand.id);
    }
    expect(state.phase).toBe('over');

    const last = (await first.room.state()).lastHand;
    expect(last?.over).toBe(true);
    expect(last?.toAct).toEqual([]);
    const result = last?.result as {
      seats: { seat: number; committed: number; won: number }[];
      rake: number;
    };
    expect(result.seats).toHaveLength(4);
    const net = (seat: number) => {
      const s = result.seats.find((x) => x.seat === seat);
      return Math.round(((s?.won ?? 0) - (s?.committed ?? 0)) * 100);
    };
    const total = [0, 1, 2, 3].reduce((a, s) => a + net(s), 0);
    expect(total + Math.round(result.rake * 100)).toBe(0);

    for (const x of players) expect((await x.room.leave()).statusCode).toBe(200);
    for (const [seat, x] of bySeat) {
      expect(await mainMinor(t, x.p.id)).toBe(FUNDS + BigInt(net(seat)));
    }
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });
});
