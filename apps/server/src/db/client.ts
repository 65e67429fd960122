import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { checkChannel, type Listen, postgresListener } from './notifications.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: repositories take one so callers decide the unit of work. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a query can run on: the database itself or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Hears the NOTIFYs of a channel (`SELECT pg_notify(channel, payload)` on any
   * connection of any process, delivered at its commit), for realtime fan-out.
   */
  listen: Listen;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /**
   * In memory; `from` starts it from a dump of another one (PGlite's `dumpDataDir`), e.g.
   * tests' copy of one migrated template instead of migrating every time.
   */
  | { kind: 'memory'; from?: Blob };

/** Opens the database, runs the migrations, and returns a handle that closes cleanly. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 20 });
    // An idle connection the server ends (restart, failover, an administrator) is an
    // 'error' on the pool; without a listener Node would end the whole process. The pool
    // drops that client and opens a new one when needed; queries in flight still reject.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    try {
      await migratePg(db as never, { migrationsFolder });
    } catch (err) {
      await pool.end();
      throw err;
    }
    const listener = postgresListener(target.url);
    return {
      db,
      kind: 'postgres',
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }

  let release = () => {};
  let dataPath: string | undefined;
  if (target.kind === 'pglite') {
    fs.mkdirSync(target.dataDir, { recursive: true });
    release = acquireDataDirLock(target.dataDir);
    dataPath = path.join(target.dataDir, 'pgdata');
  }
  try {
    const from = target.kind === 'memory' ? target.from : undefined;
    const client = from ? new PGlite({ loadDataDir: from }) : new PGlite(dataPath);
    await client.waitReady;
    const db = drizzleLite({ client, schema }) as unknown as Db;
    await migrateLite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      // One process, one connection: its own NOTIFYs are all there is to hear.
      listen: (channel, onPayload) => client.listen(checkChannel(channel), onPayload),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
