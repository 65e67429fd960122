import type { FastifyInstance } from 'fastify';
import { publish } from './fan-out.ts';
import { type LiveRound, nextRoundAt, step } from './rounds.ts';
import { settleDealtRounds } from './settle.ts';
import { LIVE_TABLES, type LiveTable } from './tables.ts';

/** The longest sleep: a round another instance moved on is noticed within it. */
const MAX_SLEEP_MS = 1_000;

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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = async () => {
    let sleep = MAX_SLEEP_MS;
    try {
      const now = new Date();
      for (const table of tables) {
        const { round, changed } = await step(app.database.db, table, now);
        if (changed) await publish(app.database.db, { type: 'round', table: table.id });
        sleep = Math.min(sleep, dueAt(round, table).getTime() - Date.now());
      }
      await settleDealtRounds(app);
    } catch (err) {
      app.log.warn({ err }, 'a live table could not move on; will try again');
    }
    if (!stopped) {
      timer = setTimeout(
        () => {
          running = tick();
        },
        Math.max(5, sleep),
      );
    }
  };

  running = tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
