import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
 * The live tables' rounds (decision 034): one open round per table that every player of
 * every instance shares. Its server seed is made when it opens and shown by its sha256
 * until the result is dealt; each phase change is one guarded UPDATE any instance may
 * make at a moment the round fixes itself.
 */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableId: text('table_id').notNull(),
    /** The round's number at its table (1, 2, …): the fair input's nonce. */
    seq: integer('seq').notNull(),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /**
     * BETTING, then SETTLED once the result is shown (outcome and dealt_at set); a table
     * where players decide (blackjack, three card poker) passes through DECIDING: the deal
     * is stored, its visible part shown, until decisions_end_at.
     */
    phase: text('phase').notNull(),
    bettingEndsAt: when('betting_ends_at').notNull(),
    decisionsEndAt: when('decisions_end_at'),
    dealtAt: when('dealt_at'),
    outcome: jsonb('outcome'),
    /**
     * A table decided in steps (blackjack, decision 034) while DECIDING: the step on show
     * (1, 2, …), when it closes, and its frame — { kind, seats: those who play the round,
     * deciding: those with a decision in this step, revealed: the shared cards shown }.
     * decisions_end_at is set when the last step closes.
     */
    step: integer('step'),
    stepEndsAt: when('step_ends_at'),
    stepFrame: jsonb('step_frame'),
  },
  (t) => [
    uniqueIndex('live_rounds_table_seq_uq').on(t.tableId, t.seq),
    // One round at a time takes bets at a table.
    uniqueIndex('live_rounds_betting_uq').on(t.tableId).where(sql`phase = 'BETTING'`),
  ],
);

/**
 * A player's place at a round through one game (the catalogue may list a table under
 * several titles): its bets are one wallet round, paid one win when the round is dealt.
 */
export const liveSeats = pgTable(
  'live_seats',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => liveRounds.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    /** real or demo; demo money is the session's (or a trial account's) own. */
    mode: text('mode').notNull(),
    sessionHash: text('session_hash').notNull(),
    /**
     * The player's decisions at a decision table, in order: [{ decision, requestId,
     * slipId }] (slipId: the slip whose stake the decision took, or null); at a table
     * decided in steps each also names its step, and a default the table took when a
     * step closed has a null requestId.
     */
    decisions: jsonb('decisions').notNull().default([]),
    /** Set once the round is dealt: what the seat's bets returned. */
    win: bigint('win', { mode: 'bigint' }),
    /** The win (0 for a loss) went through the wallet: the seat is done. */
    paid: boolean('paid').notNull().default(false),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('live_seats_place_uq').on(t.roundId, t.memberId, t.vendor, t.gameCode, t.mode),
    index('live_seats_unpaid_idx').on(t.roundId).where(sql`NOT paid`),
  ],
);

/** The bets one request placed on a seat, with their stake taken as one wallet bet. */
export const liveSlips = pgTable(
  'live_slips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    seatId: bigint('seat_id', { mode: 'number' })
      .notNull()
      .references(() => liveSeats.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    /** [{ spot, stake }] with stakes in minor units as text, spots as the engine writes them. */
    bets: jsonb('bets').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** PENDING until the wallet took the stake (real money), then ACTIVE; REFUSED if not. */
    status: text('status').notNull(),
    /** The decision this slip stakes for (a double, a call), or null for bets. */
    decision: text('decision'),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('live_slips_request_uq').on(t.memberId, t.requestId),
    index('live_slips_seat_idx').on(t.seatId),
  ],
);
