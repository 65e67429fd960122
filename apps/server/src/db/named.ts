import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

const dialect = new PgDialect();
/**
 * Statement names by text. Use it for hot statements whose text depends only on their
 * shape (a posting's, a round's settlement), so few names exist per connection.
 */
const names = new Map<string, string>();

/**
 * Runs `query` as a named (prepared) statement: node-postgres parses it once per
 * connection and then only binds values, so PostgreSQL skips parsing and, after a few
 * runs, planning too. The name is a hash of the text, so one name never means two
 * texts. PGlite's driver ignores the name and runs the text.
 */
export function runNamed(tx: Tx, query: SQL): Promise<unknown> {
  const q = dialect.sqlToQuery(query);
  let name = names.get(q.sql);
  if (!name) {
    name = `q_${createHash('sha1').update(q.sql).digest('hex').slice(0, 16)}`;
    names.set(q.sql, name);
  }
  return tx._.session.prepareQuery(q, undefined, name, false).execute();
}
