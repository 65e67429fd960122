import { type LotteryDraw, PAYOUT_TABLES, type PrizeMode, settleLotteryBet } from '@gamehall/games';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { lotteryDraws } from '../../db/schema/lottery.ts';
import { inTransaction } from '../ledger/index.ts';
import { settleHouseRounds } from '../provider/index.ts';
import * as repo from './bets-repo.ts';
import { cancelOpenBets } from './bets-service.ts';
import { LOTTERY_VENDOR, roundIdOf } from './vendor.ts';

/** Bets settled per transaction: a crash loses at most one chunk's work, redone next time. */
export const SETTLE_CHUNK = 2_000;

/** The draws one tick settles at most (a backlog drains over the next ticks). */
const DRAWS_PER_TICK = 20;

/**
 * Settles a drawn draw's open bets, chunk by chunk, each chunk one transaction: every
 * bet's win computed from the stored result with the prize table of its order's prize
 * mode, its round settled and its win posted once (provider area, house rounds), the bet
 * marked WON or LOST; then the rest of each stop-on-win chase that won is cancelled and
 * refunded. The bets are locked and skipped by a second settler, and their state guards
 * every write, so running it again, or on two instances, or after a crash mid-way pays
 * each bet once. `budget` bounds the work of one call (chunks of `chunk` bets, at most
 * `chunks` of them); the rest waits for the next. Answers how many bets it settled.
 */
export async function settleDraw(
  db: Db,
  drawId: number,
  now = new Date(),
  budget: { chunk?: number; chunks?: number } = {},
) {
  const chunk = budget.chunk ?? SETTLE_CHUNK;
  const [draw] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
  if (draw?.state !== 'DRAWN' || !draw.result) return 0;
  const result = draw.result as LotteryDraw;
  let settled = 0;
  for (let n = 0; n < (budget.chunks ?? Number.POSITIVE_INFINITY); n++) {
    const done = await inTransaction(db, async (tx) => {
      const bets = await repo.openBetsOfDraw(tx, drawId, chunk);
      if (bets.length === 0) return 0;
      const modes = await repo.prizeModesOf(tx, [...new Set(bets.map((b) => b.orderId))]);
      const outcomes = bets.map((bet) => {
        const mode = (modes.get(bet.orderId) ?? 'Elott') as PrizeMode;
        const { win } = settleLotteryBet(
          {
            playType: bet.playType,
            selection: bet.selection as never,
            unit: bet.unit,
            multiplier: bet.multiplier,
          },
          result,
          PAYOUT_TABLES[mode],
        );
        return { bet, win };
      });
      await settleHouseRounds(
        tx,
        LOTTERY_VENDOR,
        outcomes.map(({ bet, win }) => ({
          roundId: roundIdOf(bet.id),
          memberId: bet.memberId,
          gameCode: bet.gameCode,
          win,
        })),
      );
      await repo.setSettled(
        tx,
        outcomes.map(({ bet, win }) => ({ id: bet.id, state: win > 0n ? 'WON' : 'LOST', win })),
        now,
      );
      await stopChasesThatWon(
        tx,
        outcomes.filter((o) => o.win > 0n).map((o) => o.bet.id),
        now,
      );
      return bets.length;
    });
    if (done === 0) break;
    settled += done;
  }
  return settled;
}

/** The rest of every stop-on-win chase that won: cancelled, its stakes refunded. */
async function stopChasesThatWon(tx: Tx, won: number[], now: Date) {
  const rest = await repo.chaseRestAfterWins(tx, won);
  if (rest.length === 0) return;
  const locked = await repo.lockOpenBets(
    tx,
    rest.map((r) => r.id),
  );
  for (const memberId of new Set(locked.map((b) => b.memberId))) {
    const bets = locked.filter((b) => b.memberId === memberId);
    await cancelOpenBets(tx, memberId, bets, now);
  }
}

/** The job's settlement: every drawn draw with open bets, oldest first. */
export async function settleDrawn(db: Db, now = new Date()) {
  let settled = 0;
  for (const id of await repo.drawsToSettle(db, DRAWS_PER_TICK)) {
    settled += await settleDraw(db, id, now);
  }
  return settled;
}
