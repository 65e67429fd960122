import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';

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

/**
 * Site accounts. `type`: 0 player, 1/2/41/42 agent types, 4 free-play trial.
 * `account` is stored lower-cased so the unique constraint is case-insensitive.
 */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull().unique(),
    /** Self-describing scrypt string (see lib/password/password.ts). */
    passwordHash: text('password_hash').notNull(),
    type: smallint('type').notNull().default(0),
    nickname: text('nickname'),
    /** Mobile number without its dialing code; unique together with the dialing code. */
    mobile: text('mobile'),
    mobileDialingCode: text('mobile_dialing_code'),
    email: text('email'),
    createdAt: at('created_at'),
    passwordChangedAt: at('password_changed_at'),
    /** Made by an agent or operator with the brand's default password: must change it. */
    passwordIsDefault: boolean('password_is_default').notNull().default(false),
    /** Set by the first-login call; null on accounts made for someone who never logged in. */
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** 0 active, 1 frozen ('Non-member account unable to login'). */
    status: smallint('status').notNull().default(0),
    rankLevel: smallint('rank_level').notNull().default(1),
    avatar: text('avatar').notNull().default('avatar-1'),
    avatarType: text('avatar_type').notNull().default('STATIC'),
    payeeName: text('payee_name'),
    paymentPasswordHash: text('payment_password_hash'),
    /** Base32 TOTP secret once bound; the pending one waits for its first code. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** Registration extras and social accounts (line, whatsapp, facebook, wechat, telegram…). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    /** The agent this member registered under (affiliate code), if any. */
    uplineId: bigint('upline_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    /** An agent's own invitation code. */
    affiliateCode: text('affiliate_code').unique(),
    registerMethod: text('register_method'),
    registerUrl: text('register_url'),
    registerIp: text('register_ip'),
    /** Trial accounts (type 4) play with this demo money; it never touches the ledger. */
    demoBalance: bigint('demo_balance', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    uniqueIndex('members_mobile_unique').on(t.mobileDialingCode, t.mobile),
    index('members_upline_idx').on(t.uplineId),
    // The console's dashboard counts the players who joined each day.
    index('members_created_idx').on(t.createdAt),
  ],
);

/**
 * Each member's uplines at every depth, and the member itself at depth 0 (a closure of
 * `upline_id`): an agent's team is the rows of its `ancestor_id`. Written with the member,
 * in the same transaction (member/repo.ts).
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.memberId] }),
    index('member_tree_member_idx').on(t.memberId, t.depth),
  ],
);

/** Custom avatars (avatarType CUSTOM): the image bytes, served by /wps/member/avatar/:id. */
export const memberAvatars = pgTable('member_avatars', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  mime: text('mime').notNull(),
  data: text('data').notNull(),
  updatedAt: at('updated_at'),
});

/** IPs each member logged in from; a login from another needs a second verification. */
export const memberIps = pgTable(
  'member_ips',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeen: at('first_seen'),
    lastSeen: at('last_seen'),
  },
  (t) => [
    uniqueIndex('member_ips_member_ip').on(t.memberId, t.ip),
    // The console finds the members who logged in from an address.
    index('member_ips_ip_idx').on(t.ip),
  ],
);
