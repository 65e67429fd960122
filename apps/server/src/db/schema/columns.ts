import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** A moment set when the row is written (timestamptz, not null, now()). */
export const at = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull().default(sql`now()`);

/** A moment that may not have happened yet (timestamptz, nullable). */
export const when = (name: string) => timestamp(name, { withTimezone: true });
