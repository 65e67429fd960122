import type { Db } from '../../db/client.ts';
import { drawDue, scheduleDraws } from './draws-service.ts';
import { fetchDueResults, type ResultSource } from './result-sources.ts';
import { settleDrawn } from './settle-service.ts';

/**
 * The job's tick: the next draws made, the due e-lottery draws drawn, the due regional
 * ones' results asked of `source` when there is one (else they wait for the operator), the
 * drawn ones' bets settled.
 */
export async function lotteryTick(
  db: Db,
  zone: string,
  now = new Date(),
  source: ResultSource | null = null,
) {
  const made = await scheduleDraws(db, zone, now);
  const drawn = (await drawDue(db, now)) + (source ? await fetchDueResults(db, source, now) : 0);
  const settled = await settleDrawn(db, now);
  return { made, drawn, settled };
}
