import {
  getFavoriteGames,
  getFavoriteGamesList,
  getGameList,
  getGameVendors,
  getHotGames,
  getPvpRooms,
  getRankList,
  getRecentGames,
  getVendorGameTypes,
  launchGame,
  setFavoriteGame,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { catalogueCacheOf } from './catalogue-cache.ts';
import { launch } from './launch.ts';
import * as lobby from './lobby.ts';
import { favouriteIds } from './repo.ts';
import * as service from './service.ts';

/** The lobby calls of product §7: catalogue pages, vendors, favourites, recent, ranks, rooms. */
export async function gamesRoutes(app: FastifyInstance) {
  const cache = catalogueCacheOf(app.database.db);
  const state = (language?: string) => service.lobbyState(app, cache, language);

  handle(app, getGameList, async ({ query }) =>
    service.gameList(await state(query.language), query),
  );
  handle(app, getHotGames, async ({ query }) =>
    service.hotGames(await state(query.language), query),
  );
  handle(app, getGameVendors, async () => {
    const s = await state();
    return { data: { lanes: lobby.vendorLanes(s.catalogue, s.esports) } };
  });
  handle(app, getVendorGameTypes, async ({ query }) => {
    const s = await state();
    return lobby.vendorGameTypes(s.catalogue, s.esports, query.vassalage);
  });
  handle(app, getFavoriteGames, async (ctx) => ({
    gameIds: await favouriteIds(app.database.db, memberOf(ctx).id),
  }));
  handle(app, getFavoriteGamesList, async (ctx) =>
    service.favouritePage(app, await state(ctx.query.language), memberOf(ctx).id, ctx.query),
  );
  handle(app, setFavoriteGame, async (ctx) =>
    service.setFavourite(app, await state(), memberOf(ctx).id, ctx.body),
  );
  handle(app, getRecentGames, async (ctx) =>
    service.recentGames(app, await state(ctx.query.language), memberOf(ctx).id),
  );
  handle(app, launchGame, async (ctx) =>
    launch(app, await cache.get(), memberOf(ctx), ctx.query, new Date()),
  );
  handle(app, getRankList, ({ query }) => service.rankList(app, query, new Date()));
  handle(app, getPvpRooms, async ({ query }) =>
    lobby.pvpRooms((await state()).catalogue, { vendor: query.vassalage, gameId: query.gameId }),
  );
}
