import {
  fromMinor,
  type getBonusGrants,
  type getPlayerRank,
  type getRebateSummary,
  type getVipLadder,
  type ValueOf,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { account, balanceOf, inTransaction } from '../ledger/index.ts';
import { pointBalanceOf } from '../points/index.ts';
import { accrueRewards } from './accrual.ts';
import { claimRebate, lastRebate, ratesAt, rebateStanding } from './cashback.ts';
import { forfeitGrant, type GrantRow, grantsOf, grantTurnoverOwed } from './grants.ts';
import { ladderOf, syncVipRanks, vipFiguresOf } from './vip.ts';
import { claimMonthly, monthlyStanding } from './vip-monthly.ts';
import { vipProgress } from './vip-rules.ts';

/*
 * What a player sees of their rewards is brought up to their last settled bet first
 * (decision 033): the job accrues every few seconds, a player's own look at once.
 */

async function upToDate(app: FastifyInstance, memberId: number) {
  const { settings } = await app.settings.get();
  await accrueRewards(app.database.db, settings, { memberId });
  return settings;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function grantView(g: GrantRow) {
  return {
    id: g.id,
    at: g.createdAt.toISOString(),
    amount: fromMinor(g.amount),
    required: fromMinor(g.required),
    counted: fromMinor(g.counted),
    state: g.state as ValueOf<typeof getBonusGrants>['list'][number]['state'],
    expiresAt: iso(g.expiresAt),
    closedAt: iso(g.closedAt),
    remark: g.remark,
  };
}

/** Bonus details (bonusDetails): the player's grants with their progress. */
export async function bonusDetails(
  app: FastifyInstance,
  memberId: number,
): Promise<ValueOf<typeof getBonusGrants>> {
  const settings = await upToDate(app, memberId);
  const grants = await grantsOf(app.database.db, memberId);
  return { list: grants.map(grantView), weights: settings.rewards.wageringWeights };
}

export async function forfeit(app: FastifyInstance, memberId: number, grantId: number) {
  await upToDate(app, memberId);
  const state = await app.database.db.transaction((tx) => forfeitGrant(tx, memberId, grantId));
  return { state };
}

/** The player's points, in points with two decimals. */
export async function pointBalance(app: FastifyInstance, memberId: number) {
  await upToDate(app, memberId);
  return { balance: fromMinor(await pointBalanceOf(app.database.db, memberId)) };
}

/**
 * The turnover the player's active bonuses still need, after their last settled bets are
 * counted: a withdrawal waits for it (or for the player to give the bonuses up).
 */
export async function bonusTurnoverOwed(app: FastifyInstance, memberId: number) {
  await upToDate(app, memberId);
  return grantTurnoverOwed(app.database.db, memberId);
}

/** Cashback (manualRebate): what is due now, at the player's rank's rates. */
export async function rebateSummary(
  app: FastifyInstance,
  memberId: number,
): Promise<ValueOf<typeof getRebateSummary>> {
  const settings = await upToDate(app, memberId);
  const db = app.database.db;
  const standing = await rebateStanding(db, settings, memberId);
  const last = await lastRebate(db, memberId);
  return {
    level: standing.level,
    byCategory: standing.byCategory.map((c) => ({
      category: c.category,
      validBet: fromMinor(c.validBet),
      rateBp: c.rateBp,
      rebate: fromMinor(c.rebate),
    })),
    total: fromMinor(standing.total),
    rates: ratesAt(settings, standing.level),
    lastClaim: last ? { at: last.at.toISOString(), amount: fromMinor(last.amount) } : null,
    claimedToday: last?.today ?? false,
    auto: settings.rewards.autoRebate,
  };
}

/** Claims the cashback due (once per brand day) into the main wallet. */
export async function claimCashback(app: FastifyInstance, memberId: number, requestId: string) {
  const settings = await upToDate(app, memberId);
  const db = app.database.db;
  const { amount } = await inTransaction(db, (tx) =>
    claimRebate(tx, settings, memberId, requestId),
  );
  return {
    amount: fromMinor(amount),
    balance: fromMinor(await balanceOf(db, account.main(memberId))),
  };
}

/** The brand's VIP ladder, for everyone. */
export async function vipLadder(app: FastifyInstance): Promise<ValueOf<typeof getVipLadder>> {
  const { rewards } = (await app.settings.get()).settings;
  const ranks = [...rewards.vipRanks].sort((a, b) => a.level - b.level);
  return { windowDays: rewards.vipWindowDays, ranks };
}

/** Where the player stands on the ladder; their rank (and rank-up bonuses) brought up first. */
export async function playerRank(
  app: FastifyInstance,
  memberId: number,
): Promise<ValueOf<typeof getPlayerRank>> {
  const settings = await upToDate(app, memberId);
  const db = app.database.db;
  await syncVipRanks(db, settings, [memberId]);
  const days = settings.rewards.vipWindowDays;
  const figures = (await vipFiguresOf(db, [memberId], days)).get(memberId) ?? {
    validBet: 0n,
    deposit: 0n,
  };
  const p = vipProgress(ladderOf(settings), figures);
  const monthly = await monthlyStanding(db, settings, memberId, p.current.level, new Date());
  return {
    level: p.current.level,
    name: p.current.name,
    validBet: fromMinor(figures.validBet),
    deposit: fromMinor(figures.deposit),
    windowDays: days,
    next: p.next && {
      level: p.next.level,
      name: p.next.name,
      validBetNeeded: fromMinor(p.validBetNeeded),
      depositNeeded: fromMinor(p.depositNeeded),
    },
    progressBp: p.progressBp,
    monthly: {
      amount: fromMinor(monthly.amount),
      claimed: monthly.claimed,
    },
  };
}

/** Claims this brand month's VIP bonus of the player's rank (brought up first). */
export async function claimVipBonus(app: FastifyInstance, memberId: number, requestId: string) {
  const settings = await upToDate(app, memberId);
  const db = app.database.db;
  await syncVipRanks(db, settings, [memberId]);
  const c = await inTransaction(db, (tx) => claimMonthly(tx, settings, memberId, requestId));
  return { amount: fromMinor(c.amount), grantId: c.grantId, turnover: fromMinor(c.turnover) };
}
