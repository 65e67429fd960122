import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase } from './helpers/database.ts';

describe('database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs the migrations so the tables exist', async () => {
    const rows = await database.db.execute(
      sql`select table_name from information_schema.tables where table_name = 'settings'`,
    );
    expect((rows as { rows: unknown[] }).rows).toHaveLength(1);
  });

  // PostgreSQL only: PGlite has no server to end connections.
  it.skipIf(!process.env.DATABASE_URL)(
    'carries on when the server ends its idle connections (restart, failover)',
    async () => {
      // Two connections at once, so one stays idle in the pool while the other ends it.
      await Promise.all([
        database.db.execute(sql`select pg_sleep(0.05)`),
        database.db.execute(sql`select pg_sleep(0.05)`),
      ]);
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await new Promise((r) => setTimeout(r, 200));
      // The ended connection was dropped, not fatal; the next query gets a fresh one.
      const rows = await database.db.execute(sql`select 1 as one`);
      expect((rows as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
    },
  );
});
