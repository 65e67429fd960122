import {
  claimPromotion,
  claimRebate,
  forfeitBonus,
  getBonusGrants,
  getPlayerRank,
  getPointBalance,
  getPromotionDetail,
  getPromotionStates,
  getPromotions,
  getRebateSummary,
  getVipLadder,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import * as promos from './promotion-service.ts';
import {
  bonusDetails,
  claimCashback,
  forfeit,
  playerRank,
  pointBalance,
  rebateSummary,
  vipLadder,
} from './service.ts';

/** The player's rewards calls (issue 16): bonuses, points, cashback, the VIP ladder and rank. */
export async function promotionsRoutes(app: FastifyInstance) {
  handle(app, getBonusGrants, (ctx) => bonusDetails(app, memberOf(ctx).id));
  handle(app, forfeitBonus, (ctx) => forfeit(app, memberOf(ctx).id, ctx.body.grantId));
  handle(app, getPointBalance, (ctx) => pointBalance(app, memberOf(ctx).id));
  handle(app, getRebateSummary, (ctx) => rebateSummary(app, memberOf(ctx).id));
  handle(app, claimRebate, (ctx) => claimCashback(app, memberOf(ctx).id, ctx.body.requestId));
  handle(app, getVipLadder, () => vipLadder(app));
  handle(app, getPlayerRank, (ctx) => playerRank(app, memberOf(ctx).id));
  handle(app, getPromotions, (ctx) => promos.promotionList(app, ctx.query.language));
  handle(app, getPromotionDetail, (ctx) =>
    promos.promotionDetail(app, ctx.query.id, ctx.query.language),
  );
  handle(app, getPromotionStates, (ctx) => promos.promotionStates(app, memberOf(ctx).id));
  handle(app, claimPromotion, (ctx) =>
    promos.claimPromotion(app, memberOf(ctx).id, ctx.body.promotionId, ctx.body.requestId),
  );
}
