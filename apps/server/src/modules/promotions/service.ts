import { fromMinor, type getBonusGrants, type ValueOf } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { pointBalanceOf } from '../points/index.ts';
import { accrueRewards } from './accrual.ts';
import { forfeitGrant, type GrantRow, grantsOf, grantTurnoverOwed } from './grants.ts';

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
