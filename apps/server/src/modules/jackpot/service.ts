import type { FastifyInstance } from 'fastify';
import { claimPool, feedPool, type JackpotRound } from './pool.ts';

/** The brand's jackpot rules now. */
export const jackpotSetting = async (app: FastifyInstance) =>
  (await app.settings.get()).settings.jackpot;

/**
 * A real in-house slot round's part in the jackpot, once its stake is taken: the house
 * feeds the pool its share, and a winning round takes the pool. Safe to repeat (each
 * posting has its round's key; a win is written once). Answers what the round won from
 * the pool (0 unless `hit`), for its win to pay the player.
 */
export async function settleJackpot(app: FastifyInstance, round: JackpotRound, hit: boolean) {
  const setting = await jackpotSetting(app);
  await feedPool(app.database.db, setting, round);
  return hit ? claimPool(app.database.db, setting, round) : 0n;
}
