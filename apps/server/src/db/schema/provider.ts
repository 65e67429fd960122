import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { members } from './member.ts';
import { sessions } from './session.ts';

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
    // The agent centre's team betting: a team's rounds settled over a range, member by
    // member (a large team walks the index above instead). Settled rounds only, so placing
    // a bet writes nothing here; settling one already rewrites the row's index entries.
    index('game_rounds_member_settled_idx')
      .on(t.memberId, t.settledAt)
      .where(sql`${t.settledAt} is not null`),
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
    /** The site session that launched it: its game lives only while that one does. */
    siteSessionId: bigint('site_session_id', { mode: 'number' }).references(() => sessions.id),
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
    /**
     * The site session the game was launched from. Logout, a password change and an
     * operator lock end it, and with it this wallet session (decision 021).
     */
    siteSessionId: bigint('site_session_id', { mode: 'number' }).references(() => sessions.id),
    createdAt: at('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('provider_sessions_member_idx').on(t.memberId)],
);

/**
 * A vendor's win larger than the brand's cap (money.winCapMultiple × the round's stake):
 * nothing was paid; the operator releases it (paid then, once) or rejects it
 * (decision 016). One row per win call, keyed like the call itself.
 */
export const providerHeldWins = pgTable(
  'provider_held_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendor: text('vendor').notNull(),
    vendorTxId: text('vendor_tx_id').notNull(),
    roundId: text('round_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The round's stake when the win arrived. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** The wallet the win would have credited: MAIN, or the vendor's sub-wallet code. */
    wallet: text('wallet').notNull(),
    /** PENDING until the operator decides: RELEASED (paid) or REJECTED. */
    status: text('status').notNull().default('PENDING'),
    remark: text('remark'),
    createdAt: at('created_at'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_held_wins_call_uq').on(t.vendor, t.vendorTxId),
    index('provider_held_wins_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A player's settled rounds per brand day and game: how many, their stakes (the valid
 * bet) and their wins. Settlement adds to it in its own transaction (one statement per
 * call or batch); the rewards read it through `settledDaysView` (decision 033).
 */
export const settledBetDays = pgTable(
  'settled_bet_days',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    bets: bigint('bets', { mode: 'bigint' }).notNull().default(sql`0`),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    won: bigint('won', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * Winning rounds in a row on this game this day (a round won when it paid more than
     * its stake), and the longest such run of the day: the win-streak missions' figure.
     */
    streak: integer('streak').notNull().default(0),
    bestStreak: integer('best_streak').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.vendor, t.gameCode] }),
    // The rewards' accrual reads the last days' rows.
    index('settled_bet_days_day_idx').on(t.day),
  ],
);
