import {
  PVP_ROOM_PATH,
  PvpRoomEvent,
  pvpAct,
  pvpLeave,
  pvpRoomState,
  pvpSit,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { startPvpRunner } from '../../src/modules/pvp/runner.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { liveInstancesForThisFile, watchSocket } from '../helpers/instances.ts';
import { mainMinor, requestId } from '../helpers/money.ts';
import { houseTake } from './tables.ts';

/**
 * Four bots play a hand of hold'em over WebSockets on real ports: on PostgreSQL two
 * instances share one database, each with its own runner, and the bots alternate between
 * them; on the embedded database there is one instance. One bot drops its socket after
 * its first action and never acts again: the timer folds it when it faces a bet.
 */
const runners: (() => void)[] = [];
const env = liveInstancesForThisFile(PVP_ROOM_PATH, (app) => {
  let stop: (() => Promise<void>) | null = null;
  runners.push(() => {
    stop = startPvpRunner(app);
  });
  return async () => {
    await stop?.();
  };
});

const FUNDS = 1_000_000n;
const roomId = 'beginner';

type State = ReturnType<typeof okValue<typeof pvpRoomState>>;

function bot(app: FastifyInstance, sessionId: string) {
  const state = async (): Promise<State> =>
    okValue(pvpRoomState, await call(app, pvpRoomState, { sessionId, roomId }));
  const act = async (handId: number, action: string, amount?: number) =>
    okValue(
      pvpAct,
      await call(app, pvpAct, {
        sessionId,
        roomId,
        handId,
        action,
        ...(amount === undefined ? {} : { amount }),
        requestId: requestId(),
      }),
    );
  return { app, sessionId, state, act };
}

describe('a PVP hand with four bots on two instances', () => {
  it('plays to the end; the timer folds the bot that left; pots and rake match the ledger', async () => {
    const db = env.t.database.db;
    const players = [];
    for (let i = 0; i < 4; i++) {
      const { p, opened } = await inHousePlayer(env.t, 'holdem', FUNDS);
      const instance = env.instances[i % env.instances.length];
      if (!instance) throw new Error('no instance');
      players.push({ p, b: bot(instance.app, opened.sessionId), url: instance.url });
    }
    const [first, , , leaver] = players;
    if (!first || !leaver) throw new Error('four bots');
    const { room } = await first.b.state();
    for (const { b } of players) {
      okValue(
        pvpSit,
        await call(b.app, pvpSit, {
          sessionId: b.sessionId,
          roomId,
          buyIn: room.minBuyIn,
          requestId: requestId(),
        }),
      );
    }
    const table = (await first.b.state()).table;
    expect(table).not.toBeNull();
    const sockets = players.map(({ url }) =>
      watchSocket(`${url}?table=${encodeURIComponent(String(table))}`, (json) =>
        PvpRoomEvent.parse(json),
      ),
    );
    // Each socket says hello once it is watching: then the runners may deal.
    for (const s of sockets) await s.next(() => true);
    for (const start of runners) start();

    // The hand comes to every bot's socket, whichever instance dealt it.
    for (const s of sockets) await s.next((e) => e.handId !== null, 1, 15_000);
    const dealt = (await first.b.state()).hand;
    if (!dealt) throw new Error('no hand dealt');
    expect(dealt.view).toMatchObject({ street: 'preflop' });
    const handId = dealt.id;
    let leaverActed = false;
    const bigBlind = room.stake;

    for (let moves = 0; moves < 60; moves++) {
      const now = await first.b.state();
      const hand = now.hand?.id === handId ? now.hand : null;
      if (!hand) break;
      const turn = hand.toAct[0];
      if (!turn) break;
      const mover = (
        await Promise.all(players.map(async (x) => ({ x, seat: (await x.b.state()).mySeat })))
      ).find((m) => m.seat === turn.seat)?.x;
      if (!mover) throw new Error(`nobody sits at seat ${turn.seat}`);
      if (mover === leaver && leaverActed) {
        // Gone: nobody acts for it; the clock runs out and a runner plays its default.
        await db.execute(sql`UPDATE pvp_hands SET turn_ends_at = now() - interval '1 second'
          WHERE id = ${handId} AND NOT over`);
        const until = Date.now() + 5_000;
        while (Date.now() < until) {
          const again = (await first.b.state()).hand;
          if (again?.id !== handId || again.toAct[0]?.seat !== turn.seat) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        continue;
      }
      const types = turn.actions.map((a) => a.type);
      const street = (hand.view as { street: string }).street;
      // Someone bets the flop so that the bot that left faces a bet.
      const action =
        street === 'flop' && types.includes('bet')
          ? { type: 'bet', amount: turn.actions.find((a) => a.type === 'bet')?.min }
          : types.includes('check')
            ? { type: 'check' }
            : { type: 'call' };
      await mover.b.act(handId, action.type, action.amount);
      if (mover === leaver) {
        leaverActed = true;
        sockets[3]?.close();
      }
    }

    const [row] = rowsOf<{ over: boolean; result: string; rake: string }>(
      await db.execute(sql`SELECT over, result, rake::text FROM pvp_hands WHERE id = ${handId}`),
    );
    expect(row?.over).toBe(true);
    const last = (await first.b.state()).lastHand;
    if (!last) throw new Error('no last hand');
    const result = last.result as {
      seats: { seat: number; committed: number; won: number }[];
      rake: number;
    };
    const committed = result.seats.reduce((a, s) => a + s.committed, 0);
    const won = result.seats.reduce((a, s) => a + s.won, 0);
    expect(Math.round((committed - won - result.rake) * 100)).toBe(0);
    const leaverSeat = (await leaver.b.state()).mySeat;
    const lastActions = (last.view as { seats: { seat: number; lastAction: unknown }[] }).seats;
    expect(JSON.stringify(lastActions.find((s) => s.seat === leaverSeat))).toMatch(/fold/);
    expect(result.seats.find((s) => s.seat === leaverSeat)).toMatchObject({
      committed: bigBlind,
      won: 0,
    });

    // Everyone stands up (before the next hand) and is paid back; the house has the rake.
    for (const { b } of players) {
      okValue(pvpLeave, await call(b.app, pvpLeave, { sessionId: b.sessionId, roomId }));
    }
    const until = Date.now() + 10_000;
    const ids = players.map((x) => x.p.id);
    let open = 1;
    while (open > 0 && Date.now() < until) {
      const [left] = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM pvp_seats
          WHERE table_id = ${table} AND status <> 'LEFT'`),
      );
      open = left?.n ?? 0;
      if (open > 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(open).toBe(0);
    const [hands] = rowsOf<{ rake: string }>(
      await db.execute(sql`SELECT coalesce(sum(rake), 0)::text AS rake FROM pvp_hands
        WHERE table_id = ${table}`),
    );
    expect(await houseTake(env.t, ids)).toBe(BigInt(hands?.rake ?? -1));
    const balances = await Promise.all(ids.map((id) => mainMinor(env.t, id)));
    expect(balances.reduce((a, b) => a + b, 0n)).toBe(4n * FUNDS - BigInt(hands?.rake ?? 0));
    expect(await checkLedger(db)).toMatchObject({ ok: true });
    for (const s of sockets) s.close();
  }, 60_000);
});
