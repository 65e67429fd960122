import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { members } from './member.ts';

/** The game categories of product §2 (ELOTT, ESPORTS, FISH, LIVE, LOTT, PVP, RNG, SPORTS). */
export const gameCategories = pgTable('game_categories', {
  code: text('code').primaryKey(),
  sort: integer('sort').notNull(),
  /** i18n key of the nav label. */
  labelKey: text('label_key').notNull(),
});

/** Game vendors (providers); `code` is the product's "vassalage". */
export const vendors = pgTable(
  'vendors',
  {
    code: text('code').primaryKey(),
    displayName: text('display_name').notNull(),
    category: text('category')
      .notNull()
      .references(() => gameCategories.code),
    sort: integer('sort').notNull().default(0),
    isHot: smallint('is_hot').notNull().default(0),
    /** Path only (e.g. /media/vendor/AURL.svg) so the image CDN can be prefixed. */
    iconUrl: text('icon_url').notNull(),
    /** 0 hides the vendor and its games from every list (an import never deletes). */
    enabled: smallint('enabled').notNull().default(1),
    /** 1: its games open the vendor's own game list in a popup (product §2 "vassalage"). */
    vassalage: smallint('vassalage').notNull().default(0),
    /** Lottery vendors: which lottery page opens (LOTT, SEA or VN; product §2). */
    lotteryVariant: text('lottery_variant'),
    /**
     * Where a launch goes: a URL template with {token} {game} {lang} {mode}, or null for
     * the in-house game pages this server serves.
     */
    launchUrl: text('launch_url'),
    /**
     * Which of enabled, is_hot and sort the operator set in the console: a feed import keeps
     * those as the operator left them and takes the rest from the feed.
     */
    operatorSet: text('operator_set').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: at('updated_at'),
  },
  (t) => [index('vendors_category_sort_idx').on(t.category, t.sort)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    gameCode: text('game_code').notNull(),
    name: text('name').notNull(),
    /** The name in other languages where the vendor's feed gives them ({ "CN": "…" }). */
    names: jsonb('names').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    category: text('category')
      .notNull()
      .references(() => gameCategories.code),
    /** Product §3 game classify (BAC, ROU, Crash…) or null when it has none. */
    gameClassify: text('game_classify'),
    iconUrl: text('icon_url').notNull(),
    /** 0 means a free trial is offered (product §3). */
    supportPlay: smallint('support_play').notNull().default(1),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    lines: integer('lines').notNull().default(0),
    isHot: smallint('is_hot').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** 0 when the vendor's last feed no longer lists it: hidden, history still resolves. */
    enabled: smallint('enabled').notNull().default(1),
    /** Lottery games: the play type the lottery page opens with. */
    defaultPlayType: text('default_play_type'),
    /** The in-house game that serves it (slot model, crash, roulette, baccarat), if any. */
    engine: text('engine'),
    /** PVP games: the rooms a player picks from (roomId, name, minBet, maxBet, seats). */
    rooms: jsonb('rooms'),
    /**
     * Which of enabled, is_hot and sort the operator set in the console: a feed import keeps
     * those as the operator left them and takes the rest from the feed.
     */
    operatorSet: text('operator_set').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('games_vendor_code_uq').on(t.vendorCode, t.gameCode),
    index('games_category_sort_idx').on(t.category, t.sort),
    index('games_vendor_sort_idx').on(t.vendorCode, t.sort),
    index('games_name_idx').on(t.name),
  ],
);

/** A player's favourite games (product §7 MCSFE_getFavoriteGames…). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: at('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('favourite_games_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** The games a player launched, newest first (product §7 GCS_recentGame); one row per game. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    playedAt: at('played_at'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_member_idx').on(t.memberId, t.playedAt),
  ],
);

/**
 * One row whose version a trigger bumps on any change to games, vendors or categories
 * (migration 0004), whoever makes it: an import, the seed, an operator's own SQL. Each
 * server keeps the catalogue in memory and reloads it when this number moves.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
