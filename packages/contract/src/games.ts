import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { Money, twoPlaces } from './money.ts';
import { countQuery, PageInfo } from './paging.ts';
import { GameCategoryCode } from './system.ts';

/** The lobby, favourites, recent games, rank list and pvp rooms (product §3/§7). */
const tag = 'games';

/** Product §9: the game list's page size; the header menu asks 21, then 18. */
export const GAME_PAGE_SIZE = 24;
/** A player keeps at most this many favourites (409 FAVOURITES_FULL beyond). */
export const MAX_FAVOURITES = 200;
/** Recent games kept per player, newest first. */
export const RECENT_GAMES = 24;

/** A vendor code (the product's "vassalage"), e.g. AURL. */
export const VendorCode = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Z0-9]{2,12}$/, '2 to 12 of A-Z 0-9'));
/** A vendor's own code for one game; also the tile's file name, so no dots or slashes. */
export const GameCode = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'A-Z a-z 0-9 _ -'));
/** Product §3 game classify (BAC, ROU, Crash…). */
export const GameClassify = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Za-z0-9]{1,16}$/, 'A-Z a-z 0-9'));
/** Which lottery page a lottery vendor's games open (product §2): /lottery, /seaLottery, /vnlottery. */
export const LOTTERY_VARIANTS = ['LOTT', 'SEA', 'VN'] as const;

const GameId = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
const Flag = /* @__PURE__ */ z.union([z.literal(0), z.literal(1)]);
const optionalText = (max: number) => z.optional(text(max));

/**
 * One game as every list shows it (product §3 game fields and game launch object). The
 * hearts come from MCSFE_getFavoriteGames, so every list stays the same for everyone.
 */
export const GameCard = /* @__PURE__ */ z.object({
  gameId: z.int(),
  /** The vendor's own game code. */
  nodeId: z.string(),
  vassalage: z.string(),
  gameName: z.string(),
  /** The vendor's display name, shown under the title. */
  displayName: z.string(),
  gameType: GameCategoryCode,
  gameClassify: z.nullable(z.string()),
  /** Tile artwork path (the image CDN is put in front); smallIcon is the same art. */
  showIcon: z.string(),
  smallIcon: z.string(),
  /** 0: a free trial with demo money is offered (product §3). */
  supportPlay: Flag,
  minBet: Money,
  lines: z.int(),
  isHot: Flag,
  /** VASSALAGE: the game opens its vendor's game list in a popup (product §2). */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  lotteryVariant: z.nullable(z.enum(LOTTERY_VARIANTS)),
  defaultPlayType: z.nullable(z.string()),
});

/** The filters the lobby sends (product §3 game list request). */
const GameFilter = {
  vassalage: z.optional(VendorCode),
  gameType: z.optional(GameCategoryCode),
  gameClassify: z.optional(GameClassify),
  /** Part of the name, any case. */
  gameName: optionalText(64),
  /** Games whose minimum bet is at least this (the "1 yuan or more" filter). */
  minBet: z.optional(z.coerce.number().check(z.nonnegative(), z.maximum(1_000_000), twoPlaces)),
  /** Games with at least this many lines (the "25 or more" filter). */
  minLineNum: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000))),
};

/** Product §3 request fields the server takes and ignores (one brand, one platform). */
const ClientFields = {
  clientType: optionalText(8),
  platform: optionalText(64),
  channel: optionalText(64),
  merchant: optionalText(64),
  merchantCode: optionalText(64),
  language: optionalText(8),
};

const pageNo = /* @__PURE__ */ z._default(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
  1,
);
const pageSize = /* @__PURE__ */ z._default(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
  GAME_PAGE_SIZE,
);

export const GamePage = /* @__PURE__ */ z.object({
  games: z.array(GameCard),
  /** The page answered (product: pageNum) and how many there are. */
  pageNum: z.int(),
  totalPages: z.int(),
  total: PageInfo.total,
});

export const getGameList = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  tag,
  // Product §7 marks it T; a visitor browses, searches and filters the catalogue like a
  // player (decision 022). The answer is the same for everyone; launching needs a login.
  summary:
    'A page of the catalogue: by vendor, category and classify, name search, minimum-bet and line filters',
  query: z.object({
    ...ClientFields,
    ...GameFilter,
    pageNo,
    pageSize,
    /** The lobby's order (absent), or the games added last first (the home page's new games). */
    sort: z.optional(z.enum(['newest'])),
  }),
  value: GamePage,
});

export const getHotGames = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  tag,
  summary: 'Hot games (the /hot lobby and the home page), optionally of one vendor or category',
  query: z.object({
    ...ClientFields,
    isPlatform: optionalText(8),
    vassalage: GameFilter.vassalage,
    gameType: GameFilter.gameType,
  }),
  value: z.object({ list: z.array(GameCard) }),
});

const VendorCard = /* @__PURE__ */ z.object({
  vassalage: z.string(),
  displayName: z.string(),
  iconUrl: z.string(),
  isHot: Flag,
  /** Enabled games of the vendor in this lane. */
  games: z.int(),
});

