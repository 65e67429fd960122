import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { members } from './member.ts';

/**
 * A player's points balance (decision 033: points are a journal of their own, not money),
 * in hundredths of a point: the cached sum of the player's entries, changed in the
 * transaction that writes an entry. The check makes "never below zero" a database rule.
 */
export const pointBalances = pgTable(
  'point_balances',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: at('updated_at'),
  },
  (t) => [check('point_balances_not_negative', sql`${t.balance} >= 0`)],
);

/**
 * Every change of a player's points, never edited: earned on a settled bet, spent in the
 * points mall, converted to money, given back, adjusted by the operator. `key` makes each
 * change happen once (a replay finds it); `balanceAfter` is the balance it left.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    key: text('key').notNull(),
    reason: text('reason').notNull(),
    change: bigint('change', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    reference: text('reference'),
    remark: text('remark'),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('point_entries_key_uq').on(t.key),
    // A player's points history, newest first.
    index('point_entries_member_idx').on(t.memberId, t.id),
  ],
);

/**
 * An item of the points mall (product §3 redeem item): what one piece costs in points
 * (hundredths), the valid bets a player needs over the brand's VIP window, and its stock
 * (`available` only ever taken by a guarded decrement, so never oversold).
 */
export const mallItems = pgTable(
  'mall_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name per language where the operator gives one (product §1 languages). */
    names: jsonb('names').$type<Record<string, string>>(),
    imageUrl: text('image_url').notNull().default(''),
    kind: text('kind').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    amountRequirement: bigint('amount_requirement', { mode: 'bigint' }).notNull().default(sql`0`),
    cashValue: bigint('cash_value', { mode: 'bigint' }).notNull().default(sql`0`),
    quantity: integer('quantity').notNull(),
    available: integer('available').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('mall_items_stock', sql`${t.available} >= 0 AND ${t.available} <= ${t.quantity}`),
    check('mall_items_points', sql`${t.points} > 0`),
  ],
);

/**
 * A player's redemption of mall items (product §4: In Process, Rejected, Approved): a
 * CASH item is approved and paid at once; GOODS wait for the operator. Once per request.
 */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => mallItems.id),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    requestId: text('request_id').notNull(),
    remark: text('remark'),
    createdAt: at('created_at'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('point_redemptions_request_uq').on(t.memberId, t.requestId),
    index('point_redemptions_member_idx').on(t.memberId, t.id),
    index('point_redemptions_status_idx').on(t.status, t.id),
  ],
);
