import type { CrashEvent } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Queryable } from '../../db/client.ts';
import { MAX_BUFFERED, socketRegistry } from '../../lib/live-sockets.ts';
import { betsByIds } from './bets.ts';
import { currentRound } from './rounds.ts';
import { playerView, roundPlayers, roundView } from './views.ts';

/** The NOTIFY channel every instance listens on. */
export const CRASH_CHANNEL = 'gamehall_crash';

/**
 * What changed, as a NOTIFY hint: small whatever the round's size (a payload is limited
 * to 8000 bytes), and each instance reads the change itself from the tables.
 */
export type CrashHint =
  | { type: 'round' }
  | { type: 'bet'; betId: number }
  | { type: 'cashout'; betIds: number[] }
  | { type: 'players'; roundId: number };

/** Tells every instance (this one too), at the commit of `q`'s work. */
export async function publish(q: Queryable, hint: CrashHint) {
  await q.execute(sql`SELECT pg_notify(${CRASH_CHANNEL}, ${JSON.stringify(hint)})`);
}

async function eventsOf(q: Queryable, hint: CrashHint, now: Date): Promise<CrashEvent[]> {
  if (hint.type === 'round') {
    const round = await currentRound(q);
    return round ? [{ type: 'round', serverTime: now.toISOString(), round: roundView(round) }] : [];
  }
  if (hint.type === 'players') {
    return [
      { type: 'players', roundId: hint.roundId, players: await roundPlayers(q, hint.roundId) },
    ];
  }
  const bets = await betsByIds(q, hint.type === 'bet' ? [hint.betId] : hint.betIds);
  return bets.map((b) => ({ type: hint.type, roundId: b.roundId, player: playerView(b) }));
}

/**
 * This instance's crash sockets. Every hint heard (from any instance) becomes the event
 * read from the tables, sent to each socket; hints are handled one at a time, so each
 * socket gets the events in the order the changes were made.
 */
export async function startFanOut(app: FastifyInstance) {
  const registry = socketRegistry();
  const sockets = registry.sockets;
  let queue = Promise.resolve();

  const relay = async (payload: string) => {
    if (sockets.size === 0) return;
    const events = await eventsOf(app.database.db, JSON.parse(payload) as CrashHint, new Date());
    for (const event of events) send(event);
  };
  const send = (event: CrashEvent) => {
    const text = JSON.stringify(event);
    for (const socket of sockets) {
      if (socket.bufferedAmount > MAX_BUFFERED) socket.terminate();
      else if (socket.readyState === socket.OPEN) socket.send(text);
    }
  };

  const stop = await app.database.listen(CRASH_CHANNEL, (payload) => {
    queue = queue
      .then(() => relay(payload))
      .catch((err) => app.log.warn({ err }, 'crash fan-out could not relay a change'));
  });
  app.addHook('onClose', async () => {
    for (const socket of sockets) socket.terminate();
    await stop();
  });

  return {
    add: (socket: WebSocket, ip: string) => registry.add(socket, ip),
    get size() {
      return registry.sockets.size;
    },
  };
}
