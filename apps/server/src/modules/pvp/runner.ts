import type { FastifyInstance } from 'fastify';
import { MAX_SLEEP_MS, startTickLoop } from '../../lib/tick-loop.ts';
import { publishChange } from './fan-out.ts';
import { cashOutLeavingSeats, recoverPendingSeats } from './sit.ts';
import { stepTable } from './step.ts';
import { busyTables } from './tables.ts';

/**
 * Moves every busy card table on from this instance (every instance runs one): turns that
 * ran out are played by the timer, hands dealt after their pause, seats standing up paid
 * back, seats whose sitting down was cut off finished. Answers how to stop it.
 */
export function startPvpRunner(app: FastifyInstance) {
  return startTickLoop(app, 'a card table could not move on; will try again', async () => {
    let sleep = MAX_SLEEP_MS;
    const now = new Date();
    for (const table of await busyTables(app.database.db)) {
      const { hand, changed, dueAt } = await stepTable(app, table, now);
      const paid = await cashOutLeavingSeats(app, table.id);
      if (changed || paid.length > 0) {
        await publishChange(app.database.db, table.id, hand?.id ?? null);
      }
      if (dueAt) sleep = Math.min(sleep, dueAt.getTime() - Date.now());
    }
    await recoverPendingSeats(app, now);
    return sleep;
  });
}
