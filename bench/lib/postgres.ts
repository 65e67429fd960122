import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

async function run(command: string, args: string[]) {
  try {
    return await execFileAsync(command, args);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ENOENT') {
      throw new Error(`${command} not found: install the PostgreSQL client tools`);
    }
    throw err;
  }
}

/** The PostgreSQL server the database benchmarks use (trust auth on development machines). */
export const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Writes out dirty buffers before a measured run, so a checkpoint the setup made due does
 * not land inside it (needs a superuser or pg_checkpoint; skipped without the right).
 */
export async function checkpoint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } catch (err) {
    if ((err as { code?: string }).code !== '42501') throw err;
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A throw-away database on the server, as the tests make them; drop() removes it. */
export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export interface PgbenchRun {
  clients: number;
  threads: number;
  seconds: number;
}

/**
 * pgbench's built-in TPC-B-like script on a fresh database: `pgbench -i` at a scale
 * factor equal to the clients (pgbench's own advice: below that it mostly measures
 * contention on the branch rows), a short warm-up, then the measured run. Returns the
 * "tps = … (without initial connection time)" figure.
 */
export async function pgbenchTps(
  { clients, threads, seconds }: PgbenchRun,
  warmupSeconds: number,
): Promise<number> {
  const db = await scratchDatabase('gh_bench_pgbench');
  try {
    await run('pgbench', ['-i', '-q', '-s', String(clients), db.url]);
    const args = ['-b', 'tpcb-like', '-c', String(clients), '-j', String(threads), '-n'];
    await run('pgbench', [...args, '-T', String(warmupSeconds), db.url]);
    await checkpoint(db.url);
    const { stdout } = await run('pgbench', [...args, '-T', String(seconds), db.url]);
    const tps = stdout.match(/^tps = ([\d.]+) \(without initial connection time\)$/m)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps line:\n${stdout}`);
    return Number(tps);
  } finally {
    await db.drop();
  }
}
