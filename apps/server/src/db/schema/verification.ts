import { bigint, bigserial, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';
import { members } from './session.ts';

/**
 * SMS and e-mail codes. `purpose` (login, register, bind-mobile, bind-email, second…)
 * and `target` (+52 5512345678, an address, member:42) say what a code proves; only
 * its hash is kept; a code is used once and dies after a few wrong tries.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at'),
    expiresAt: when('expires_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: when('consumed_at'),
    ip: text('ip'),
  },
  (t) => [index('verification_codes_lookup').on(t.purpose, t.target, t.createdAt)],
);

/**
 * Image captchas by the key the site chose; an answer is checked once, then gone. The
 * answer is kept as is: it guards nothing after its two minutes, and tests read it.
 */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: when('expires_at').notNull(),
});

/**
 * Messages the development gateways "sent" (SMS and e-mail), for the operator and the
 * tests to read. Never written in production mode.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.id)],
);

/** One-time links of the forgot-password e-mail (only the token's hash is kept). */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  createdAt: at('created_at'),
  expiresAt: when('expires_at').notNull(),
  usedAt: when('used_at'),
});

/** A login waiting for its second verification (new IP); the ticket is kept hashed. */
export const loginChallenges = pgTable('login_challenges', {
  ticketHash: text('ticket_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: at('created_at'),
  expiresAt: when('expires_at').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  usedAt: when('used_at'),
});

/** Fixed-window counters of the rate limiter when no Redis is configured. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
  windowStart: when('window_start').notNull(),
  /** Set when a lockout (e.g. SMS flood, 5 minutes) is in force. */
  blockedUntil: when('blocked_until'),
});
