import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
