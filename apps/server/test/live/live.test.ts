import { LIVE_TABLE_PATH, LiveTableEvent, liveTableBet, liveTableState } from '@gamehall/contract';
import { dealLive, settleLiveBets, sicboEngine } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { startLiveRunner } from '../../src/modules/live/runner.ts';
import { type LiveTable, liveTableOf } from '../../src/modules/live/tables.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { liveInstancesForThisFile, watchSocket } from '../helpers/instances.ts';
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

const env = liveInstancesForThisFile(`${LIVE_TABLE_PATH}?table=sicbo`, (app) =>
  startLiveRunner(app, [table]),
);
const watch = (url: string) => watchSocket(url, (json) => LiveTableEvent.parse(json));

describe('a live table, live', () => {
  it('every watcher sees the same rounds and the bets coming in; a dealt round pays once', async () => {
    const watchers = env.instances.map((i) => watch(i.url));
    try {
      for (const w of watchers) await w.next((e) => e.type === 'snapshot');
      const { p, opened } = await inHousePlayer(env.t, 'sicbo', 100_000n);
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
        await call(env.t.app, liveTableBet, { sessionId: s, bets: chips, requestId: requestId() }),
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
      while ((await mainMinor(env.t, p.id)) !== 100_000n - 1_500n + won && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await mainMinor(env.t, p.id)).toBe(100_000n - 1_500n + won);
      const state = okValue(
        liveTableState,
        await call(env.t.app, liveTableState, { sessionId: s }),
      );
      expect(state.history.some((r) => r.id === roundId)).toBe(true);
      // Each round was dealt once: one BETTING round at a time, ids in order.
      const rounds = rowsOf<{ phase: string }>(
        await env.t.database.db.execute(sql`SELECT phase FROM live_rounds WHERE table_id = 'sicbo'
          AND phase = 'BETTING'`),
      );
      expect(rounds.length).toBeLessThanOrEqual(1);
      expect(await checkLedger(env.t.database.db)).toMatchObject({ ok: true });
    } finally {
      for (const w of watchers) w.close();
    }
  }, 30_000);

  it('refuses a socket for a table that does not exist', async () => {
    const [first] = env.instances;
    const socket = new WebSocket(`${first?.url.split('?')[0]}?table=nope`);
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(1008);
  });
});
