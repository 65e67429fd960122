import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { members } from './member.ts';

/**
 * A mission the operator defines (issue 16): daily or weekly, its goal (sign in, deposit an
 * amount, bet a number of times or an amount on a category) and its reward in points
 * (hundredths) and, optionally, a bonus with turnover. Progress is read from the players'
 * figures, never stored: a mission defined today counts today's bets.
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** DAILY or WEEKLY. */
    period: text('period').notNull(),
    /** SIGN_IN, DEPOSIT (amount), BET_COUNT (rounds), VALID_BET (amount). */
    kind: text('kind').notNull(),
    /** The game category the bets must be on (null: any). */
    category: text('category'),
    /** Rounds for BET_COUNT, minor units for DEPOSIT and VALID_BET, 1 for SIGN_IN. */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    rewardPoints: bigint('reward_points', { mode: 'bigint' }).notNull().default(sql`0`),
    rewardBonus: bigint('reward_bonus', { mode: 'bigint' }).notNull().default(sql`0`),
    title: text('title').notNull(),
    /** Per language: { ES: { title } } (lib/localized.ts). */
    translations: jsonb('translations').$type<Record<string, Record<string, string>>>(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('missions_code_uq').on(t.code)],
);

/** A mission's reward taken, once per player and period (the brand day, or the week's Monday). */
export const missionRewards = pgTable(
  'mission_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    requestId: text('request_id').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('mission_rewards_once_uq').on(t.missionId, t.memberId, t.period),
    uniqueIndex('mission_rewards_request_uq').on(t.memberId, t.requestId),
    // The week's leaderboard: rewards taken since a moment.
    index('mission_rewards_created_idx').on(t.createdAt),
  ],
);
