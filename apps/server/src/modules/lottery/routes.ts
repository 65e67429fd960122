import {
  cancelLotteryBets,
  getLotteryBets,
  getLotteryGame,
  getLotteryMenus,
  getOpenedNumbers,
  getPopularLotteries,
  getRegionalResults,
  getVnGameMenu,
  getVnRecentGames,
  launchLotteryLobby,
  placeLotteryBets,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import * as bets from './bets-service.ts';
import * as draws from './draws-service.ts';
import * as results from './results-service.ts';
import { gameRules } from './rules-service.ts';

/**
 * The lottery's public lobby and menus, each game's rules and results (the e-lottery's with
 * their revealed seeds, the regional ones' prize tiers), and the player's bets: place a slip
 * or a chase, list, cancel before the cut-off.
 */
export async function lotteryRoutes(app: FastifyInstance) {
  const db = app.database.db;
  handle(app, getPopularLotteries, (ctx) => draws.popularLotteries(db, ctx.query.count));
  handle(app, getOpenedNumbers, (ctx) =>
    draws.openedNumbers(db, ctx.query.gameCode, ctx.query.count),
  );
  handle(app, getLotteryMenus, (ctx) => results.lotteryMenus(ctx.query.area));
  handle(app, getVnGameMenu, () => results.vnGameMenu());
  handle(app, launchLotteryLobby, (ctx) => results.lotteryLobby(ctx.query));
  handle(app, getVnRecentGames, (ctx) => results.vnRecentGames(db, memberOf(ctx).id));
  handle(app, getRegionalResults, (ctx) =>
    results.regionalResults(db, ctx.query.gameCode, ctx.query.count),
  );
  handle(app, getLotteryGame, (ctx) => gameRules(app, ctx.query, new Date()));
  handle(app, placeLotteryBets, (ctx) => bets.placeBets(app, memberOf(ctx), ctx.body, new Date()));
  handle(app, getLotteryBets, (ctx) => bets.listBets(db, memberOf(ctx).id, ctx.query));
  handle(app, cancelLotteryBets, (ctx) =>
    bets.cancelBets(app, memberOf(ctx), ctx.body, new Date()),
  );
}
