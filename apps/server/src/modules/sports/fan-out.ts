import type { SportsLiveEvent } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Queryable } from '../../db/client.ts';
import { MAX_BUFFERED, socketRegistry } from '../../lib/live-sockets.ts';
import { matchesByIds } from './matches-repo.ts';
import { matchView } from './views.ts';

/** The NOTIFY channel every instance listens on. */
export const SPORTS_CHANNEL = 'gamehall_sports';
/** Ids per notification: PostgreSQL's payload limit is 8,000 bytes. */
const IDS_PER_NOTICE = 100;

/** Tells every instance, at the commit of `q`'s work, which matches changed. */
export async function publishMatches(q: Queryable, ids: readonly string[]) {
  for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) {
    const chunk = JSON.stringify(ids.slice(i, i + IDS_PER_NOTICE));
    await q.execute(sql`SELECT pg_notify(${SPORTS_CHANNEL}, ${chunk})`);
  }
}

/**
 * This instance's sockets, each watching a category: on a notice the instance reads the
 * changed matches once and sends each category's watchers the same message (decision 037).
 */
export async function startSportsFanOut(app: FastifyInstance) {
  const registry = socketRegistry();
  const watching = new Map<WebSocket, 'SPORTS' | 'ESPORTS'>();
  const send = async (ids: string[]) => {
    const esports = new Set((await app.settings.get()).settings.sports.esports);
    const matches = (await matchesByIds(app.database.db, ids)).map((m) =>
      matchView(m, esports, 'all'),
    );
    for (const category of ['SPORTS', 'ESPORTS'] as const) {
      const mine = matches.filter((m) => m.category === category);
      if (mine.length === 0) continue;
      const event: SportsLiveEvent = { type: 'matches', matches: mine };
      const payload = JSON.stringify(event);
      for (const [socket, watched] of watching) {
        if (watched !== category) continue;
        if (socket.bufferedAmount > MAX_BUFFERED) socket.terminate();
        else if (socket.readyState === socket.OPEN) socket.send(payload);
      }
    }
  };
  const stop = await app.database.listen(SPORTS_CHANNEL, (payload) => {
    if (watching.size === 0) return;
    send(JSON.parse(payload) as string[]).catch((err: unknown) =>
      app.log.error({ err }, 'sports fan-out failed'),
    );
  });
  app.addHook('onClose', async () => {
    for (const socket of watching.keys()) socket.terminate();
    await stop();
  });
  return {
    add(socket: WebSocket, ip: string, category: 'SPORTS' | 'ESPORTS') {
      if (!registry.add(socket, ip)) return false;
      watching.set(socket, category);
      socket.on('close', () => watching.delete(socket));
      return true;
    },
  };
}
