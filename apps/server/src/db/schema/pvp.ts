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
 * The PVP card rooms' tables (decision 036): a room of a game (its stake tier) opens a
 * table of `seats` when every table it has is full. The id is the hands' client seed.
 */
export const pvpTables = pgTable(
  'pvp_tables',
  {
    id: text('id').primaryKey(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    roomId: text('room_id').notNull(),
    engine: text('engine').notNull(),
    /** The room's unit in minor units: boot, big blind, base bet. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    seats: integer('seats').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [index('pvp_tables_room_idx').on(t.vendor, t.gameCode, t.roomId)],
);

/**
 * A player's seat: the buy-in is one wallet bet of the seat's round (`pvp-seat-{id}`) and
 * what is left when they stand up its one win, so the chips at the table are that money.
 * PENDING until the wallet took the buy-in, SITTING, LEAVING (standing up: paid back once
 * no hand holds their chips), LEFT (paid), REFUSED (the wallet could not cover it).
 */
export const pvpSeats = pgTable(
  'pvp_seats',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableId: text('table_id')
      .notNull()
      .references(() => pvpTables.id),
    seat: integer('seat').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    sessionHash: text('session_hash').notNull(),
    buyIn: bigint('buy_in', { mode: 'bigint' }).notNull(),
    /** The chips before the hand on (a hand's own stacks are in its state). */
    stack: bigint('stack', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    /** Turns in a row the timer played for them: two, and they are stood up. */
    missed: integer('missed').notNull().default(0),
    /** What the stand-up paid back (set with LEFT). */
    paidOut: bigint('paid_out', { mode: 'bigint' }),
    createdAt: at('created_at'),
    leftAt: when('left_at'),
  },
  (t) => [
    uniqueIndex('pvp_seats_request_uq').on(t.memberId, t.requestId),
    // One player per seat, and one seat per player at a table, while they sit.
    uniqueIndex('pvp_seats_place_uq')
      .on(t.tableId, t.seat)
      .where(sql`status IN ('PENDING', 'SITTING', 'LEAVING')`),
    uniqueIndex('pvp_seats_member_uq')
      .on(t.tableId, t.memberId)
      .where(sql`status IN ('PENDING', 'SITTING', 'LEAVING')`),
    index('pvp_seats_open_idx')
      .on(t.tableId)
      .where(sql`status IN ('PENDING', 'SITTING', 'LEAVING')`),
  ],
);

/**
 * A hand: its server seed made before the deal and shown by its hash until it is over;
 * the engine's state (JSON with bigints as {"$n": …}) after each action; the seats dealt
 * in; when the turn runs out. Over: the result is written and the seats' stacks moved in
 * the same transaction.
 */
export const pvpHands = pgTable(
  'pvp_hands',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableId: text('table_id')
      .notNull()
      .references(() => pvpTables.id),
    /** The hand's number at its table: the fair input's nonce. */
    seq: integer('seq').notNull(),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    button: integer('button').notNull(),
    /** [{ seat, seatId, memberId }] of the seats dealt in. */
    dealt: jsonb('dealt').notNull(),
    state: text('state').notNull(),
    over: boolean('over').notNull().default(false),
    turnEndsAt: when('turn_ends_at'),
    result: text('result'),
    rake: bigint('rake', { mode: 'bigint' }).notNull().default(sql`0`),
    startedAt: at('started_at'),
    endedAt: when('ended_at'),
  },
  (t) => [
    uniqueIndex('pvp_hands_table_seq_uq').on(t.tableId, t.seq),
    uniqueIndex('pvp_hands_playing_uq').on(t.tableId).where(sql`NOT over`),
  ],
);

/** Every action of a hand, the player's (with its request id) or the timer's. */
export const pvpActions = pgTable(
  'pvp_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    handId: bigint('hand_id', { mode: 'number' })
      .notNull()
      .references(() => pvpHands.id),
    seat: integer('seat').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** Null for the timer's. */
    requestId: text('request_id'),
    action: text('action').notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('pvp_actions_request_uq').on(t.memberId, t.requestId),
    index('pvp_actions_hand_idx').on(t.handId),
  ],
);
