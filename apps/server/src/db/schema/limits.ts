import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { when } from './columns.ts';

/** Fixed-window counters of the rate limiter when no Redis is configured. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
  windowStart: when('window_start').notNull(),
  /** Set when a lockout (e.g. SMS flood, 5 minutes) is in force. */
  blockedUntil: when('blocked_until'),
});
