import { getOpenedNumbers, getPopularLotteries } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../lib/define-routes.ts';
import * as draws from './draws-service.ts';

/** The lottery's public lobby and each game's results (with their revealed seeds). */
export async function lotteryRoutes(app: FastifyInstance) {
  const db = app.database.db;
  handle(app, getPopularLotteries, (ctx) => draws.popularLotteries(db, ctx.query.count));
  handle(app, getOpenedNumbers, (ctx) =>
    draws.openedNumbers(db, ctx.query.gameCode, ctx.query.count),
  );
}
