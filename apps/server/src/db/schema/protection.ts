import { bigint, bigserial, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';

/**
 * A player's limits (issue 19, decision 039), one row per kind and period: money limits
 * (DEPOSIT, LOSS, WAGER × DAY, WEEK, MONTH; minor units), the session limit (SESSION,
 * minutes) and the reality-check interval (REALITY_CHECK, minutes; period ''). A loosening
 * waits in `pending_*` until `pending_from`; `value` null is no limit.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    value: bigint('value', { mode: 'bigint' }),
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    /** Set while a loosening waits: from then on `pending_value` is the limit. */
    pendingFrom: when('pending_from'),
    updatedAt: at('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

/**
 * Cool-offs and self-exclusions, never changed or deleted: the one in force is the latest
 * whose end has not come (a new one may only end later). `set_by` is 'player' or the staff
 * account that set it.
 */
export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    startsAt: at('starts_at'),
    /** Null: permanent. */
    endsAt: when('ends_at'),
    setBy: text('set_by').notNull(),
  },
  (t) => [index('protection_exclusions_member_idx').on(t.memberId, t.id.desc())],
);
