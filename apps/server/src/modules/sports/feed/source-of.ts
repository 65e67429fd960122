import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { createDemoFeedSource } from './demo-source.ts';
import { createHttpFeedSource } from './http-source.ts';
import type { SportsFeedSource } from './source.ts';

/**
 * The demo model's seed: drawn at random by the first instance that needs it and kept in
 * the book's own table, so every instance computes the same matches and nobody outside
 * the server can tell a result before kick-off.
 */
export async function demoSeed(q: Queryable): Promise<string> {
  await q.execute(sql`INSERT INTO sports_feed_state (key, value)
    VALUES ('demo-seed', ${randomBytes(32).toString('hex')}) ON CONFLICT (key) DO NOTHING`);
  const [row] = rowsOf<{ value: string }>(
    await q.execute(sql`SELECT value FROM sports_feed_state WHERE key = 'demo-seed'`),
  );
  if (!row) throw new Error('the demo feed has no seed');
  return row.value;
}

/**
 * The brand's feed (its `sports.feed` setting): the operator's provider over HTTP, or the
 * demo model where the server allows it (never in production: config.ts). Null: no feed.
 */
export async function feedSourceOf(app: FastifyInstance): Promise<SportsFeedSource | null> {
  const { sports } = (await app.settings.get()).settings;
  if (sports.feed.kind === 'http') {
    return createHttpFeedSource({
      baseUrl: sports.feed.url,
      token: sports.feed.token,
      log: (msg, detail) => app.log.warn({ detail }, `sports feed: ${msg}`),
    });
  }
  if (!app.config.sportsDemoFeed) return null;
  return createDemoFeedSource({
    seed: await demoSeed(app.database.db),
    marginBp: sports.marginBp,
    matchSeconds: sports.feed.matchSeconds,
  });
}
