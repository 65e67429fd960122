/**
 * The lottery on real PostgreSQL (issue 15), beside the ledger's own bet benchmark in the
 * same run and database:
 *
 * - placement: 32 workers place slips of 20 bets through the bets service (check, order,
 *   bets, limits, one posting per slip), against single ledger bets by 32 workers
 *   (bet-throughput.ts): bets placed per second ÷ ledger bets per second;
 * - settlement: the one draw those 100,000 bets are on is drawn and settled by the
 *   settlement service (chunks of 2,000 in four lanes, one win posting per winning player
 *   and chunk); its time against the issue's target (≤ 5 s) and its bets per second ÷
 *   ledger bets per second, with the process's peak memory while it runs.
 *
 * Checked after: every bet settled, the wins in the bets equal the WIN postings, and the
 * ledger's invariants hold.
 */
import { randomBytes } from 'node:crypto';
import { commitment, drawLottery } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/index.ts';
import { placeBets } from '../apps/server/src/modules/lottery/bets-service.ts';
import { settleDraw } from '../apps/server/src/modules/lottery/settle-service.ts';
import { defaultLottery, defaultMoney } from '../apps/server/src/settings/schema.ts';
import { bet, clients, concurrently, createPlayers, fund } from './bet-throughput.ts';
import { checkpoint, scratchDatabase } from './lib/postgres.ts';

const BETS = Number(process.env.BENCH_LOTTERY_BETS ?? 100_000);
const SLIP = 20;
const GAME = 'SSC_5M';
const ISSUE = '29991231-0001';
const ledgerSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_SECONDS = 5;

/** The bets service reads only the database and these settings from the app. */
function benchApp(database: Database): FastifyInstance {
  const settings = {
    lottery: { ...defaultLottery, maxStakePerNumber: 1_000_000_000 },
    money: defaultMoney,
    site: { timeZone: 'America/Mexico_City' },
  };
  return { database, settings: { get: () => ({ settings }) } } as unknown as FastifyInstance;
}

/** The draw every bet is on, open for an hour. */
async function openDraw(database: Database) {
  const serverSeed = randomBytes(32).toString('hex');
  const [row] = rowsOf<{ id: unknown }>(
    await database.db.execute(sql`INSERT INTO lottery_draws
        (game_code, issue, opens_at, closes_at, draw_at, server_seed, commitment)
      VALUES (${GAME}, ${ISSUE}, now(), now() + interval '1 hour',
        now() + interval '1 hour 30 seconds', ${serverSeed}, ${commitment(serverSeed)})
      RETURNING id`),
  );
  return { id: Number(row?.id), serverSeed };
}

const digit = () => Math.floor(Math.random() * 10);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)] as T;

/** A bet of the common kinds: two-sided (about half win), position, straight, dragon-tiger. */
function randomBet() {
  const kind = Math.random();
  const unit = pick([2, 0.2, 0.02]);
  if (kind < 0.5) {
    return {
      playType: 'ssc.total.bsoe',
      selection: [[pick(['big', 'small', 'odd', 'even'])]],
      unit,
      multiplier: 1,
    };
  }
  if (kind < 0.75) {
    const row = [digit()];
    return { playType: 'ssc.position', selection: [row, [], [], [], []], unit, multiplier: 1 };
  }
  if (kind < 0.9) {
    return {
      playType: 'ssc.last2.straight',
      selection: [[digit()], [digit()]],
      unit,
      multiplier: 1,
    };
  }
  return {
    playType: 'ssc.5star.straight',
    selection: [[digit()], [digit()], [digit()], [digit()], [digit()]],
    unit,
    multiplier: 1,
  };
}

async function placeAll(database: Database, ids: number[]) {
  const app = benchApp(database);
  const slips = Math.ceil(BETS / SLIP);
  const started = performance.now();
  await concurrently(
    (n) => n < slips,
    (n) => {
      const id = ids[n % ids.length] as number;
      return placeBets(
        app,
        { id, account: `bench${id}`, type: 0, sessionId: 0, mustChangePassword: false },
        {
          gameCode: GAME,
          issue: ISSUE,
          bets: Array.from({ length: SLIP }, randomBet),
          requestId: `bench-slip-${n}`,
        },
        new Date(),
      );
    },
  );
  const seconds = (performance.now() - started) / 1000;
  return { slips, bets: slips * SLIP, perSecond: (slips * SLIP) / seconds };
}

