import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per operator API call, accepted or refused: who, what, from where. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Key id (a hash prefix, never the key), or null when no valid key was shown. */
    keyId: text('key_id'),
    action: text('action').notNull(),
    payload: jsonb('payload'),
    outcome: text('outcome').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_audit_at_idx').on(t.at)],
);
