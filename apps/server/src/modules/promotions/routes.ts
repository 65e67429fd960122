import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  applyPromotion,
  claimPromotion,
  claimRafflePromotion,
  claimRebate,
  claimVipMonthly,
  forfeitBonus,
  getApplicationImage,
  getBonusGrants,
  getPlayerRank,
  getPointBalance,
  getPromotionDetail,
  getPromotionStates,
  getPromotions,
  getRaffleDraws,
  getRaffleRounds,
  getRebateSummary,
  getReferral,
  getVipLadder,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { applicationImage, apply } from './applications.ts';
import * as promos from './promotion-service.ts';
import { claimRaffle, raffleDraws, raffleRoundList } from './raffle.ts';
import { referralPage } from './referral.ts';
import {
  bonusDetails,
  claimCashback,
  claimVipBonus,
  forfeit,
  playerRank,
  pointBalance,
  rebateSummary,
  vipLadder,
} from './service.ts';

/** An application's body: its images in base64, and room for the rest. */
const APPLY_BODY_LIMIT =
  Math.ceil((APPLICATION_IMAGE_MAX_BYTES * 1.25 * APPLICATION_IMAGES_MAX) / 3) * 4 + 64 * 1024;

/** The player's rewards calls (issue 16): bonuses, points, cashback, the VIP ladder and rank. */
export async function promotionsRoutes(app: FastifyInstance) {
  handle(app, getBonusGrants, (ctx) => bonusDetails(app, memberOf(ctx).id));
  handle(app, forfeitBonus, (ctx) => forfeit(app, memberOf(ctx).id, ctx.body.grantId));
  handle(app, getPointBalance, (ctx) => pointBalance(app, memberOf(ctx).id));
  handle(app, getRebateSummary, (ctx) => rebateSummary(app, memberOf(ctx).id));
  handle(app, claimRebate, (ctx) => claimCashback(app, memberOf(ctx).id, ctx.body.requestId));
  handle(app, getVipLadder, () => vipLadder(app));
  handle(app, getPlayerRank, (ctx) => playerRank(app, memberOf(ctx).id));
  handle(app, claimVipMonthly, (ctx) => claimVipBonus(app, memberOf(ctx).id, ctx.body.requestId));
  handle(app, getPromotions, (ctx) => promos.promotionList(app, ctx.query.language));
  handle(app, getPromotionDetail, (ctx) =>
    promos.promotionDetail(app, ctx.query.id, ctx.query.language),
  );
  handle(app, getPromotionStates, (ctx) => promos.promotionStates(app, memberOf(ctx).id));
  handle(app, claimPromotion, (ctx) =>
    promos.claimPromotion(app, memberOf(ctx).id, ctx.body.promotionId, ctx.body.requestId),
  );
  handle(app, getRaffleRounds, (ctx) => raffleRoundList(app, ctx.query.promotionId));
  handle(app, claimRafflePromotion, (ctx) => claimRaffle(app, memberOf(ctx).id, ctx.body));
  handle(app, getRaffleDraws, (ctx) => raffleDraws(app, memberOf(ctx).id, ctx.query.promotionId));
  handle(app, applyPromotion, (ctx) => apply(app, memberOf(ctx).id, ctx.body), {
    bodyLimit: APPLY_BODY_LIMIT,
  });
  handle(app, getApplicationImage, (ctx) =>
    applicationImage(app.database.db, ctx.query.id, ctx.query.n, memberOf(ctx).id),
  );
  handle(app, getReferral, async (ctx) =>
    referralPage(app.database.db, (await app.settings.get()).settings, memberOf(ctx).id),
  );
}
