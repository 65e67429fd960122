import type { opsSportsResult, ParsedBodyOf } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { settleMatch } from './settle.ts';

/**
 * The operator corrects an ended match's final score (decision 037): a new result revision,
 * settled at once — each bet settled again and the difference posted.
 */
export async function correctResult(
  app: FastifyInstance,
  body: ParsedBodyOf<typeof opsSportsResult>,
) {
  const score = JSON.stringify(body.score);
  const [row] = rowsOf<{ id: string }>(
    await app.database.db.execute(sql`UPDATE sports_matches SET result = ${score}::jsonb,
        score = ${score}::jsonb, result_revision = result_revision + 1, updated_at = now()
      WHERE id = ${body.matchId} AND phase = 'ended'
        AND result IS DISTINCT FROM ${score}::jsonb
      RETURNING id`),
  );
  if (!row) {
    const [ended] = rowsOf(
      await app.database.db.execute(
        sql`SELECT 1 FROM sports_matches WHERE id = ${body.matchId} AND phase = 'ended'`,
      ),
    );
    if (!ended) throw new AppError('NOT_FOUND', 'No ended match with this id');
    return { resettled: 0 };
  }
  return { resettled: Math.max(0, (await settleMatch(app, body.matchId)) - 1) };
}
