/**
 * The console's dashboard (issue 19): its server time over the demo data `npm start` seeds,
 * and over 1,000,000 bets of 10,000 members on PostgreSQL (the agent reports' data set,
 * bench/agent-reports.ts, written straight to the tables). Beside each, in the same run, the
 * floor: a plain indexed count of the same bets. The service function the /ops/dashboard
 * handler answers with, for 14 and 90 days: its first call (every day read), then p50/p99
 * of sequential calls (today read, the days before kept).
 *
 * BENCH_MEMBERS, BENCH_BETS and BENCH_CALLS make a smaller run.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { dashboard } from '../apps/server/src/modules/ops/dashboard.ts';
import { load } from './agent-reports.ts';
import { checkpoint, scratchDatabase } from './lib/postgres.ts';

const calls = Number(process.env.BENCH_CALLS ?? 100);
const TARGET_P99_MS = 200;
const DAY_MS = 86_400_000;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function timed(one: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await one();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await one();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

/** The floor: the range's BET transactions counted by their time index. */
async function countBets(database: Database, days: number) {
  const [row] = rowsOf<{ n: string }>(
    await database.db.execute(sql`SELECT count(*) AS n FROM ledger_transactions
      WHERE created_at >= ${new Date(Date.now() - days * DAY_MS).toISOString()} AND type = 'BET'`),
  );
  return Number(row?.n);
}

/**
 * The first call reads every day of the range (cold); the next ones read today's figures
 * and keep the days before (warm). Each beside the count of the bets it covers.
 */
async function measure(database: Database, zone: string, label: string) {
  for (const days of [14, 90]) {
    const started = performance.now();
    await dashboard(database.db, zone, days);
    const cold = performance.now() - started;
    const rangeFloor = await timed(() => countBets(database, days));
    const todayFloor = await timed(() => countBets(database, 1));
    const warm = await timed(() => dashboard(database.db, zone, days));
    const n = await countBets(database, days);
    console.log(
      `${label}, ${days} days (${n.toLocaleString('en')} bets): first call ${ms(cold)} ` +
        `(baseline count of the range p50 ${ms(rangeFloor.p50)}, ratio ${(cold / rangeFloor.p50).toFixed(2)}); ` +
        `then p50 ${ms(warm.p50)}, p99 ${ms(warm.p99)} (baseline count of the last 24 h p99 ${ms(todayFloor.p99)}, ` +
        `ratio ${(warm.p99 / todayFloor.p99).toFixed(2)}) — p99 ≤ ${TARGET_P99_MS} ms ${warm.p99 <= TARGET_P99_MS ? 'OK' : 'ABOVE TARGET'}`,
    );
  }
}

/** The demo data: a scratch database seeded by the server's first start, as `npm start` does. */
async function onDemoData() {
  const scratch = await scratchDatabase('gh_bench_dash_demo');
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
    try {
      const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
      const app = await buildApp({ config, database });
      await app.ready();
      const zone = (await app.settings.get()).settings.site.timeZone;
      await app.close();
      await measure(database, zone, 'demo data');
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
  }
}

async function onMillionBets() {
  const scratch = await scratchDatabase('gh_bench_dash_bets');
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
    try {
      const loaded = await load(database, Math.floor(Date.now() / 1000));
      console.log(`load: ${loaded.seconds.toFixed(1)} s`);
      await checkpoint(scratch.url);
      await measure(database, 'UTC', 'agent data set');
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
  }
}

export async function dashboardBench() {
  await onDemoData();
  await onMillionBets();
}

if (import.meta.url === `file://${process.argv[1]}`) await dashboardBench();
