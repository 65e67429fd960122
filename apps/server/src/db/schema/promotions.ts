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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { members } from './member.ts';

/**
 * A bonus given to a player (decision 033): its money sits in the BONUS wallet until the
 * settled valid bets counted toward it (weighted by category) reach `required`; then it is
 * RELEASED to the main wallet. FORFEITED by the player (to withdraw) or EXPIRED at
 * `expiresAt`, its money goes back to the house. `key` makes a grant happen once.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    key: text('key').notNull(),
    /** OPS (the operator's credit) or PROMOTION. */
    source: text('source').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    required: bigint('required', { mode: 'bigint' }).notNull(),
    counted: bigint('counted', { mode: 'bigint' }).notNull().default(sql`0`),
    state: text('state').notNull().default('ACTIVE'),
    remark: text('remark'),
    createdAt: at('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonus_grants_key_uq').on(t.key),
    // A player's grants, oldest first (wagering fills the oldest active one first).
    index('bonus_grants_member_idx').on(t.memberId, t.id),
    // The expiry job's active grants by their end.
    index('bonus_grants_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'ACTIVE'`),
    check('bonus_grants_amounts', sql`${t.amount} > 0 AND ${t.required} >= 0`),
    check('bonus_grants_counted_within', sql`${t.counted} >= 0 AND ${t.counted} <= ${t.required}`),
  ],
);

/**
 * How much of each row of the provider's settled-bet days (a player's settled stakes of a
 * game on a brand day) the rewards' accrual has moved on to points and wagering (decision
 * 033). Kept apart from those figures so settlement (which locks a player's wallet, then
 * their figures) and the accrual (which locks this, then points, grants and wallets)
 * never wait on each other in a circle. `accruedBefore` is what the
 * last accrual started from: the accrual writes `accrued` only where it still is that
 * (compare-and-set), and `accrued − accruedBefore` is what that accrual moved.
 */
export const rewardAccruals = pgTable(
  'reward_accruals',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    accrued: bigint('accrued', { mode: 'bigint' }).notNull(),
    accruedBefore: bigint('accrued_before', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.vendor, t.gameCode] })],
);

/**
 * A player's valid bets per game category for cashback: `validBet` grows with the
 * rewards' accrual; a cashback claim pays on `validBet − claimed` at the player's rates and
 * sets `claimed` (decision 033).
 */
export const rebateFigures = pgTable(
  'rebate_figures',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    category: text('category').notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    claimed: bigint('claimed', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.category] }),
    check(
      'rebate_figures_claimed_within',
      sql`${t.claimed} >= 0 AND ${t.claimed} <= ${t.validBet}`,
    ),
  ],
);

/**
 * Every reward a player claimed or was paid, once per rule, player and period (decision
 * 033): the row is written before any money moves, so a second claim of the same period
 * finds it; `requestId` answers a repeat of the same request.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** CASHBACK, VIP_UP:{level}, VIP_MONTHLY… */
    rule: text('rule').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The brand day, month, round… or ONCE. */
    period: text('period').notNull(),
    requestId: text('request_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    detail: jsonb('detail'),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('reward_claims_rule_member_period_uq').on(t.rule, t.memberId, t.period),
    uniqueIndex('reward_claims_request_uq').on(t.memberId, t.requestId),
    index('reward_claims_member_idx').on(t.memberId, t.id),
  ],
);

/**
 * A player's VIP rank as last seen, and the highest rank whose rank-up bonus was paid:
 * a player who falls and climbs again is not paid twice.
 */
export const vipLevels = pgTable('vip_levels', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  level: integer('level').notNull().default(0),
  paidLevel: integer('paid_level').notNull().default(0),
  updatedAt: at('updated_at'),
});

/**
 * A promotion the operator defines (issue 16; product §3 promotion types): its texts and
 * banner, its period, who may take it, its rule (`rule`: a deposit bonus percentage with a
 * cap, a fixed bonus, …) and the turnover multiple that releases the bonus it gives, how
 * often a player may take it (`repeat`: ONCE, DAILY, WEEKLY).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** NEWBIE, LIMITED, SPECIAL, DAILY, HIGH_REBATE, VIP. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Rich text, sanitised where it is shown. */
    content: text('content').notNull().default(''),
    /** Per language: { ES: { title, summary, content } } (lib/localized.ts). */
    translations: jsonb('translations').$type<Record<string, Record<string, string>>>(),
    bannerUrl: text('banner_url').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** ALL, NEW (registered within newDays), VIP (rank ≥ minLevel), DOWNLINE (of an agent). */
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull().default(1),
    repeat: text('repeat').notNull().default('ONCE'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('promotions_code_uq').on(t.code)],
);

/**
 * A raffle's round (a red envelope promotion's period): the server seed its draws come
 * from, committed by its hash before any draw and revealed once the round is over
 * (decision 033). Made when the round is first looked at or drawn from.
 */
export const raffleRounds = pgTable(
  'raffle_rounds',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    /** The period's key (promotion-rules periodOf). */
    round: text('round').notNull(),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** When the round is over and its seed may be shown; null: when the promotion ends. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.round] })],
);

/**
 * A player's application to a promotion that asks for one (product §5: a comment of up to
 * 140 characters and up to 3 png/jpg images), once per promotion and period; the
 * operator approves (its reward is issued) or rejects it.
 */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    comment: text('comment').notNull().default(''),
    /** APPLYING, ISSUED, REJECTED. */
    status: text('status').notNull().default('APPLYING'),
    requestId: text('request_id').notNull(),
    remark: text('remark'),
    createdAt: at('created_at'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_applications_once_uq').on(t.promotionId, t.memberId, t.period),
    uniqueIndex('promotion_applications_request_uq').on(t.memberId, t.requestId),
    index('promotion_applications_status_idx').on(t.status, t.id),
  ],
);

/**
 * An application's images, kept in the database (outside any web root) and served only
 * to their owner and the operator, as checked on upload (lib/image-check.ts).
 */
export const applicationImages = pgTable(
  'application_images',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => promotionApplications.id),
    n: integer('n').notNull(),
    mime: text('mime').notNull(),
    /** Base64 of the bytes. */
    data: text('data').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.n] })],
);

/** A player's own referral code (made the first time they look at their referral page). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('referral_codes_code_uq').on(t.code)],
);

/**
 * A friend who registered with a player's referral code: rewarded once (`rewardedAt`)
 * when the friend has deposited and wagered the brand's amounts; not eligible when the
 * friend registered from an address the referrer uses (a second account of the same
 * person earns nothing).
 */
export const referrals = pgTable(
  'referrals',
  {
    friendId: bigint('friend_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    eligible: boolean('eligible').notNull(),
    /** Why not eligible: SAME_IP. */
    reason: text('reason'),
    createdAt: at('created_at'),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    // The reward job's referrals still waiting.
    index('referrals_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.eligible} AND ${t.rewardedAt} IS NULL`),
  ],
);
