import { LIVE_TABLE_PATH, LiveTableEvent, liveTableBet, liveTableState } from '@gamehall/contract';
import { dealLive, settleLiveBets, sicboEngine } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { startLiveRunner } from '../../src/modules/live/runner.ts';
import { type LiveTable, liveTableOf } from '../../src/modules/live/tables.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { throwawayPostgres } from '../helpers/database.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { mainMinor, requestId } from '../helpers/money.ts';

/**
 * A live table on real timers and WebSockets on real ports: on PostgreSQL two instances
 * share one database, each with its own runner and its own watcher, and must show the
 * same rounds; on the embedded database there is one instance.
 */
const table: LiveTable = {
  ...(liveTableOf('sicbo') as LiveTable),
  bettingMs: 1_500,
  resultMs: 300,
};

interface Instance {
  url: string;
  stop: () => Promise<void>;
}

let t: TestApp;
let second: { app: FastifyInstance; database: Database } | null = null;
let drop: (() => Promise<void>) | null = null;
const instances: Instance[] = [];

async function serve(app: FastifyInstance): Promise<Instance> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `ws://127.0.0.1:${port}${LIVE_TABLE_PATH}?table=sicbo`,
    stop: startLiveRunner(app, [table]),
  };
}

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    const scratch = await throwawayPostgres(url);
    drop = scratch.drop;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'loopback' });
    const open = () => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
    const one = await open();
    const oneApp = await buildApp({ config, database: one });
    t = { app: oneApp, database: one, close: async () => {} };
    await oneApp.ready();
    const two = await open();
    second = { app: await buildApp({ config, database: two }), database: two };
    instances.push(await serve(oneApp), await serve(second.app));
  } else {
    t = await buildTestApp();
    instances.push(await serve(t.app));
  }
});

afterAll(async () => {
  for (const i of instances) await i.stop();
  if (second) {
    for (const { app, database } of [t, second]) {
      await app.close();
      await database.close();
    }
    await drop?.();
  } else await t.close();
});

/** A socket's events as they arrive, and a way to wait for one. */
function watch(url: string) {
  const events: LiveTableEvent[] = [];
  const socket = new WebSocket(url);
  socket.on('message', (data) => events.push(LiveTableEvent.parse(JSON.parse(String(data)))));
  const next = async (pred: (e: LiveTableEvent) => boolean, ms = 15_000) => {
    const until = Date.now() + ms;
    for (;;) {
      const found = events.find(pred);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no such event in ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { events, next, close: () => socket.close() };
}

describe('a live table, live', () => {
  it('every watcher sees the same rounds and the bets coming in; a dealt round pays once', async () => {
    const watchers = instances.map((i) => watch(i.url));
    try {
      for (const w of watchers) await w.next((e) => e.type === 'snapshot');
      const { p, opened } = await inHousePlayer(t, 'sicbo', 100_000n);
      const s = opened.sessionId;
      // Bet on the next round that opens while we watch, early in its window.
      const [first] = watchers;
      const opening = (await first?.next(
        (e) => e.type === 'round' && e.round.phase === 'BETTING',
      )) as Extract<LiveTableEvent, { type: 'round' }>;
      const roundId = opening.round.id;
      const chips = [
        { spot: 'big', stake: 10 },
        { spot: 'single:6', stake: 5 },
      ];
      const placed = okValue(
        liveTableBet,
        await call(t.app, liveTableBet, { sessionId: s, bets: chips, requestId: requestId() }),
      );
      expect(placed.slip.roundId).toBe(roundId);
      for (const w of watchers) {
        const totals = await w.next((e) => e.type === 'totals' && e.totals.roundId === roundId);
        expect(totals).toMatchObject({ totals: { players: 1, spots: { big: 10, 'single:6': 5 } } });
      }
      const dealt = (await Promise.all(
        watchers.map((w) =>
          w.next(
            (e) => e.type === 'round' && e.round.id === roundId && e.round.phase === 'SETTLED',
          ),
        ),
      )) as Extract<LiveTableEvent, { type: 'round' }>[];
      // Every watcher saw the same result, and it is the engine's deal of the revealed seed.
      const [shown] = dealt;
      for (const d of dealt) expect(d.round).toEqual(shown?.round);
      const outcome = dealLive(sicboEngine, {
        serverSeed: shown?.round.serverSeed ?? '',
        clientSeed: 'sicbo',
        nonce: shown?.round.nonce ?? -1,
      });
      expect(shown?.round.outcome).toEqual(outcome);
      const won = settleLiveBets(
        sicboEngine,
        chips.map((c) => ({ spot: c.spot, stake: BigInt(c.stake * 100) })),
        outcome,
      ).reduce((sum, r) => sum + r.win, 0n);
      // The runners pay the seat once, whichever ticks first.
      const until = Date.now() + 10_000;
      while ((await mainMinor(t, p.id)) !== 100_000n - 1_500n + won && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await mainMinor(t, p.id)).toBe(100_000n - 1_500n + won);
      const state = okValue(liveTableState, await call(t.app, liveTableState, { sessionId: s }));
      expect(state.history.some((r) => r.id === roundId)).toBe(true);
      // Each round was dealt once: one BETTING round at a time, ids in order.
      const rounds = rowsOf<{ phase: string }>(
        await t.database.db.execute(sql`SELECT phase FROM live_rounds WHERE table_id = 'sicbo'
          AND phase = 'BETTING'`),
      );
      expect(rounds.length).toBeLessThanOrEqual(1);
      expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
    } finally {
      for (const w of watchers) w.close();
    }
  }, 30_000);

  it('refuses a socket for a table that does not exist', async () => {
    const [first] = instances;
    const socket = new WebSocket(`${first?.url.split('?')[0]}?table=nope`);
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(1008);
  });
});
