import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, migrationsFolder, openDatabase } from '../../src/db/client.ts';

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
  if (backend === 'pglite' || !url) return openDatabase({ kind: 'memory', from: await template() });
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

/** The migrations' content: a new or changed migration makes a new template. */
function migrationsHash() {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PGlite database as a dump, made once per set of migrations and kept
 * in the system's temporary folder: a test file's database starts from a copy of it in
 * under a second, where migrating each one took about three (the test suite's time,
 * issue 13). Written to a temporary name and renamed, so parallel test workers never
 * read half a file.
 */
let templateBlob: Blob | undefined;

async function template(): Promise<Blob> {
  if (templateBlob) return templateBlob;
  const file = path.join(os.tmpdir(), `gamehall-test-db-${migrationsHash()}.tar`);
  if (!fs.existsSync(file)) {
    const fresh = await openDatabase({ kind: 'memory' });
    try {
      const client = (fresh.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
    } finally {
      await fresh.close();
    }
  }
  // Read once per test file: PGlite copies it into each database it starts.
  templateBlob = new Blob([fs.readFileSync(file)]);
  return templateBlob;
}
