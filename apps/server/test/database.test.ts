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
});
