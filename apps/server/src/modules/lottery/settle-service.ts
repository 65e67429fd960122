import {
  type LotteryResult,
  lotteryWin,
  PAYOUT_TABLES,
  type PayoutTable,
  PRIZE_REFERENCE_UNIT,
  type PrizeMode,
  settleLotteryBet,
} from '@gamehall/games';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { lotteryDraws } from '../../db/schema/lottery.ts';
import { inTransaction } from '../ledger/index.ts';
import { correctHouseRounds, settleHouseRounds } from '../provider/index.ts';
import { raiseAlert } from '../system/index.ts';
import * as repo from './bets-repo.ts';
import { cancelOpenBets } from './bets-service.ts';
import { roundIdOf, vendorOf } from './vendor.ts';

/** Bets settled per transaction: a crash loses at most one chunk's work, redone next time. */
export const SETTLE_CHUNK = 2_000;

/** The draws one tick settles at most (a backlog drains over the next ticks). */
const DRAWS_PER_TICK = 20;

/**
 * Lanes a draw is settled in at once. A lane takes the bets of members whose id is its
 * number modulo LANES: the house shards (member id modulo 256) and the players' accounts of
 * two lanes never meet, so their transactions never wait for each other's locks.
 */
export const SETTLE_LANES = 4;

export interface SettleBudget {
  /** Bets per transaction. */
  chunk?: number;
  /** Chunks per lane in this call (the rest waits for the next). */
  chunks?: number;
  lanes?: number;
}

/**
 * Settles a drawn draw's open bets, chunk by chunk, each chunk one transaction: every
 * bet's win computed from the stored result with the prize table of its order's prize
 * mode, its round settled and its win posted once (provider area, house rounds), the bet
 * marked WON or LOST with the result's revision; then the rest of each stop-on-win chase
 * that won is cancelled and refunded. After a corrected result, the bets settled by the
 * earlier one are settled again: the difference paid or taken back with new entries (a
 * chase already stopped stays stopped). The bets are locked and skipped by a second settler, and their state guards
 * every write, so running it again, or on two instances, or after a crash mid-way pays
 * each bet once. Answers how many bets it settled.
 */
export async function settleDraw(
  db: Db,
  drawId: number,
  now = new Date(),
  budget: SettleBudget = {},
) {
  const [draw] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
  if (draw?.state !== 'DRAWN' || !draw.result) return 0;
  const result = draw.result as LotteryResult;
  const revision = draw.revision;
  const lanes = budget.lanes ?? SETTLE_LANES;
  const settled = await Promise.all(
    Array.from({ length: lanes }, async (_, index) => {
      let done = 0;
      for (let n = 0; n < (budget.chunks ?? Number.POSITIVE_INFINITY); n++) {
        const lane = { of: lanes, index };
        const chunk = await settleChunk(
          db,
          drawId,
          result,
          revision,
          now,
          budget.chunk ?? SETTLE_CHUNK,
          lane,
        );
        if (chunk === 0) break;
        done += chunk;
      }
      return done;
    }),
  );
  // Every lane ran dry: nothing of this result is left to settle.
  if (budget.chunks === undefined) await repo.setDrawSettled(db, drawId, revision);
  return settled.reduce((a, b) => a + b, 0);
}

/** One chunk of a lane's open bets settled in one transaction; answers how many. */
function settleChunk(
  db: Db,
  drawId: number,
  result: LotteryResult,
  revision: number,
  now: Date,
  size: number,
  lane: repo.Lane,
) {
  return inTransaction(db, async (tx) => {
    const bets = await repo.betsToSettle(tx, drawId, revision, size, lane);
    if (bets.length === 0) return 0;
    const modes = await repo.prizeModesOf(tx, [...new Set(bets.map((b) => b.orderId))]);
    const winning = new Map<string, readonly number[]>();
    const outcomes = bets.map((bet) => {
      const mode = (modes.get(bet.orderId) ?? 'Elott') as PrizeMode;
      // Many bets share a selection (big, small, a favourite number): each distinct one is
      // checked and matched against the result once, at the reference unit, and every bet
      // on it is paid in proportion to its own unit and multiplier (packages/games
      // lotteryWin, the same arithmetic settleLotteryBet ends with).
      const key = `${bet.playType}|${JSON.stringify(bet.selection)}`;
      let units = winning.get(key);
      if (!units) {
        const reference = { unit: PRIZE_REFERENCE_UNIT, multiplier: 1 };
        const play = { playType: bet.playType, selection: bet.selection as never, ...reference };
        units = settleLotteryBet(play, result, PAYOUT_TABLES[mode]).winningUnits;
        winning.set(key, units);
      }
      const prizes = PAYOUT_TABLES[mode][bet.playType as keyof PayoutTable];
      const win = lotteryWin(units, prizes, bet.unit, bet.multiplier);
      if (bet.unit <= 0n || bet.multiplier < 1 || win < 0n) {
        throw new Error(`lottery bet ${bet.id} has a corrupt unit or multiplier`);
      }
      return { bet, win };
    });
    const first = outcomes.filter(({ bet }) => bet.state === 'OPEN');
    // A draw is one game's: its bets are one vendor's rounds.
    const vendor = vendorOf(bets[0]?.gameCode ?? '');
    await settleHouseRounds(
      tx,
      vendor,
      first.map(({ bet, win }) => ({
        roundId: roundIdOf(bet.id),
        memberId: bet.memberId,
        gameCode: bet.gameCode,
        win,
      })),
    );
    // Bets settled by an earlier result of this draw: the difference, with new entries.
    const again = outcomes.filter(({ bet }) => bet.state !== 'OPEN');
    const shortfalls = await correctHouseRounds(
      tx,
      vendor,
      again.map(({ bet, win }) => ({
        roundId: roundIdOf(bet.id),
        memberId: bet.memberId,
        gameCode: bet.gameCode,
        delta: win - (bet.win ?? 0n),
        revision,
      })),
    );
    if (shortfalls.length > 0) {
      const owed = shortfalls.reduce((sum, s) => sum + s.short, 0n);
      await raiseAlert(
        tx,
        'LOTTERY_CLAWBACK_SHORT',
        `A corrected lottery result took back less than was overpaid from ${shortfalls.length} bets (${owed} minor units short; rounds ${shortfalls
          .map((s) => s.roundId)
          .join(', ')
          .slice(0, 300)})`,
      );
    }
    await repo.setSettled(
      tx,
      outcomes.map(({ bet, win }) => ({ id: bet.id, state: win > 0n ? 'WON' : 'LOST', win })),
      revision,
      now,
    );
    await stopChasesThatWon(
      tx,
      first.filter((o) => o.win > 0n).map((o) => o.bet.id),
      now,
    );
    return bets.length;
  });
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
