import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);

/**
 * Brand content in other languages, by language code ({ "CN": { "title": "…" } }): the
 * row's own columns hold the text as first written (lib/localized.ts picks one).
 */
const translations = <T>() =>
  jsonb('translations').$type<Record<string, Partial<T>>>().notNull().default(sql`'{}'::jsonb`);

/** Notices of types PL (player), PU (popup), PR (promotion) and H (home); B is `banners`. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    active: boolean('active').notNull().default(true),
    /** Optional publishing window; null means open-ended on that side. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    translations: translations<{ title: string; content: string }>(),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_type_created_idx').on(t.type, t.createdAt)],
);

/** Banner images by group (w_index, w_login, w_register…), the "B" announcement type. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    group: text('group').notNull(),
    title: text('title').notNull(),
    /** Path only (e.g. /media/banner/3.svg) so the image CDN can be prefixed. */
    imageUrl: text('image_url').notNull(),
    url: text('url'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    translations: translations<{ title: string }>(),
    createdAt: createdAt(),
  },
  (t) => [index('banners_group_sort_idx').on(t.group, t.sort)],
);

export const helpCategories = pgTable('help_categories', {
  id: serial('id').primaryKey(),
  /** Stable key the site links to (e.g. /help#terms). */
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
  translations: translations<{ title: string }>(),
});

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    /** HTML as the operator wrote it; the site sanitises before showing. */
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    translations: translations<{ title: string; content: string }>(),
  },
  (t) => [index('help_articles_category_idx').on(t.categoryId, t.sort)],
);

/**
 * What the operator must look at (e.g. the site's SMS quota spent): one row per kind and
 * hour, counting how often it happened, so a flood writes one row, not thousands.
 */
export const operatorAlerts = pgTable(
  'operator_alerts',
  {
    kind: text('kind').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    message: text('message').notNull(),
    count: integer('count').notNull().default(1),
    firstAt: createdAt(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.hour] }),
    index('operator_alerts_last_idx').on(t.lastAt),
  ],
);
