import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';
import { members } from './member.ts';

/**
 * A hash chain of crash rounds (packages/games crashChain): its terminating hash and salt
 * are published before its first round; the secret end stays on the server.
 */
export const crashChains = pgTable('crash_chains', {
  id: serial('id').primaryKey(),
  secret: text('secret').notNull(),
  terminatingHash: text('terminating_hash').notNull(),
  salt: text('salt').notNull(),
  length: integer('length').notNull(),
  createdAt: at('created_at'),
});

/**
 * The rounds every player of every instance shares. Each phase change is one guarded
 * UPDATE any instance may make, at a moment fixed by the round itself (betting_ends_at,
 * then started_at + the time to reach crash_at), so they all agree.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id')
      .notNull()
      .references(() => crashChains.id),
    idx: integer('idx').notNull(),
    hash: text('hash').notNull(),
    /** The crash point in hundredths (100 = 1.00×). */
    crashAt: integer('crash_at').notNull(),
    phase: text('phase').notNull(),
    bettingEndsAt: when('betting_ends_at').notNull(),
    startedAt: when('started_at'),
    crashedAt: when('crashed_at'),
  },
  (t) => [uniqueIndex('crash_rounds_chain_idx_uq').on(t.chainId, t.idx)],
);

/** A player's bet on a round; one per round, settled through the wallet once. */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => crashRounds.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    /** real or demo; demo bets move the demo money of the session they came from. */
    mode: text('mode').notNull(),
    sessionHash: text('session_hash').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Hundredths, or null. */
    autoCashout: integer('auto_cashout'),
    cashedOut: integer('cashed_out'),
    win: bigint('win', { mode: 'bigint' }),
    /**
     * PENDING until the wallet took the stake (real money), then ACTIVE until cashed out
     * (CASHED) or the crash (LOST); REFUSED when the wallet said no.
     */
    status: text('status').notNull().default('ACTIVE'),
    /** The win (0 for a loss) went through the wallet: the bet is done. */
    paid: boolean('paid').notNull().default(false),
    createdAt: at('created_at'),
  },
  (t) => [
    // One bet per player and round; a bet the wallet refused does not count.
    uniqueIndex('crash_bets_round_member_live_uq')
      .on(t.roundId, t.memberId)
      .where(sql`status <> 'REFUSED'`),
    uniqueIndex('crash_bets_request_uq').on(t.memberId, t.requestId),
    index('crash_bets_unpaid_idx').on(t.roundId).where(sql`NOT paid AND status <> 'REFUSED'`),
  ],
);
