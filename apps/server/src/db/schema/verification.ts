import { bigserial, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';

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
