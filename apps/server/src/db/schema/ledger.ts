import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { members } from './member.ts';

/**
 * Ledger accounts. Player accounts (member_id set): MAIN, BONUS, HELD (withdrawals
 * waiting for the operator) and VENDOR sub-wallets (vendor set). System accounts
 * (member_id null): HOUSE, PAYMENT_CLEARING (money at payment providers) and
 * PAYOUT_CLEARING (money paid out), each split into shards so concurrent bets do not
 * queue on one row. `balance` is the cached sum of the account's entries, updated in the
 * same transaction; the check makes "a player never goes below zero" a database rule.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    vendor: text('vendor').notNull().default(''),
    shard: smallint('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('ledger_accounts_player_uq')
      .on(t.memberId, t.kind, t.vendor)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('ledger_accounts_system_uq').on(t.kind, t.shard).where(sql`${t.memberId} is null`),
    check('ledger_accounts_never_negative', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/**
 * One movement of money. `idemKey` makes it happen once: a replay finds the row and
 * moves nothing; `requestHash` tells a true replay from the same key with other data.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idemKey: text('idem_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    type: text('type').notNull(),
    /** The player the movement belongs to (records are listed by it). */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** Deposit / withdrawal order, game round… */
    reference: text('reference'),
    remark: text('remark'),
    /** Facts the records show besides the entries (e.g. the turnover a bonus added). */
    meta: jsonb('meta').$type<Record<string, string | number>>(),
    createdAt: at('created_at'),
  },
  (t) => [index('ledger_transactions_member_idx').on(t.memberId, t.createdAt)],
);

/** The entries of a transaction: signed amounts that sum to zero, with the balance after. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txId: bigint('tx_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    index('ledger_entries_tx_idx').on(t.txId),
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Wagering a player owes before withdrawing: deposits and bonuses add to `required`,
 * bets add to `done`. Updated in the same transaction as the money.
 */
export const walletTurnover = pgTable('wallet_turnover', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  required: bigint('required', { mode: 'bigint' }).notNull().default(sql`0`),
  done: bigint('done', { mode: 'bigint' }).notNull().default(sql`0`),
});

/**
 * Each member's money by day and transaction type, written with the transaction itself
 * (posting-sql.ts), so the agent centre's reports read days, not every bet, and still add
 * up to the ledger to the cent. `day` is the brand's (its time zone when the money moved);
 * `amount` is the net change of the member's own accounts (a bet −stake, a win +payout, a
 * paid withdrawal −amount); `count` the transactions.
 */
export const ledgerMemberDays = pgTable(
  'ledger_member_days',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    count: integer('count').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.type] }),
    // A large team's report over a few days reads those days' rows (hash-joined with the
    // team) instead of the whole table, which grows with history (decision 028). Only a
    // new member, day and type adds an entry: a posting's update of the amount stays HOT.
    index('ledger_member_days_day_idx').on(t.day),
  ],
);
