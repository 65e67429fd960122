import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import type { IntervalJob } from '../../jobs/job.ts';
import { AppError } from '../../lib/app-error.ts';
import { membersView } from '../member/index.ts';
import { findRound } from './rounds.ts';
import { houseCaller, moveRoundMoney } from './wallet.ts';

/** A round still OPEN this long after it was drawn lost its request (crash, closed tab). */
const STALE_SECONDS = 30;

/**
 * Completes the real-money rounds a crash or a lost connection left half done: the
 * outcome was fixed when the round was stored, so the bet and the win go through (each
 * at most once, by their ids); a bet the wallet can no longer cover leaves the round
 * REFUSED with nothing moved. Idempotent, so every instance may run it.
 */
export async function recoverOpenRounds(app: FastifyInstance, now = new Date()) {
  const db = app.database.db;
  const stale = rowsOf<{ member_id: string; request_id: string; account: string; vendor: string }>(
    await db.execute(sql`SELECT r.member_id, r.request_id, m.account, r.vendor
      FROM play_rounds r JOIN ${membersView} m ON m.id = r.member_id
      WHERE r.status = 'OPEN'
        AND r.created_at < ${new Date(now.getTime() - STALE_SECONDS * 1000).toISOString()}
      ORDER BY r.id LIMIT 200`),
  );
  const { money } = (await app.settings.get()).settings;
  let settled = 0;
  for (const row of stale) {
    const memberId = Number(row.member_id);
    const round = await findRound(db, memberId, row.request_id);
    if (round?.status !== 'OPEN') continue;
    // The house's own vendor finishing a round begun in a live session.
    const caller = houseCaller(money, memberId, row.vendor);
    try {
      await moveRoundMoney(app, caller, { ...round, account: row.account });
      settled++;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return settled;
}

/** The recovery as a background job (jobs/index.ts). */
export const recoveryJob: IntervalJob = {
  kind: 'interval',
  name: 'play.recover-open-rounds',
  summary: 'In-house rounds a crash or a lost request left open are finished (200 a run)',
  everyMs: 30_000,
  placement: {
    on: 'every-instance',
    why: "each round's bet and win move under their own ids, at most once whoever moves them",
  },
  run: (app) => recoverOpenRounds(app),
};
