import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import type { IntervalJob } from '../../jobs/job.ts';

/** Matches nobody bet on are kept this long after they ended (or after a start the feed dropped). */
const KEEP_DAYS = 7;

/**
 * Deletes the book's matches nobody bet on once a week old (decision 037): the demo feed
 * alone writes a few thousand a day. A match with a bet stays with its bets, whatever its age.
 */
export async function pruneMatches(app: FastifyInstance, now = new Date()) {
  const before = new Date(now.getTime() - KEEP_DAYS * 86_400_000).toISOString();
  return rowsOf(
    await app.database.db.execute(sql`DELETE FROM sports_matches m
      WHERE m.start_at < ${before} AND m.updated_at < ${before}
        AND m.result_revision = m.settled_revision
        AND NOT EXISTS (SELECT 1 FROM sports_bet_legs l WHERE l.match_id = m.id)
      RETURNING m.id`),
  ).length;
}

export const sportsPruneJob: IntervalJob = {
  kind: 'interval',
  name: 'sports.prune',
  summary: 'Deletes the sportsbook’s matches nobody bet on once a week old',
  everyMs: 3_600_000,
  placement: { on: 'leader' },
  offInTests: true,
  run: (app) => pruneMatches(app),
};
