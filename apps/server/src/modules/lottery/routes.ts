import {
  cancelLotteryBets,
  getLotteryBets,
  getLotteryGame,
  getOpenedNumbers,
  getPopularLotteries,
  placeLotteryBets,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import * as bets from './bets-service.ts';
import * as draws from './draws-service.ts';
import { gameRules } from './rules-service.ts';

/**
 * The lottery's public lobby, each game's rules and results (with their revealed seeds),
 * and the player's bets: place a slip or a chase, list, cancel before the cut-off.
 */
export async function lotteryRoutes(app: FastifyInstance) {
  const db = app.database.db;
  handle(app, getPopularLotteries, (ctx) => draws.popularLotteries(db, ctx.query.count));
  handle(app, getOpenedNumbers, (ctx) =>
    draws.openedNumbers(db, ctx.query.gameCode, ctx.query.count),
  );
  handle(app, getLotteryGame, (ctx) => gameRules(app, ctx.query, new Date()));
  handle(app, placeLotteryBets, (ctx) => bets.placeBets(app, memberOf(ctx), ctx.body, new Date()));
  handle(app, getLotteryBets, (ctx) => bets.listBets(db, memberOf(ctx).id, ctx.query));
  handle(app, cancelLotteryBets, (ctx) =>
    bets.cancelBets(app, memberOf(ctx), ctx.body, new Date()),
  );
}
