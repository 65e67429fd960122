import { createHash } from 'node:crypto';
import {
  type BodyOf,
  type cancelLotteryBets,
  fromMinor,
  type LotteryBetView,
  type placeLotteryBets,
  toMinor,
} from '@gamehall/contract';
import { type CheckedLotteryBet, checkLotteryBet, LotteryBetError } from '@gamehall/games';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthMember } from '../../lib/platform-types.ts';
import { requestHash } from '../../lib/request-hash.ts';
import type { Settings } from '../../settings/schema.ts';
import { balanceOf, inTransaction } from '../ledger/index.ts';
import { openHouseRounds, refundHouseRounds, walletFor } from '../provider/index.ts';
import * as repo from './bets-repo.ts';
import { ensureDraws } from './draws-service.ts';
import { type AnyLotteryGame, anyLotteryGame } from './games.ts';
import { roundIdOf, vendorOf } from './vendor.ts';

type PlaceBody = BodyOf<typeof placeLotteryBets>;
type Rules = Settings['lottery'];

/** A slip as the server checked it: each bet's selection, count and stake, and the draw plan. */
interface CheckedSlip {
  bets: CheckedLotteryBet[];
  /** Each draw's multiplier of the slip (one entry for a single draw). */
  plan: number[];
}

function refusedBet(index: number, err: LotteryBetError): AppError {
  return new AppError('VALIDATION_FAILED', `Bet ${index + 1}: ${err.message}`, {
    details: { bet: index, code: err.code, row: err.row ?? null },
  });
}

/**
 * Checks every bet of the slip for this game (its play type of the game's family, picks
 * on the board, unit and multiplier the brand allows) and computes its bet count and stake
 * here: the client's figures are never used. Then the chase plan and the per-bet limit.
 */
export function checkSlip(game: AnyLotteryGame, rules: Rules, body: PlaceBody): CheckedSlip {
  const units = rules.units.map((u) => toMinor(u));
  const bets = body.bets.map((bet, i) => {
    try {
      const checked = checkLotteryBet(
        {
          playType: bet.playType,
          selection: bet.selection,
          unit: toMinor(bet.unit),
          multiplier: bet.multiplier,
        },
        { units, maxMultiplier: rules.maxMultiplier },
      );
      if (checked.playType.family !== game.family) {
        throw new LotteryBetError(
          'PLAY_TYPE_UNKNOWN',
          `${bet.playType} is not a play type of ${game.code}`,
        );
      }
      return checked;
    } catch (err) {
      if (err instanceof LotteryBetError) throw refusedBet(i, err);
      throw err;
    }
  });
  const chase = body.chase;
  if (chase?.multipliers && chase.multipliers.length !== chase.draws) {
    throw new AppError('VALIDATION_FAILED', 'A chase needs one multiplier per draw');
  }
  if (chase && chase.draws > rules.maxChaseDraws) {
    throw new AppError('VALIDATION_FAILED', `A chase follows at most ${rules.maxChaseDraws} draws`);
  }
  const plan = chase ? (chase.multipliers ?? Array(chase.draws).fill(1)) : [1];
  const maxStake = toMinor(rules.maxStakePerBet);
  const top = Math.max(...plan);
  bets.forEach((bet, i) => {
    if (bet.multiplier * top > rules.maxMultiplier) {
      throw refusedBet(
        i,
        new LotteryBetError(
          'MULTIPLIER_INVALID',
          `the multiplier with the chase's comes to more than ${rules.maxMultiplier}`,
        ),
      );
    }
    if (bet.stake * BigInt(top) > maxStake) {
      throw new AppError('AMOUNT_OUT_OF_RANGE', `Bet ${i + 1}: the stake is above the limit`, {
        details: { bet: i, max: rules.maxStakePerBet },
      });
    }
  });
  return { bets, plan };
}

/** The per-number limit's key: a play type and its exact (canonical) selection. */
const numberKey = (bet: { playType: string; selection: unknown }) =>
  `${bet.playType}:${createHash('sha256').update(JSON.stringify(bet.selection)).digest('hex').slice(0, 32)}`;

export function betView(
  row: repo.BetRow,
  draw: { closesAt: Date; drawAt: Date },
  order: { draws: number; stopOnWin: boolean },
): LotteryBetView {
  return {
    id: row.id,
    orderId: row.orderId,
    gameCode: row.gameCode,
    issue: row.issue,
    playType: row.playType,
    selection: row.selection as LotteryBetView['selection'],
    unit: fromMinor(row.unit),
    multiplier: row.multiplier,
    betCount: row.betCount,
    stake: fromMinor(row.stake),
    state: row.state as LotteryBetView['state'],
    win: row.win === null ? null : fromMinor(row.win),
    placedAt: row.placedAt.toISOString(),
    closesAt: draw.closesAt.toISOString(),
    drawAt: draw.drawAt.toISOString(),
    chase:
      order.draws > 1
        ? { index: row.drawIndex, of: order.draws, stopOnWin: order.stopOnWin }
        : null,
  };
}

