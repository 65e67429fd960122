import { type SQL, sql } from 'drizzle-orm';

/** A period a list or a total is asked for; either end may be open. */
export interface Range {
  from?: Date;
  to?: Date;
}

/** ` AND column >= from AND column <= to`, for the ends the range has. */
export const within = (column: SQL, r: Range) =>
  sql`${r.from ? sql` AND ${column} >= ${r.from.toISOString()}` : sql``}${
    r.to ? sql` AND ${column} <= ${r.to.toISOString()}` : sql``
  }`;
