import type { LiveTableEvent } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Queryable } from '../../db/client.ts';
import { MAX_BUFFERED, socketRegistry } from '../../lib/live-sockets.ts';
import { currentRound } from './rounds.ts';
import { liveTableOf } from './tables.ts';
import { roundView, spotTotals } from './views.ts';

/** The NOTIFY channel every instance listens on. */
export const LIVE_CHANNEL = 'gamehall_live';

/** What changed at a table: small, and each instance reads the change from the tables. */
export type LiveHint =
  | { type: 'round'; table: string }
  | { type: 'totals'; table: string; roundId: number };

/** Tells every instance (this one too), at the commit of `q`'s work. */
export async function publish(q: Queryable, hint: LiveHint) {
  await q.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(hint)})`);
}

async function eventOf(q: Queryable, hint: LiveHint, now: Date): Promise<LiveTableEvent | null> {
  const table = liveTableOf(hint.table);
  if (!table) return null;
  if (hint.type === 'totals') return { type: 'totals', totals: await spotTotals(q, hint.roundId) };
  const round = await currentRound(q, table.id);
  return round
    ? { type: 'round', serverTime: now.toISOString(), round: roundView(round, table) }
    : null;
}

/**
 * This instance's table sockets, each watching one table. Every hint heard (from any
 * instance) becomes the event read from the tables, sent to that table's sockets, one
 * hint at a time so each socket gets the changes in order. Totals hints that pile up
 * while one is being read are sent once: a busy round costs one read per instance, not
 * one per bet.
 */
export async function startLiveFanOut(app: FastifyInstance) {
  const registry = socketRegistry();
  const watching = new Map<WebSocket, string>();
  const waiting = new Set<string>();
  let queue = Promise.resolve();

  const relay = async (hint: LiveHint) => {
    if (hint.type === 'totals') waiting.delete(`${hint.table}:${hint.roundId}`);
    const event = await eventOf(app.database.db, hint, new Date());
    if (!event) return;
    const text = JSON.stringify(event);
    for (const [socket, table] of watching) {
      if (table !== hint.table) continue;
      if (socket.bufferedAmount > MAX_BUFFERED) socket.terminate();
      else if (socket.readyState === socket.OPEN) socket.send(text);
    }
  };

  const stop = await app.database.listen(LIVE_CHANNEL, (payload) => {
    if (watching.size === 0) return;
    const hint = JSON.parse(payload) as LiveHint;
    if (hint.type === 'totals') {
      const key = `${hint.table}:${hint.roundId}`;
      if (waiting.has(key)) return;
      waiting.add(key);
    }
    queue = queue
      .then(() => relay(hint))
      .catch((err) => app.log.warn({ err }, 'live table fan-out could not relay a change'));
  });
  app.addHook('onClose', async () => {
    for (const socket of watching.keys()) socket.terminate();
    await stop();
  });

  return {
    /** Keeps a socket watching a table, within the registry's limits. */
    add(socket: WebSocket, ip: string, table: string) {
      if (!registry.add(socket, ip)) return false;
      watching.set(socket, table);
      socket.on('close', () => watching.delete(socket));
      return true;
    },
  };
}
