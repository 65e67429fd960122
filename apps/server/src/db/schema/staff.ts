import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * The operator's staff (issue 19, decision 038): a role each, a password (scrypt, as the
 * players'), and an authenticator secret enrolled at the first login.
 */
export const staff = pgTable('staff', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  account: text('account').notNull().unique(),
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** The TOTP secret (base32); set at the first login, confirmed by its first code. */
  totpSecret: text('totp_secret'),
  totpEnrolled: boolean('totp_enrolled').notNull().default(false),
  /** The last 30-second step a code was taken for: a code is taken once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: at('created_at'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/** Staff sessions: the sha256 of the token only; idle ones end (decision 038). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: at('created_at'),
    lastSeenAt: at('last_seen_at'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** A login between its password step and its code step: short-lived, few tries. */
export const staffChallenges = pgTable('staff_challenges', {
  challengeHash: text('challenge_hash').primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' })
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
});

/** Recovery codes (sha256 of each): one login each without the authenticator. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.codeHash] })],
);
