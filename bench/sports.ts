/**
 * The sportsbook on real PostgreSQL (issue 18), each figure beside its baseline in the
 * same run: its live odds fanned out to 1,000 WebSocket watchers (sports-fanout.ts), and
 * one market of 100,000 bets settled (sports-settle.ts). One app, as `npm start` builds
 * it, on a throw-away database: its feed is the demo model, its background jobs off (the
 * benchmark runs the feed's ticks and the settlement itself), and it trusts no proxy, so
 * every watcher's address is its socket's.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { feedTick } from '../apps/server/src/modules/sports/index.ts';
import { clients } from './bet-throughput.ts';
import { scratchDatabase } from './lib/postgres.ts';
import { sportsFanOut } from './sports-fanout.ts';
import { sportsSettle } from './sports-settle.ts';

async function measure(app: FastifyInstance, url: string) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The book's matches as the feed first writes them: those in play and those to come.
  const t0 = Date.now();
  const written = await feedTick(app, new Date(t0));
  if (written === 0) throw new Error('the demo feed wrote no matches');
  const fanOut = await sportsFanOut(app, t0);
  const settle = await sportsSettle(app, url);
  return { fanOut, settle };
}

export async function sportsBench() {
  const scratch = await scratchDatabase('gh_bench_sports');
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: clients });
    try {
      // NODE_ENV test: the demo feed allowed, the jobs that tests drive themselves off.
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        TRUST_PROXY: 'false',
        SPORTS_DEMO_FEED: 'true',
      });
      const app = await buildApp({ config, database });
      try {
        await app.ready();
        return await measure(app, scratch.url);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await sportsBench();
