import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, migrationsFolder, openDatabase } from '../../src/db/client.ts';

/**
 * A new, migrated database on the PostgreSQL server of `url`, and how to drop it: a copy
 * of one migrated template (`CREATE DATABASE … TEMPLATE`), made once per set of migrations
 * and kept on the server, as PGlite's tests start from a dump of theirs (below).
 */
export async function throwawayPostgres(url: string) {
  const name = `gh_test_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(url);
  await onServer(url, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl.toString(),
    drop: async () => {
      await onServer(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function onServer<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

let templateName: Promise<string> | undefined;

/**
 * The migrated template's name on the server. Test workers make it under an advisory lock,
 * so one migrates while the others wait and then copy; a template of older migrations is
 * dropped then. Nobody connects to a finished template (a copy needs it unused).
 */
function postgresTemplate(url: string): Promise<string> {
  templateName ??= onServer(url, async (admin) => {
    const name = `gh_template_${migrationsHash()}`;
    await admin.query('SELECT pg_advisory_lock(7400431)');
    try {
      const have = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'gh\\_template\\_%'",
      );
      if (have.rows.some((r) => r.datname === name)) return name;
      for (const old of have.rows) await admin.query(`DROP DATABASE ${old.datname} WITH (FORCE)`);
      const building = `${name}_wip`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const migrated = await openDatabase({
        kind: 'postgres',
        url: target.toString(),
        poolSize: 1,
      });
      await migrated.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(7400431)');
    }
  });
  return templateName;
}

export type TestBackend = 'pglite' | 'postgres';

/**
 * The backend a test that names one runs on: PGlite, or PostgreSQL when DATABASE_URL names a
 * server. CI runs the server's tests twice, once each way, so running PGlite again in the
 * PostgreSQL pass would only repeat the first.
 */
export const testBackends: TestBackend[] = process.env.DATABASE_URL ? ['postgres'] : ['pglite'];

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
