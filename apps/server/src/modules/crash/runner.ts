import type { FastifyInstance } from 'fastify';
import { autoCashOuts, settleCrashedRounds } from './bets.ts';
import { publish } from './fan-out.ts';
import { type CrashRound, type CrashTiming, crashMoment, DEFAULT_TIMING, step } from './rounds.ts';

/** While a round runs, how often auto cash-outs are looked for (they pay at their value). */
const RUNNING_TICK_MS = 100;
/** The longest sleep: a round another instance moved on is noticed within it. */
const MAX_SLEEP_MS = 1_000;

/** How long until this round's next change is due. */
function untilDue(round: CrashRound, timing: CrashTiming, now: Date) {
  const due =
    round.phase === 'BETTING'
      ? round.bettingEndsAt.getTime()
      : round.phase === 'RUNNING'
        ? Math.min(crashMoment(round).getTime(), now.getTime() + RUNNING_TICK_MS)
        : (round.crashedAt?.getTime() ?? 0) + timing.pauseMs;
  return Math.min(MAX_SLEEP_MS, Math.max(5, due - now.getTime()));
}

/**
 * Keeps the shared round moving on this instance: every instance runs one. Each tick
 * steps the round (a change is made once, whoever ticks first), makes the auto
 * cash-outs passed, settles crashed rounds, and tells every instance what changed.
 * Answers how to stop it.
 */
export function startCrashRunner(app: FastifyInstance, timing: CrashTiming = DEFAULT_TIMING) {
  const db = app.database.db;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = async () => {
    const now = new Date();
    let sleep = MAX_SLEEP_MS;
    try {
      const { round, changed } = await step(db, timing, now);
      if (changed) await publish(db, { type: 'round' });
      if (round.phase === 'RUNNING') {
        const cashed = await autoCashOuts(app, round, now);
        if (cashed.length > 0)
          await publish(db, { type: 'cashout', betIds: cashed.map((b) => b.id) });
      }
      if (round.phase === 'CRASHED' && (await settleCrashedRounds(app)) > 0) {
        await publish(db, { type: 'players', roundId: round.id });
      }
      sleep = untilDue(round, timing, new Date());
    } catch (err) {
      app.log.warn({ err }, 'the crash round could not move on; will try again');
    }
    if (!stopped) {
      timer = setTimeout(() => {
        running = tick();
      }, sleep);
    }
  };

  running = tick();
  /** Stops ticking, once the tick under way is done. */
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
