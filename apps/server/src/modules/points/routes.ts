import {
  convertPoint,
  getPointConfig,
  getPointReward,
  getPointTransactions,
  getRedeemPointList,
  redeemPointReward,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import {
  convert,
  mallItems,
  pointConfig,
  pointRecord,
  redeemHistory,
  redeemItem,
} from './service.ts';

/** The points mall and the points record (product §7 points calls). */
export async function pointsRoutes(app: FastifyInstance) {
  handle(app, getPointReward, (ctx) => mallItems(app, ctx.query.language));
  handle(app, getPointConfig, () => pointConfig(app));
  handle(app, getRedeemPointList, (ctx) => redeemHistory(app, memberOf(ctx).id, ctx.query));
  handle(app, getPointTransactions, (ctx) => pointRecord(app, memberOf(ctx).id, ctx.query));
  handle(app, redeemPointReward, (ctx) => redeemItem(app, memberOf(ctx).id, ctx.body));
  handle(app, convertPoint, (ctx) => convert(app, memberOf(ctx).id, ctx.body));
}
