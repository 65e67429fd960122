import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';
import { members } from './member.ts';

/**
 * The sportsbook (decision 037). A match as the feed last said it: its markets as JSON
 * (`[{id, kind, line (quarters), suspended, selections: [{pick, odds}]}]`, odds in
 * hundredths), its score and what happened so far. `version` grows with every change the
 * feed job writes; `events` grows with the score, so an in-play bet compares its length.
 * `resultRevision` grows with every result (a correction too); the settlement job settles
 * the match's bets again until `settledRevision` reaches it.
 */
export const sportsMatches = pgTable(
  'sports_matches',
  {
    id: text('id').primaryKey(),
    sport: text('sport').notNull(),
    leagueId: text('league_id').notNull(),
    leagueName: text('league_name').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startAt: when('start_at').notNull(),
    phase: text('phase').notNull(),
    clock: integer('clock'),
    score: jsonb('score'),
    events: jsonb('events').notNull(),
    markets: jsonb('markets').notNull(),
    /** The feed's view digest: a tick that changes nothing writes nothing. */
    digest: text('digest').notNull(),
    version: integer('version').notNull().default(1),
    result: jsonb('result'),
    resultRevision: integer('result_revision').notNull().default(0),
    settledRevision: integer('settled_revision').notNull().default(0),
    updatedAt: at('updated_at'),
  },
  (t) => [
    index('sports_matches_start_idx').on(t.startAt),
    index('sports_matches_open_idx').on(t.phase, t.startAt).where(sql`phase IN ('pre', 'live')`),
    index('sports_matches_unsettled_idx').on(t.id).where(sql`result_revision > settled_revision`),
  ],
);

/**
 * A bet: one wallet round `sports-{id}` of the book (vendor) under its sportsbook title.
 * OPEN, SETTLED (paid what its legs say; `revision` the result revision it was last
 * settled on), CASHED_OUT (paid the offer taken).
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    kind: text('kind').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** The legs' odds multiplied, in hundredths (floored). */
    odds: integer('odds').notNull(),
    potential: bigint('potential', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    paid: bigint('paid', { mode: 'bigint' }),
    revision: integer('revision').notNull().default(0),
    cashOutRequest: text('cash_out_request'),
    placedAt: at('placed_at'),
    settledAt: when('settled_at'),
  },
  (t) => [
    uniqueIndex('sports_bets_request_uq').on(t.memberId, t.requestId),
    index('sports_bets_member_idx').on(t.memberId, t.status, t.id),
  ],
);

/** A bet's leg: the market and selection at the price taken; its outcome once settled. */
export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportsBets.id),
    leg: integer('leg').notNull(),
    matchId: text('match_id')
      .notNull()
      .references(() => sportsMatches.id),
    marketId: text('market_id').notNull(),
    kind: text('kind').notNull(),
    /** Quarters of a unit (AH, OU); null for the others. */
    line: integer('line'),
    pick: text('pick').notNull(),
    odds: integer('odds').notNull(),
    outcome: text('outcome'),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.leg] }),
    index('sports_bet_legs_match_idx').on(t.matchId, t.betId),
  ],
);

/**
 * What the book stands to lose on a selection of a market (Σ potential return − stake of
 * the bets on it), raised by a guarded increment at each bet: past the cap, refused.
 */
export const sportsLiability = pgTable(
  'sports_liability',
  {
    marketId: text('market_id').notNull(),
    pick: text('pick').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.pick] })],
);

/**
 * The feed's own facts kept across instances: the demo model's seed (`demo-seed`), drawn
 * once at random and never sent anywhere — with it and the open model, results could be
 * known before kick-off.
 */
export const sportsFeedState = pgTable('sports_feed_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
