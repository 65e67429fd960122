import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { members } from './session.ts';

/** A vendor's seamless-wallet secret: requests are HMAC-SHA256 signed with it. */
export const vendorWalletKeys = pgTable('vendor_wallet_keys', {
  vendor: text('vendor').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: at('created_at'),
});

/**
 * Game rounds as the betting record shows them: one player's bets and win in one round
 * of one vendor. Players of a multiplayer game (crash) share the vendor's round id, so
 * each has a row of their own. OPEN until the win settles it; REFUNDED when its bets
 * were rolled back.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    vendor: text('vendor').notNull(),
    roundId: text('round_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    winAmount: bigint('win_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').notNull().default('OPEN'),
    createdAt: at('created_at'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.vendor, t.roundId, t.memberId] }),
    index('game_rounds_member_idx').on(t.memberId, t.createdAt),
    // The rank list reads the biggest wins of a recent period.
    index('game_rounds_settled_idx').on(t.settledAt),
  ],
);

/**
 * Every provider call by the vendor's transaction id: a repeat returns `answer`. A
 * rollback of a bet not yet seen leaves a ROLLED_BACK bet here, which refuses that bet
 * if it arrives later. `wallet` is the wallet the call moved: MAIN, or the vendor's code
 * for its transfer-wallet sub-wallet; a rollback refunds into its bet's.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    vendor: text('vendor').notNull(),
    vendorTxId: text('vendor_tx_id').notNull(),
    kind: text('kind').notNull(),
    roundId: text('round_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    wallet: text('wallet').notNull().default('MAIN'),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer'),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.vendor, t.vendorTxId] })],
);

/**
 * One-time launch tokens (sha256 of the token; the URL carries the token itself): a
 * vendor exchanges one for a wallet session within LAUNCH_TOKEN_SECONDS, once.
 */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    mode: text('mode').notNull(),
    createdAt: at('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('launch_tokens_member_idx').on(t.memberId)],
);

/**
 * Wallet sessions a vendor holds after authenticate (sha256 of the session id). Balance
 * and bets need one that is live; wins and rollbacks are accepted after it expired.
 */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    sessionHash: text('session_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    mode: text('mode').notNull(),
    /** Demo sessions: the free trial's demo money, in minor units (never the ledger). */
    demoBalance: bigint('demo_balance', { mode: 'bigint' }),
    createdAt: at('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('provider_sessions_member_idx').on(t.memberId)],
);
