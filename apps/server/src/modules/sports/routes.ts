import {
  cashOutSportsBet,
  getSportsBets,
  getSportsMatch,
  getSportsMatches,
  getSportsMenu,
  placeSportsBet,
  SPORTS_LIVE_PATH,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { sameOriginOnly } from '../../lib/live-sockets.ts';
import { startSportsFanOut } from './fan-out.ts';
import { cashOut, listBets } from './my-bets.ts';
import { placeBet } from './place.ts';
import { bookMatch, bookMatches, bookMenu } from './service.ts';

/**
 * The sportsbook's calls (decision 037): its menu, lists and match pages for everyone,
 * bets and cash-outs for players, and a socket per
 * category that sends the matches whose prices, score or state changed.
 */
export async function sportsRoutes(app: FastifyInstance) {
  handle(app, getSportsMenu, (ctx) => bookMenu(app, ctx.query.category, new Date()));
  handle(app, getSportsMatches, (ctx) => bookMatches(app, ctx.query, new Date()));
  handle(app, getSportsMatch, (ctx) => bookMatch(app, ctx.query.id));
  handle(app, placeSportsBet, (ctx) => placeBet(app, memberOf(ctx), ctx.body));
  handle(app, getSportsBets, (ctx) => listBets(app, memberOf(ctx).id, ctx.query));
  handle(app, cashOutSportsBet, (ctx) => cashOut(app, memberOf(ctx).id, ctx.body));

  const fanOut = await startSportsFanOut(app);
  app.get<{ Querystring: { category?: string } }>(
    SPORTS_LIVE_PATH,
    { websocket: true, schema: { hide: true }, preValidation: sameOriginOnly },
    (socket, req) => {
      // The page only listens; the category is its query's, SPORTS unless it says ESPORTS.
      fanOut.add(socket, req.ip, req.query.category === 'ESPORTS' ? 'ESPORTS' : 'SPORTS');
    },
  );
}
