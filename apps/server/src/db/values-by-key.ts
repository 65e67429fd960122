import { type SQL, sql } from 'drizzle-orm';

/**
 * Each row's values for a bulk statement, sent as one JSON object keyed by the row's key
 * and read with `->`, a binary search in the object: no join. Joined as rows
 * (`jsonb_array_elements`) instead, the planner, guessing one row on the table's side, may
 * loop over the whole list once per row (a settlement chunk of 2,000 rounds took 3 s).
 *
 * `with` is the statement's CTE (`WITH ${v.with} UPDATE …`), made once; `keys()` lists the
 * keys for `= ${v.keys()}`, cast to `type` (an index matches it like a list of constants,
 * db/any-of.ts);
 * `at(key, i)` is the i-th value of the row whose key is the SQL expression `key`, as text.
 */
export function valuesByKey(name: string, rows: ReadonlyMap<string, readonly unknown[]>) {
  const cte = sql.raw(name);
  const object = JSON.stringify(Object.fromEntries(rows));
  return {
    with: sql`${cte} AS (SELECT ${object}::jsonb AS o)`,
    keys: (type: 'text' | 'bigint' = 'text') =>
      sql`ANY(ARRAY(SELECT jsonb_object_keys(o)::${sql.raw(type)} FROM ${cte}))`,
    // The index inline: a parameter of no type would be taken for a key (`->> '0'`).
    at: (key: SQL, i: number) =>
      sql`((SELECT o FROM ${cte}) -> ${key} ->> ${sql.raw(String(Math.trunc(i)))})`,
  };
}
