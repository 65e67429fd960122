import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows.ts';

/** Rounds nobody bet on are kept this long (the tables' history and /verify need a day). */
export const EMPTY_ROUND_DAYS = 3;

/**
 * Deletes the dealt rounds nobody bet on once they are older than EMPTY_ROUND_DAYS: a
 * table deals some 4,000 rounds a day whether anyone plays or not. Rounds with a seat
 * stay for the betting record and /verify. Answers how many went.
 */
export async function pruneEmptyRounds(app: FastifyInstance, now = new Date()) {
  const before = new Date(now.getTime() - EMPTY_ROUND_DAYS * 86_400_000).toISOString();
  return rowsOf(
    await app.database.db.execute(sql`DELETE FROM live_rounds r
      WHERE r.phase = 'SETTLED' AND r.dealt_at < ${before}
        AND NOT EXISTS (SELECT 1 FROM live_seats t WHERE t.round_id = r.id)
      RETURNING r.id`),
  ).length;
}
