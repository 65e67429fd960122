import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';
import { members } from './member.ts';

/**
 * A player's provably fair seed pairs for the in-house games: the active one (not yet
 * revealed) shows only its hash; rotating reveals it and starts a new pair at nonce 0.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next bet uses. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: at('created_at'),
    revealedAt: when('revealed_at'),
  },
  (t) => [
    uniqueIndex('fair_seeds_active_uq').on(t.memberId).where(sql`revealed_at IS NULL`),
    index('fair_seeds_member_idx').on(t.memberId, t.id),
  ],
);

/**
 * Every round of an in-house game, with the seed pair and nonce it came from and its
 * full outcome, so a replay returns it and anyone can verify it once the seed is
 * revealed. OPEN until its bet and win went through the wallet.
 */
export const playRounds = pgTable(
  'play_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    engine: text('engine').notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    mode: text('mode').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeeds.id),
    nonce: integer('nonce').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    outcome: jsonb('outcome').notNull(),
    status: text('status').notNull().default('OPEN'),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('play_rounds_request_uq').on(t.memberId, t.requestId),
    uniqueIndex('play_rounds_seed_nonce_uq').on(t.seedId, t.nonce),
    index('play_rounds_open_idx').on(t.createdAt).where(sql`status = 'OPEN'`),
  ],
);
