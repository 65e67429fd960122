import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per operator API call, accepted or refused: who, what, from where, and what
 * changed. Append-only: a trigger refuses UPDATE and DELETE (decision 038).
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Key id (a hash prefix, never the key), or null when no valid key was shown. */
    keyId: text('key_id'),
    /** The staff member's account when a staff session made the call (decision 038). */
    staffAccount: text('staff_account'),
    action: text('action').notNull(),
    payload: jsonb('payload'),
    /** What the call changed, as it was and as it became, where the handler says so. */
    before: jsonb('before'),
    after: jsonb('after'),
    outcome: text('outcome').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_audit_at_idx').on(t.at),
    index('operator_audit_staff_idx').on(t.staffAccount, t.at),
  ],
);

/** Staff notes on a member (the console's member page): kept, never edited. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    staffAccount: text('staff_account').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.id)],
);
