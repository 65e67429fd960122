import type { PvpRoomEvent } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Queryable } from '../../db/client.ts';
import { MAX_BUFFERED, socketRegistry } from '../../lib/live-sockets.ts';

/** The NOTIFY channel every instance listens on. */
export const PVP_CHANNEL = 'gamehall_pvp';

/**
 * Tells every instance (this one too), at the commit of `q`'s work, that a table changed.
 * What each player may see differs by seat, so the hint carries no cards: each page reads
 * the table again with its own session.
 */
export async function publishChange(q: Queryable, table: string, handId: number | null) {
  const event: PvpRoomEvent = { type: 'changed', table, handId };
  await q.execute(sql`SELECT pg_notify(${PVP_CHANNEL}, ${JSON.stringify(event)})`);
}

/** This instance's room sockets, each watching one table; every hint is sent on as it is. */
export async function startPvpFanOut(app: FastifyInstance) {
  const registry = socketRegistry();
  const watching = new Map<WebSocket, string>();
  const stop = await app.database.listen(PVP_CHANNEL, (payload) => {
    if (watching.size === 0) return;
    const event = JSON.parse(payload) as PvpRoomEvent;
    for (const [socket, table] of watching) {
      if (table !== event.table) continue;
      if (socket.bufferedAmount > MAX_BUFFERED) socket.terminate();
      else if (socket.readyState === socket.OPEN) socket.send(payload);
    }
  });
  app.addHook('onClose', async () => {
    for (const socket of watching.keys()) socket.terminate();
    await stop();
  });
  return {
    add(socket: WebSocket, ip: string, table: string) {
      if (!registry.add(socket, ip)) return false;
      watching.set(socket, table);
      socket.on('close', () => watching.delete(socket));
      return true;
    },
  };
}
