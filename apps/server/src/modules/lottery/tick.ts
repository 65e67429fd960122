import type { Db } from '../../db/client.ts';
import { drawDue, scheduleDraws } from './draws-service.ts';
import { settleDrawn } from './settle-service.ts';

/**
 * The job's tick: the next draws made, the due ones drawn (the regional ones only with
 * `demoResults`: else they wait for their official result), the drawn ones' bets settled.
 */
export async function lotteryTick(db: Db, zone: string, now = new Date(), demoResults = false) {
  const made = await scheduleDraws(db, zone, now);
  const drawn = await drawDue(db, now, demoResults);
  const settled = await settleDrawn(db, now);
  return { made, drawn, settled };
}