export const getGameVendors = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendor',
  tag,
  token: true,
  cached: true,
  summary:
    'Vendor lanes: one lane per category (title) with its vendor cards; e-sports vendors split out of SPORTS',
  query: z.object({ merchantCode: ClientFields.merchantCode }),
  value: z.object({
    data: z.object({
      lanes: z.array(z.object({ title: GameCategoryCode, cards: z.array(VendorCard) })),
    }),
  }),
});

export const getVendorGameTypes = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  tag,
  token: true,
  summary:
    'What each vendor offers: one entry per vendor and category with its classifies and game count',
  query: z.object({ vassalage: GameFilter.vassalage }),
  value: z.object({
    list: z.array(
      z.object({
        vassalage: z.string(),
        gameCategory: GameCategoryCode,
        classifies: z.array(z.string()),
        games: z.int(),
      }),
    ),
  }),
});

export const getFavoriteGames = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  tag,
  token: true,
  cached: true,
  summary: 'The ids of the player’s favourite games (the hearts on every tile)',
  query: z.object({}),
  value: z.object({ gameIds: z.array(z.int()) }),
});

export const getFavoriteGamesList = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  tag,
  token: true,
  cached: true,
  summary: 'The player’s favourite games, newest first (the /fav lobby)',
  query: z.object({ ...ClientFields, pageNo, pageSize }),
  value: GamePage,
});

export const setFavoriteGame = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/relay/MCSFE_setFavoriteGame',
  tag,
  token: true,
  summary: `Adds (favourite true) or removes a favourite; repeating it changes nothing; at most ${MAX_FAVOURITES}`,
  body: z.strictObject({ gameId: GameId, favourite: z.boolean() }),
  value: z.object({ gameIds: z.array(z.int()) }),
});

export const getRecentGames = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  tag,
  token: true,
  summary: `The games the player launched, newest first (at most ${RECENT_GAMES})`,
  query: z.object({ ...ClientFields }),
  value: z.object({ list: z.array(GameCard) }),
});

export const RANK_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;

export const getRankList = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  tag,
  summary:
    'Biggest wins of the period (settled rounds), account names masked; optionally of one vendor or category',
  query: z.object({
    period: z._default(z.enum(RANK_PERIODS), 'DAY'),
    vassalage: GameFilter.vassalage,
    gameType: GameFilter.gameType,
    size: countQuery(50, 10),
  }),
  value: z.object({
    list: z.array(
      z.object({
        rank: z.int(),
        /** Masked: first two and last two characters. */
        account: z.string(),
        vassalage: z.string(),
        gameName: z.string(),
        betAmount: Money,
        winAmount: Money,
        /** Win divided by bet, 2 places (0 when the round had no bet). */
        multiple: z.number(),
        settledAt: z.string(),
      }),
    ),
  }),
});

export const PvpRoom = /* @__PURE__ */ z.object({
  roomId: z.string(),
  /** The room's game: nodeId is the vendor's game code, nodeName the room's name. */
  nodeId: z.string(),
  nodeName: z.string(),
  gameId: z.int(),
  gameName: z.string(),
  vassalage: z.string(),
  accountTypeName: z.string(),
  minBet: Money,
  maxBet: Money,
  seats: z.int(),
});

export const getPvpRooms = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  tag,
  token: true,
  summary: 'Rooms of the PVP games (stake tiers), optionally of one vendor or one game',
  query: z.object({ vassalage: GameFilter.vassalage, gameId: z.optional(GameId) }),
  value: z.object({ list: z.array(PvpRoom) }),
});

/** Real money, or the free trial's demo money that never touches the ledger. */
export const PLAY_MODES = ['real', 'demo'] as const;
/** A launch token works once, within this many seconds. */
export const LAUNCH_TOKEN_SECONDS = 300;

export const launchGame = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/game/launchGame',
  tag,
  token: true,
  summary:
    'The address a game opens at, carrying a one-time launch token (5 minutes) the vendor exchanges for a wallet session; trial accounts launch demo only',
  query: z.object({
    ...ClientFields,
    gameId: GameId,
    /** Product §3 launch fields the server takes and ignores (the game id decides). */
    nodeId: optionalText(64),
    vassalage: GameFilter.vassalage,
    accountType: optionalText(8),
    confirmTrans: optionalText(8),
    launchMode: optionalText(16),
    username: optionalText(64),
    playMode: z._default(z.enum(PLAY_MODES), 'real'),
    /** A PVP game's room (stake tier) from GLS2_roomList; the vendor's `{room}`. */
    roomId: optionalText(32),
  }),
  value: z.object({
    game_url: z.string(),
    /** Product: an alternative address; the same here. */
    game_url2: z.string(),
    /** PVP and lottery games (product): the launch address again. */
    content: z.string(),
    mode: z.enum(PLAY_MODES),
    /** When the launch token stops working if unused (ISO). */
    expiresAt: z.string(),
    /**
     * The vendor's own sub-wallet the game plays from, on a transfer-wallet brand (null:
     * the main wallet, or demo money): the site offers to move money in, or moves it
     * itself when `autoTransfer`, and moves it back when the player leaves.
     */
    transferWallet: z.nullable(
      z.object({ vassalage: z.string(), name: z.string(), autoTransfer: z.boolean() }),
    ),
  }),
});
