import { type SQL, sql } from 'drizzle-orm';

/*
 * The figures of decisions 027 and 028 over signed per-type money rows (`alias.type`,
 * `alias.amount`: the net change of a member's own accounts), one definition the reports
 * and the settlement both read.
 */

/** A timestamptz parameter. */
export const instant = (t: Date) => sql`${t.toISOString()}::timestamptz`;

/** Stakes less the stakes refunded. */
export const validBetOf = (alias: string): SQL =>
  sql.raw(`coalesce(-sum(${alias}.amount) FILTER (WHERE ${alias}.type IN ('BET', 'REFUND')), 0)`);

/** The players' result: wins and refunds less stakes (the net loss is its opposite). */
export const resultOf = (alias: string): SQL =>
  sql.raw(
    `coalesce(sum(${alias}.amount) FILTER (WHERE ${alias}.type IN ('BET', 'WIN', 'REFUND')), 0)`,
  );
