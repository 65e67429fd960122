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
import { SettleFeed } from './settle-feed.ts';
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
 * mode, the bet marked WON or LOST with the result's revision, its round settled and its
 * win posted once (provider area, house rounds); then the rest of each stop-on-win chase
 * that won is cancelled and refunded. After a corrected result, the bets settled by the
 * earlier one are settled again: the difference paid or taken back with new entries (a
 * chase already stopped stays stopped). The bets are read unlocked and each is written
 * only if it is still as read (repo `setSettled`), before any money moves in its
 * transaction, so running it again, or on two instances, or after a crash mid-way pays
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
  const revision = draw.revision;
  const lanes = budget.lanes ?? SETTLE_LANES;
  const feed = new SettleFeed(db, { id: drawId, revision }, lanes, budget.chunk ?? SETTLE_CHUNK);
  const winOf = winsBy(draw.result as LotteryResult);
  const settled = await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      let done = 0;
      for (let n = 0; n < (budget.chunks ?? Number.POSITIVE_INFINITY); n++) {
        const bets = await feed.take(lane);
        if (bets.length === 0) break;
        const outcomes = bets.map((bet) => ({ bet, win: winOf(bet) }));
        done += await settleChunk(db, outcomes, revision, now);
      }
      return done;
    }),
  );
  // Every lane ran dry: nothing of this result is left to settle.
  if (budget.chunks === undefined) await repo.setDrawSettled(db, drawId, revision);
  return settled.reduce((a, b) => a + b, 0);
}

/**
 * A bet's win by the result. Many bets share a selection (big, small, a favourite
 * number): each distinct one is checked and matched against the result once, at the
 * reference unit, and every bet on it is paid in proportion to its own unit and
 * multiplier (packages/games lotteryWin, the same arithmetic settleLotteryBet ends with).
 */
function winsBy(result: LotteryResult) {
  const winning = new Map<string, readonly number[]>();
  return (bet: repo.BetToSettle) => {
    const mode = bet.prizeMode as PrizeMode;
    const key = `${mode}|${bet.playType}|${JSON.stringify(bet.selection)}`;
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
    return win;
  };
}

interface Outcome {
  bet: repo.BetToSettle;
  win: bigint;
}

/** One chunk of a lane's bets settled in one transaction; answers how many. */
function settleChunk(db: Db, outcomes: Outcome[], revision: number, now: Date) {
  return inTransaction(db, async (tx) => {
    // The bets this transaction settles (a bet another settled or cancelled meanwhile is
    // left out): only their money moves.
    const settled = await repo.setSettled(tx, outcomes, revision, now);
    const mine = outcomes.filter(({ bet }) => settled.has(bet.id));
    if (mine.length === 0) return 0;
    const first = mine.filter(({ bet }) => bet.state === 'OPEN');
    // A draw is one game's: its bets are one vendor's rounds.
    const vendor = vendorOf(mine[0]?.bet.gameCode ?? '');
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
    await correct(
      tx,
      vendor,
      mine.filter(({ bet }) => bet.state !== 'OPEN'),
      revision,
    );
    await stopChasesThatWon(
      tx,
      first.filter((o) => o.win > 0n && o.bet.stopOnWin).map((o) => o.bet.id),
      now,
    );
    return mine.length;
  });
}

/** Bets settled by an earlier result of this draw: the difference, with new entries. */
async function correct(tx: Tx, vendor: string, again: Outcome[], revision: number) {
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
  if (shortfalls.length === 0) return;
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

/**
 * The rest of every stop-on-win chase that won (`won`: its winning bets): cancelled, its
 * stakes refunded.
 */
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
