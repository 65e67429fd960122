import { randomBytes } from 'node:crypto';
import {
  CRASH_LIVE_PATH,
  CrashEvent,
  crashBet,
  crashCashout,
  crashState,
} from '@gamehall/contract';
import { crashChain, crashPoint } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../src/db/client.ts';
import { SOCKETS_PER_IP, socketRegistry } from '../../src/lib/live-sockets.ts';
import { startCrashRunner } from '../../src/modules/crash/runner.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { call } from '../helpers/accounts.ts';
import { type Instance, liveInstancesForThisFile, watchSocket } from '../helpers/instances.ts';
import { mainMinor, requestId } from '../helpers/money.ts';
import { crashPlayer } from './crash-player.ts';

/**
 * The crash round live: runners on real timers, WebSockets on real ports. On PostgreSQL
 * two instances share one database, each with its own runner and its own watcher, and
 * must show the same rounds; on the embedded database there is one instance.
 */
const timing = { bettingMs: 1_500, pauseMs: 300, chainLength: 50 };
const ROUNDS = 4;

/**
 * A chain of its own whose first rounds crash between 1.10× and 1.35× (a few seconds
 * each, long enough to cash out): the real chain's rounds may run for minutes.
 */
async function shortRoundsChain(database: Database) {
  for (;;) {
    const secret = randomBytes(32).toString('hex');
    const salt = randomBytes(16).toString('hex');
    const { terminating, rounds } = crashChain(secret, timing.chainLength);
    const points = rounds.slice(0, ROUNDS).map((h) => crashPoint(h, salt));
    if (points.every((x) => x >= 1.1 && x <= 1.35)) {
      await database.db.execute(sql`INSERT INTO crash_chains (secret, terminating_hash, salt, length)
        VALUES (${secret}, ${terminating}, ${salt}, ${timing.chainLength})`);
      return;
    }
  }
}

const env = liveInstancesForThisFile(
  CRASH_LIVE_PATH,
  (app) => startCrashRunner(app, timing),
  shortRoundsChain,
);
const watch = (url: string) => watchSocket(url, (json) => CrashEvent.parse(json));

const roundIs = (phase: string, id?: number) => (e: CrashEvent) =>
  e.type === 'round' && e.round.phase === phase && (id === undefined || e.round.id === id);

describe('the crash round, live', () => {
  it('every watcher sees the same rounds; a bet and a cash-out show everywhere and pay once', async () => {
    const watchers = env.instances.map((i) => watch(i.url));
    try {
      for (const w of watchers)
        expect((await w.next((e) => e.type === 'snapshot')).type).toBe('snapshot');
      const { p, opened } = await crashPlayer(env.t, 100_000n);
      // The bet goes through the first instance, the cash-out through the last.
      const [first] = env.instances;
      const last = env.instances.at(-1) as Instance;
      let cashedWin: number | null = null;
      let spent = 0;
      for (let attempt = 0; attempt < ROUNDS - 1 && cashedWin === null; attempt++) {
        const from = watchers[0]?.events.length ?? 0;
        const betting = await watchers[0]?.next(roundIs('BETTING'), from);
        if (betting?.type !== 'round') throw new Error('no round');
        const placed = await call(first?.app as FastifyInstance, crashBet, {
          sessionId: opened.sessionId,
          stake: 10,
          requestId: requestId(),
        });
        if (placed.statusCode !== 200) continue; // betting closed under a slow machine
        spent += 10;
        const roundId = betting.round.id;
        // Every watcher sees the bet, made on one instance.
        for (const w of watchers) await w.next((e) => e.type === 'bet' && e.roundId === roundId);
        await watchers[0]?.next(roundIs('RUNNING', roundId), from);
        const cashed = await call(last.app, crashCashout, { sessionId: opened.sessionId });
        if (cashed.statusCode === 200) {
          const value = (cashed.json() as { value: { bet: { win: number } } }).value;
          cashedWin = value.bet.win;
          for (const w of watchers) {
            await w.next(
              (e) => e.type === 'cashout' && e.roundId === roundId && e.player.win === cashedWin,
            );
          }
        }
        // The crash shows everywhere with its point and hash.
        for (const w of watchers) {
          const crashed = await w.next(roundIs('CRASHED', roundId), from);
          expect(crashed.type === 'round' && crashed.round.hash).toMatch(/^[0-9a-f]{64}$/);
        }
      }
      expect(cashedWin).not.toBeNull();
      expect(await mainMinor(env.t, p.id)).toBe(
        100_000n - BigInt(spent * 100) + BigInt(Math.round((cashedWin ?? 0) * 100)),
      );

      // The watchers saw the same rounds, with the same crash points, in the same order.
      const crashes = (w: ReturnType<typeof watch>) =>
        w.events.flatMap((e) =>
          e.type === 'round' && e.round.phase === 'CRASHED'
            ? [`${e.round.id}@${e.round.crashPoint}`]
            : [],
        );
      const seen = watchers.map(crashes);
      const common = (seen[0] ?? []).filter((c) => seen.every((s) => s.includes(c)));
      expect(common.length).toBeGreaterThan(0);
      for (const s of seen) expect(s.filter((c) => common.includes(c))).toEqual(common);

      const state = await call(last.app, crashState, { sessionId: opened.sessionId });
      expect(state.statusCode).toBe(200);
      expect(await checkLedger(env.t.database.db)).toMatchObject({ ok: true });
    } finally {
      for (const w of watchers) w.close();
    }
  }, 120_000);

  it('one address holds at most 20 sockets on an instance', async () => {
    const url = env.instances[0]?.url ?? '';
    const open = (): Promise<WebSocket> =>
      new Promise((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.once('message', () => resolve(socket));
        socket.once('error', reject);
      });
    const held = await Promise.all(Array.from({ length: SOCKETS_PER_IP }, open));
    const refused = new WebSocket(url);
    const code = await new Promise<number>((resolve) => refused.once('close', resolve));
    expect(code).toBe(1008);
    // One closed, one more may open.
    const closed = new Promise((resolve) => held[0]?.once('close', resolve));
    held[0]?.close();
    await closed;
    await expect
      .poll(async () => {
        const again = await open().catch(() => null);
        again?.close();
        return again !== null;
      })
      .toBe(true);
    for (const socket of held) socket.close();
  });

  it('a page of another site cannot open the feed; the site’s own page can', async () => {
    const url = env.instances[0]?.url ?? '';
    const own = new URL(url);
    const status = (origin: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url, { headers: { origin } });
        socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.once('message', () => {
          socket.close();
          resolve(101);
        });
      });
    expect(await status('https://evil.example')).toBe(403);
    expect(await status('null')).toBe(403);
    expect(await status(`http://${own.host}`)).toBe(101);
  });

  it('an instance holds a bounded number of sockets in all (1013: come back later)', () => {
    const fanOut = socketRegistry({ perInstance: 2 });
    const closed: number[] = [];
    const fake = () =>
      ({ close: (code: number) => closed.push(code), on: () => {} }) as unknown as WebSocket;
    expect(fanOut.add(fake(), '10.1.0.1')).toBe(true);
    expect(fanOut.add(fake(), '10.1.0.2')).toBe(true);
    expect(fanOut.add(fake(), '10.1.0.3')).toBe(false);
    expect(closed).toEqual([1013]);
  });
});
