import {
  fromMinor,
  type getGameList,
  type getRankList,
  MAX_FAVOURITES,
  type ParsedQueryOf,
  RECENT_GAMES,
  toMinor,
  type ValueOf,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { contentOrder } from '../../lib/localized.ts';
import { paging } from '../../lib/paging.ts';
import type { CachedGame, CatalogueCache } from './catalogue-cache.ts';
import * as lobby from './lobby.ts';
import { biggestWins } from './rank-repo.ts';
import * as repo from './repo.ts';

/** The hot lists hold at most this many games (the /hot lobby shows them all). */
const HOT_LIMIT = 60;
const PERIOD_DAYS = { DAY: 1, WEEK: 7, MONTH: 30 } as const;

/**
 * What every lobby answer starts from: the catalogue now, the brand's e-sports list, and
 * the languages to name games in (the one asked for, then the brand's fallback order).
 */
export async function lobbyState(
  app: FastifyInstance,
  cache: CatalogueCache,
  language?: string | undefined,
) {
  const [catalogue, snap] = await Promise.all([cache.get(), app.settings.get()]);
  return {
    catalogue,
    esports: new Set(snap.settings.site.esportsList),
    order: contentOrder(snap.settings.site, language),
  };
}
type LobbyState = Awaited<ReturnType<typeof lobbyState>>;

/** One numbered page of games (product: games, pageNum, totalPages). */
function pageOfGames(s: LobbyState, games: CachedGame[], q: { pageNo: number; pageSize: number }) {
  const page = paging(q);
  return {
    games: lobby.cardsOf(games.slice(page.offset, page.offset + page.limit), s),
    pageNum: q.pageNo,
    totalPages: page.info(games.length).totalPages,
    total: games.length,
  };
}

export function gameList(
  s: LobbyState,
  q: ParsedQueryOf<typeof getGameList>,
): ValueOf<typeof getGameList> {
  const games = lobby.filterGames(
    s.catalogue,
    {
      vendor: q.vassalage,
      category: q.gameType,
      classify: q.gameClassify,
      name: q.gameName?.trim() || undefined,
      minBetMinor: q.minBet !== undefined ? toMinor(q.minBet) : undefined,
      minLines: q.minLineNum,
    },
    s.esports,
  );
  // Newest: the titles the catalogue took in last (ids grow with each import).
  return pageOfGames(s, q.sort === 'newest' ? games.toSorted((a, b) => b.id - a.id) : games, q);
}

export function hotGames(s: LobbyState, q: { vassalage?: string; gameType?: string }) {
  const games = lobby.filterGames(
    s.catalogue,
    { vendor: q.vassalage, category: q.gameType, hotOnly: true },
    s.esports,
  );
  return { list: lobby.cardsOf(games.slice(0, HOT_LIMIT), s) };
}

export async function favouritePage(
  app: FastifyInstance,
  s: LobbyState,
  memberId: number,
  q: { pageNo: number; pageSize: number },
) {
  const ids = await repo.favouriteIds(app.database.db, memberId);
  return pageOfGames(s, lobby.gamesByIds(s.catalogue, ids), q);
}

export async function recentGames(app: FastifyInstance, s: LobbyState, memberId: number) {
  const ids = await repo.recentIds(app.database.db, memberId);
  return {
    list: lobby.cardsOf(lobby.gamesByIds(s.catalogue, ids).slice(0, RECENT_GAMES), s),
  };
}

export async function setFavourite(
  app: FastifyInstance,
  s: LobbyState,
  memberId: number,
  body: { gameId: number; favourite: boolean },
) {
  const db = app.database.db;
  if (body.favourite) {
    if (!s.catalogue.byId.has(body.gameId)) {
      throw new AppError('GAME_NOT_FOUND', 'This game is not available');
    }
    const added = await db.transaction((tx) =>
      repo.addFavourite(tx, memberId, body.gameId, MAX_FAVOURITES),
    );
    if (!added) {
      throw new AppError('FAVOURITES_FULL', `You can keep at most ${MAX_FAVOURITES} favourites`);
    }
  } else {
    await repo.removeFavourite(db, memberId, body.gameId);
  }
  return { gameIds: await repo.favouriteIds(db, memberId) };
}

/** "player42" → "pl***42": enough to recognise yourself, not enough to find others. */
export function maskAccount(account: string) {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

export async function rankList(
  app: FastifyInstance,
  q: ParsedQueryOf<typeof getRankList>,
  now: Date,
): Promise<ValueOf<typeof getRankList>> {
  const since = new Date(now.getTime() - PERIOD_DAYS[q.period] * 86_400_000);
  const rows = await biggestWins(app.database.db, {
    since,
    vendor: q.vassalage,
    category: q.gameType,
    limit: q.size,
  });
  return {
    list: rows.map((r, i) => {
      const bet = BigInt(r.bet_amount);
      const win = BigInt(r.win_amount);
      return {
        rank: i + 1,
        account: maskAccount(r.account),
        vassalage: r.vendor,
        gameName: r.game_name ?? r.game_code,
        betAmount: fromMinor(bet),
        winAmount: fromMinor(win),
        multiple: bet > 0n ? Number((win * 100n) / bet) / 100 : 0,
        settledAt: new Date(r.settled_at).toISOString(),
      };
    }),
  };
}
