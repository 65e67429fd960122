import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().default(sql`now()`);

/**
 * Site accounts. `type`: 0 player, 1/2/41/42 agent types, 4 free-play trial.
 * `account` is stored lower-cased so the unique constraint is case-insensitive.
 */
export const members = pgTable('members', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  account: text('account').notNull().unique(),
  /** Self-describing scrypt string (see modules/session/password.ts). */
  passwordHash: text('password_hash').notNull(),
  type: smallint('type').notNull().default(0),
  nickname: text('nickname'),
  mobile: text('mobile'),
  email: text('email'),
  createdAt: at('created_at'),
  passwordChangedAt: at('password_changed_at'),
});

/** Login sessions. Only the sha256 of the token is kept, so a database leak yields no tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_member_id_idx').on(t.memberId)],
);

/** Logins, failures, password changes and bindings: who, when, from where. */
export const authAudit = pgTable(
  'auth_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null when the account is unknown (a failed login for a name that does not exist). */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'set null',
    }),
    event: text('event').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: at('at'),
    detail: jsonb('detail'),
  },
  (t) => [index('auth_audit_member_at_idx').on(t.memberId, t.at)],
);