/** Peak resident and heap memory while `work` runs, sampled every 20 ms. */
async function withPeakMemory<T>(work: () => Promise<T>) {
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 20);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
    sample();
  }
}

async function verify(database: Database, drawId: number) {
  const [row] = rowsOf<{ open: unknown; wins: unknown; posted: unknown }>(
    await database.db.execute(sql`SELECT
        (SELECT count(*) FROM lottery_bets WHERE draw_id = ${drawId} AND state = 'OPEN') AS open,
        (SELECT coalesce(sum(win), 0) FROM lottery_bets WHERE draw_id = ${drawId}) AS wins,
        (SELECT coalesce(sum(e.amount), 0) FROM ledger_transactions t
          JOIN ledger_entries e ON e.tx_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
          WHERE t.type = 'WIN' AND t.reference LIKE 'GHLT:%' AND a.kind = 'MAIN') AS posted`),
  );
  if (Number(row?.open) !== 0) throw new Error(`${row?.open} bets left open`);
  if (String(row?.wins) !== String(row?.posted)) {
    throw new Error(`bets won ${row?.wins} but ${row?.posted} was posted`);
  }
  const report = await checkLedger(database.db);
  if (!report.ok) {
    const problems = report.problems.map((p) => `  ${p.kind}: ${p.detail}`).join('\n');
    throw new Error(`ledger invariants broken after the lottery benchmark:\n${problems}`);
  }
  return BigInt(String(row?.wins));
}

async function measure(database: Database, url: string) {
  const ids = await createPlayers(database);
  await fund(database, ids);
  await bet(database, ids, 'warmup', 2);
  await checkpoint(url);
  const ledger = await bet(database, ids, 'measured', ledgerSeconds);
  const draw = await openDraw(database);
  const placed = await placeAll(database, ids);
  const result = drawLottery('SSC', {
    serverSeed: draw.serverSeed,
    clientSeed: `${GAME}:${ISSUE}`,
    nonce: 0,
  });
  await database.db.execute(sql`UPDATE lottery_draws SET state = 'DRAWN',
      result = ${JSON.stringify(result)}::jsonb, drawn_at = now() WHERE id = ${draw.id}`);
  await checkpoint(url);
  const started = performance.now();
  const { result: settled, peak } = await withPeakMemory(() => settleDraw(database.db, draw.id));
  const seconds = (performance.now() - started) / 1000;
  const wins = await verify(database, draw.id);
  return { ledger, placed, settled, seconds, peak, wins };
}

export async function lotteryBench() {
  const scratch = await scratchDatabase('gh_bench_lottery');
  let m: Awaited<ReturnType<typeof measure>>;
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: clients });
    try {
      m = await measure(database, scratch.url);
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
  }
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  const settledPerSecond = m.settled / m.seconds;
  console.log(
    `ledger bets (baseline, ${clients} workers): ${m.ledger.perSecond.toFixed(0)} bets/s`,
  );
  console.log(
    `placement: ${m.placed.bets} bets in ${m.placed.slips} slips of ${SLIP}, ${m.placed.perSecond.toFixed(0)} bets/s — ratio ${(m.placed.perSecond / m.ledger.perSecond).toFixed(2)} of the ledger's bets/s`,
  );
  console.log(
    `settlement: ${m.settled} bets in ${m.seconds.toFixed(2)} s (target ≤ ${TARGET_SECONDS} s) ${m.seconds <= TARGET_SECONDS ? 'OK' : 'ABOVE TARGET'}; ${settledPerSecond.toFixed(0)} bets/s — ratio ${(settledPerSecond / m.ledger.perSecond).toFixed(2)} of the ledger's bets/s`,
  );
  console.log(
    `settlement peak memory: ${mb(m.peak.rss)} resident, ${mb(m.peak.heap)} heap; wins paid ${(Number(m.wins) / 100).toFixed(2)}, every bet settled once, ledger invariants hold`,
  );
  return m.seconds;
}

if (import.meta.url === `file://${process.argv[1]}`) await lotteryBench();
