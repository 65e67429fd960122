import { sql } from 'drizzle-orm';

/**
 * `= ANY(…)` over a list of values sent as one JSON parameter. The array is built once (an
 * init plan), so PostgreSQL matches it against an index like a list of constants; joining
 * the JSON rows instead lets the planner guess 100 rows and, on a table it has no fresh
 * statistics for, scan the table once per row (a settlement of thousands of rounds took
 * minutes that way).
 */
export const anyText = (values: readonly string[]) =>
  sql`ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;

export const anyBigint = (values: readonly (number | bigint)[]) =>
  sql`ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values.map(String))}::jsonb)::bigint))`;
