import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The game categories of spec §2 (ELOTT, ESPORTS, FISH, LIVE, LOTT, PVP, RNG, SPORTS). */
export const gameCategories = pgTable('game_categories', {
  code: text('code').primaryKey(),
  sort: integer('sort').notNull(),
  /** i18n key of the nav label. */
  labelKey: text('label_key').notNull(),
});

/** Game vendors (providers); `code` is the spec's "vassalage". */
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
    category: text('category')
      .notNull()
      .references(() => gameCategories.code),
    /** Spec §3 game classify (BAC, ROU, Crash…) or null when it has none. */
    gameClassify: text('game_classify'),
    iconUrl: text('icon_url').notNull(),
    /** 0 means a free trial is offered (spec §3). */
    supportPlay: smallint('support_play').notNull().default(1),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    lines: integer('lines').notNull().default(0),
    isHot: smallint('is_hot').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('games_vendor_code_uq').on(t.vendorCode, t.gameCode),
    index('games_category_sort_idx').on(t.category, t.sort),
    index('games_vendor_sort_idx').on(t.vendorCode, t.sort),
    index('games_name_idx').on(t.name),
  ],
);
