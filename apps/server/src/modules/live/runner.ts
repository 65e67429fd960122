import type { FastifyInstance } from 'fastify';
import { MAX_SLEEP_MS, startTickLoop } from '../../lib/tick-loop.ts';
import { publish } from './fan-out.ts';
import { type LiveRound, nextRoundAt, step } from './rounds.ts';
import { settleDealtRounds } from './settle.ts';
import { LIVE_TABLES, type LiveTable } from './tables.ts';

/** When this table's next change is due. */
const dueAt = (round: LiveRound, table: LiveTable) =>
  round.phase === 'BETTING'
    ? round.bettingEndsAt
    : round.phase === 'DECIDING'
      ? (round.stepEndsAt ?? round.decisionsEndAt ?? round.bettingEndsAt)
      : nextRoundAt(round, table);

/**
 * Moves every live table on from this instance: every instance runs one. A tick steps
 * each table (a change is made once, whoever ticks first), pays the seats of dealt
 * rounds, and tells every instance what changed. Answers how to stop it.
 */
export function startLiveRunner(app: FastifyInstance, tables: readonly LiveTable[] = LIVE_TABLES) {
  return startTickLoop(app, 'a live table could not move on; will try again', async () => {
    let sleep = MAX_SLEEP_MS;
    const now = new Date();
    for (const table of tables) {
      const { round, changed } = await step(app.database.db, table, now);
      if (changed) await publish(app.database.db, { type: 'round', table: table.id });
      sleep = Math.min(sleep, dueAt(round, table).getTime() - Date.now());
    }
    await settleDealtRounds(app);
    return sleep;
  });
}
