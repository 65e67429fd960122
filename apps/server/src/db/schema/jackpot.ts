import { bigint, bigserial, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { members } from './member.ts';

/**
 * Each progressive jackpot won (decision 035): one row per winning round, written with
 * the ledger posting that moved the pool, so a round is paid the pool once.
 */
export const jackpotWins = pgTable('jackpot_wins', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The winning round, as the wallet names it (`play-{id}`): unique, paid once. */
  roundKey: text('round_key').notNull().unique(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  vendor: text('vendor').notNull(),
  gameCode: text('game_code').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  createdAt: at('created_at'),
});
