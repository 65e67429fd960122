/**
 * Bet throughput of the ledger on real PostgreSQL against pgbench's TPC-B-like script on
 * the same server in the same run. A bet is what a game round posts: one transaction
 * debiting a player's main wallet and crediting the house, with its entries and a fresh
 * idempotency key, through the service layer (inTransaction + post). Both sides run 32
 * clients: 32 workers over a pool of 32 connections here, `pgbench -c 32` there, so each
 * has one connection per transaction in flight and neither waits for a connection.
 * Target ratio ≥ 0.5 (issue 4).
 */
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import {
  account,
  checkLedger,
  inTransaction,
  move,
  type Posting,
  post,
} from '../apps/server/src/modules/ledger/index.ts';
import { checkpoint, pgbenchTps, scratchDatabase } from './lib/postgres.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmupSeconds = 3;
export const clients = 32;
const players = 1_000;
/** 100,000.00 each: far more than the bets of a run take, so none is refused. */
const funding = 10_000_000n;

/** Players written straight to the table: the bench measures bets, not registration. */
export async function createPlayers(database: Database): Promise<number[]> {
  const rows = rowsOf<{ id: string }>(
    await database.db.execute(sql`INSERT INTO members (account, password_hash)
      SELECT 'bench' || g, 'not-a-password-hash' FROM generate_series(1, ${players}) g
      RETURNING id`),
  );
  return rows.map((r) => Number(r.id));
}

const postOne = (database: Database, p: Posting) => inTransaction(database.db, (tx) => post(tx, p));

/** Runs `work` on `clients` concurrent loops while `more()` says so; returns how many ran. */
export async function concurrently(
  more: (n: number) => boolean,
  work: (n: number) => Promise<unknown>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (more(next)) await work(next++);
    }),
  );
  return next;
}

/** Bets of 0.01–1.00 by random players for `forSeconds`; returns how many and per second. */
export async function bet(database: Database, ids: number[], phase: string, forSeconds: number) {
  const started = performance.now();
  const until = started + forSeconds * 1000;
  const bets = await concurrently(
    () => performance.now() < until,
    (n) => {
      const m = ids[Math.floor(Math.random() * ids.length)] as number;
      const amount = BigInt(1 + Math.floor(Math.random() * 100));
      return postOne(database, {
        key: `bench:${phase}:${n}`,
        type: 'BET',
        memberId: m,
        entries: move(account.main(m), account.house(m), amount),
      });
    },
  );
  return { bets, perSecond: (bets * 1000) / (performance.now() - started) };
}

async function betCount(database: Database): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await database.db.execute(
      sql`SELECT count(*) AS n FROM ledger_transactions WHERE type = 'BET'`,
    ),
  );
  return Number(row?.n);
}

const deposit = (database: Database, m: number) =>
  postOne(database, {
    key: `bench:deposit:${m}`,
    type: 'DEPOSIT',
    memberId: m,
    entries: move(account.paymentClearing(m), account.main(m), funding),
  });

/** Funds every player, concurrently (first uses of accounts race, as in production). */
export async function fund(database: Database, ids: number[]) {
  await concurrently(
    (n) => n < ids.length,
    (n) => deposit(database, ids[n] as number),
  );
}

/** Bets per second, after checking the ledger's invariants and that every bet was stored. */
async function measureBets(database: Database, url: string) {
  const ids = await createPlayers(database);
  await fund(database, ids);
  const warm = await bet(database, ids, 'warmup', warmupSeconds);
  await checkpoint(url);
  const measured = await bet(database, ids, 'measured', seconds);

  const report = await checkLedger(database.db);
  if (!report.ok) {
    const problems = report.problems.map((p) => `  ${p.kind}: ${p.detail}`).join('\n');
    throw new Error(`ledger invariants broken after the bet benchmark:\n${problems}`);
  }
  const posted = warm.bets + measured.bets;
  const stored = await betCount(database);
  if (stored !== posted) throw new Error(`${posted} bets posted but ${stored} stored`);
  return { perSecond: measured.perSecond, report };
}

export async function betThroughput() {
  const baseline = await pgbenchTps({ clients, threads: 2, seconds }, warmupSeconds);

  const scratch = await scratchDatabase('gh_bench_bets');
  let measured: Awaited<ReturnType<typeof measureBets>>;
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: clients });
    try {
      measured = await measureBets(database, scratch.url);
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
  }

  const { perSecond: bets, report } = measured;
  const ratio = bets / baseline;
  console.log(`bet throughput: ${bets.toFixed(0)} bets/s (${clients} workers, ${players} players)`);
  console.log(
    `baseline (pgbench TPC-B-like, ${clients} clients, scale ${clients}): ${baseline.toFixed(0)} tps`,
  );
  console.log(`ratio: ${ratio.toFixed(2)} (target ≥ 0.50) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`);
  console.log(
    `ledger invariants hold: ${report.transactions} transactions, ${report.accounts} accounts`,
  );
  return ratio;
}

if (import.meta.url === `file://${process.argv[1]}`) await betThroughput();
