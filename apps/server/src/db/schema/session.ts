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
import { at, when } from './columns.ts';
import { members } from './member.ts';

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

/**
 * Remember-me tokens (decision 013): sha256 of a random token the browser holds in an
 * HttpOnly cookie. Each use revokes it and issues the next with the same end, so a
 * token logs in once and "remember me" lasts one day from the login that ticked it.
 */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: at('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('remember_tokens_member_id_idx').on(t.memberId)],
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
