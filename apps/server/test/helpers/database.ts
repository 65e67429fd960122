import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.ts';

/** A new, empty database on the PostgreSQL server of `url`, and how to drop it. */
export async function throwawayPostgres(url: string) {
  const name = `gh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl.toString(),
    drop: async () => {
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export type TestBackend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL names a server (CI sets it). */
export const testBackends: TestBackend[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL server of DATABASE_URL (CI runs both). A test
 * that must run on both names the backend.
 */
export async function openTestDatabase(
  backend: TestBackend = process.env.DATABASE_URL ? 'postgres' : 'pglite',
): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (backend === 'pglite' || !url) return openDatabase({ kind: 'memory' });
  const scratch = await throwawayPostgres(url);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 10 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