function limitRefusal(what: string, cap: bigint, used: bigint) {
  return new AppError('LOTTERY_LIMIT', what, {
    details: { limit: fromMinor(cap), remaining: fromMinor(cap > used ? cap - used : 0n) },
  });
}

/**
 * Writes the order's bets on each draw and raises the draws' running stakes in one
 * statement, refusing a slip that would pass the player's stake on a draw or the stake all
 * players have on one number (repo.claimStakes: increment, then decide).
 */
async function writeBets(
  tx: Tx,
  o: {
    order: repo.OrderRow;
    draws: { id: number; issue: string }[];
    slip: CheckedSlip;
    rules: Rules;
  },
) {
  const { order, draws, slip, rules } = o;
  const rows: repo.NewBetRow[] = draws.flatMap((draw, k) =>
    slip.bets.map((bet) => ({
      orderId: order.id,
      memberId: order.memberId,
      drawId: draw.id,
      gameCode: order.gameCode,
      issue: draw.issue,
      drawIndex: k + 1,
      playType: bet.playType.id,
      selection: bet.selection,
      unit: bet.unit,
      multiplier: bet.multiplier * (slip.plan[k] ?? 1),
      betCount: bet.betCount,
      stake: bet.stake * BigInt(slip.plan[k] ?? 1),
    })),
  );
  const bets = await repo.insertBets(tx, rows);
  const memberCap = toMinor(rules.maxStakePerDraw);
  const numberCap = toMinor(rules.maxStakePerNumber);
  const claims = new Map<string, repo.StakeClaim>();
  const add = (c: Omit<repo.StakeClaim, 'amount'>, amount: bigint) => {
    const id = `${c.drawId}|${c.scope}|${c.key}`;
    claims.set(id, { ...c, amount: (claims.get(id)?.amount ?? 0n) + amount });
  };
  for (const bet of bets) {
    const member = { drawId: bet.drawId, scope: 'MEMBER' as const, key: String(order.memberId) };
    add({ ...member, cap: memberCap }, bet.stake);
    add({ drawId: bet.drawId, scope: 'NUMBER', key: numberKey(bet), cap: numberCap }, bet.stake);
  }
  const [refused] = await repo.claimStakes(tx, [...claims.values()]);
  if (refused) {
    const used = await repo.stakeOf(tx, refused.drawId, refused.scope, refused.key);
    const issue = draws.find((d) => d.id === refused.drawId)?.issue ?? '';
    throw refused.scope === 'MEMBER'
      ? limitRefusal(`Your stake on draw ${issue} would pass its limit`, memberCap, used)
      : limitRefusal(`Draw ${issue} takes no more on this selection`, numberCap, used);
  }
  return bets;
}

/** The order as the player sees it, with the wallet's balance now. */
async function orderAnswer(db: Db, money: Settings['money'], order: repo.OrderRow) {
  const bets = await repo.betsWithDraws(db, { orderId: order.id });
  const wallet = walletFor(money, order.memberId, vendorOf(order.gameCode));
  return {
    orderId: order.id,
    bets: bets.map((b) => betView(b.bet, b, order)),
    stake: fromMinor(order.stake),
    balance: fromMinor(await balanceOf(db, wallet)),
  };
}

/**
 * Places a slip on the draw taking bets, or a chase of the draws from it, in one
 * transaction: the order, its bets, the draws' running stakes and the money (one posting
 * of the whole stake through the provider area's house rounds, one round per bet). The
 * same requestId again answers the first order and moves nothing; with another slip, 409.
 */
export async function placeBets(
  app: FastifyInstance,
  member: AuthMember,
  body: PlaceBody,
  now: Date,
) {
  const game = anyLotteryGame(body.gameCode);
  if (!game) throw new AppError('GAME_NOT_FOUND', `No lottery game ${body.gameCode}`);
  const { lottery: rules, money, site } = (await app.settings.get()).settings;
  const slip = checkSlip(game, rules, body);
  const db = app.database.db;
  const hash = requestHash(body.gameCode, body.issue, body.bets, body.chase ?? null);
  const replay = async () => {
    const first = await repo.findOrder(db, member.id, body.requestId);
    if (!first) return null;
    if (first.requestHash !== hash) {
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'This requestId was already used for another slip',
      );
    }
    return orderAnswer(db, money, first);
  };
  const first = await replay();
  if (first) return first;
  await ensureDraws(db, game, site.timeZone, now, slip.plan.length + 1);
  const stake =
    slip.bets.reduce((sum, b) => sum + b.stake, 0n) *
    slip.plan.reduce((sum, m) => sum + BigInt(m), 0n);
  const order = await inTransaction(db, async (tx) => {
    const made = await repo.insertOrder(tx, {
      memberId: member.id,
      requestId: body.requestId,
      requestHash: hash,
      gameCode: game.code,
      draws: slip.plan.length,
      stopOnWin: body.chase?.stopOnWin ?? false,
      prizeMode: rules.prizeMode,
      stake,
    });
    // A twin request holds this requestId: its answer is read after this one rolls back.
    if (!made) return null;
    const draws = await repo.openDrawsFrom(tx, game.code, body.issue, now, slip.plan.length);
    if (draws[0]?.issue !== body.issue || draws.length < slip.plan.length) {
      throw new AppError('BETTING_CLOSED', `Draw ${body.issue} no longer takes bets`);
    }
    const bets = await writeBets(tx, { order: made, draws, slip, rules });
    await openHouseRounds(
      tx,
      {
        vendor: vendorOf(game.code),
        memberId: member.id,
        wallet: walletFor(money, member.id, vendorOf(game.code)),
        key: `lottery-order-${made.id}`,
        reference: `lottery-order-${made.id}`,
      },
      bets.map((b) => ({ roundId: roundIdOf(b.id), gameCode: b.gameCode, amount: b.stake })),
    );
    return made;
  });
  if (order) return orderAnswer(db, money, order);
  const twin = await replay();
  if (!twin) throw new Error('lottery order vanished');
  return twin;
}

/**
 * Cancels open bets in `tx` (already locked): their rounds refunded through the provider
 * area, their stakes released from the draws' limits. Answers the amount refunded.
 */
export async function cancelOpenBets(tx: Tx, memberId: number, bets: repo.BetRow[], now: Date) {
  if (bets.length === 0) return 0n;
  let refunded = 0n;
  for (const vendor of new Set(bets.map((b) => vendorOf(b.gameCode)))) {
    const rounds = bets.filter((b) => vendorOf(b.gameCode) === vendor).map((b) => roundIdOf(b.id));
    refunded += await refundHouseRounds(tx, vendor, memberId, rounds);
  }
  await repo.setCancelled(
    tx,
    bets.map((b) => b.id),
    now,
  );
  await repo.releaseStakes(
    tx,
    bets.flatMap((b) => [
      { drawId: b.drawId, scope: 'MEMBER', key: String(b.memberId), amount: b.stake },
      { drawId: b.drawId, scope: 'NUMBER', key: numberKey(b), amount: b.stake },
    ]),
  );
  return refunded;
}

/**
 * The player cancels one open bet, or every open bet of one order (the rest of a chase),
 * before each one's cut-off. Another player's bet or order is 404 and moves nothing.
 */
export async function cancelBets(
  app: FastifyInstance,
  member: AuthMember,
  body: BodyOf<typeof cancelLotteryBets>,
  now: Date,
) {
  if ((body.betId === undefined) === (body.orderId === undefined)) {
    throw new AppError('VALIDATION_FAILED', 'Name either a bet or an order to cancel');
  }
  const db = app.database.db;
  const { money } = (await app.settings.get()).settings;
  const result = await inTransaction(db, async (tx) => {
    const named = body.betId
      ? await repo.betsWithDraws(tx, { betId: body.betId })
      : await repo.betsWithDraws(tx, { orderId: body.orderId ?? 0 });
    const mine = named.filter((b) => b.bet.memberId === member.id);
    if (mine.length === 0) throw new AppError('NOT_FOUND', 'No such bet');
    const open = mine.filter((b) => b.bet.state === 'OPEN' && b.closesAt > now);
    if (body.betId && open.length === 0) {
      const state = mine[0]?.bet.state;
      throw state === 'OPEN'
        ? new AppError('BETTING_CLOSED', 'This bet’s draw has passed its cut-off')
        : new AppError('ORDER_STATE', 'This bet is no longer open');
    }
    const locked = await repo.lockOpenBets(
      tx,
      open.map((b) => b.bet.id),
    );
    const refunded = await cancelOpenBets(tx, member.id, locked, now);
    return { cancelled: locked.length, refunded, gameCode: mine[0]?.bet.gameCode ?? '' };
  });
  const wallet = walletFor(money, member.id, vendorOf(result.gameCode));
  return {
    cancelled: result.cancelled,
    refunded: fromMinor(result.refunded),
    balance: fromMinor(await balanceOf(db, wallet)),
  };
}

/** The player's bets, newest first. */
export async function listBets(
  db: Db,
  memberId: number,
  q: { gameCode?: string; state?: string; pageNo: number; pageSize: number },
) {
  const [rows, total] = await repo.memberBets(
    db,
    memberId,
    { gameCode: q.gameCode, state: q.state },
    { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize },
  );
  return {
    list: rows.map((r) => betView(r.bet, r, r)),
    pageNo: q.pageNo,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    total,
  };
}
