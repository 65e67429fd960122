/**
 * The bet benchmark with the rewards' accrual switched on, as a ratio of the same
 * benchmark with it off, on real PostgreSQL in the same run (issue 16, decision 033;
 * target ≥ 0.85). A bet is a round as the provider wallet writes it: the stake posted
 * from the player's main wallet to the house (bet-throughput.ts's posting), the round
 * opened, and the round settled. Off, the settlement is the round's update alone; on, it
 * is the provider's settlement (provider/settled-days.ts), whose statement also adds the
 * round to the player's settled-bet day, and the accrual job runs beside the bets every
 * 2 s — five times as often as in production — moving the new stakes on to points and to
 * every player's active bonus (each player has one, so each accrual counts turnover too).
 * VIP figures and missions read those same figures, so they add no write to a bet.
 * Phases alternate off, on, off, on, so a drift of the machine's speed falls on both sides.
 */
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { runNamed } from '../apps/server/src/db/named.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { checkBooks } from '../apps/server/src/modules/cashier/index.ts';
import { account, inTransaction, move, post } from '../apps/server/src/modules/ledger/index.ts';
import { pointsChecks } from '../apps/server/src/modules/points/index.ts';
import { accrueRewards, grantBonus } from '../apps/server/src/modules/promotions/index.ts';
import { settleRound } from '../apps/server/src/modules/provider/settled-days.ts';
import { defaultRewards } from '../apps/server/src/settings/rewards-setting.ts';
import { defaultMoney } from '../apps/server/src/settings/schema.ts';
import { clients, concurrently, createPlayers, fund } from './bet-throughput.ts';
import { checkpoint, scratchDatabase } from './lib/postgres.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20) / 2;
const warmupSeconds = 3;
const ACCRUAL_EVERY_MS = 2_000;
const TARGET = 0.85;
const VENDOR = 'BENCH';
const GAME = 'bench-slot';
const rules = {
  rewards: defaultRewards,
  money: defaultMoney,
  site: { esportsList: [] as string[] },
} as never;

/** The one slot every bet is on (the accrual finds its category in the catalogue). */
async function addSlot(database: Database) {
  await database.db.execute(sql`INSERT INTO game_categories (code, sort, label_key)
    VALUES ('RNG', 2, 'hd_slots')`);
  await database.db.execute(sql`INSERT INTO vendors (code, display_name, category, icon_url)
    VALUES (${VENDOR}, 'Bench', 'RNG', '')`);
  await database.db.execute(sql`INSERT INTO games
      (vendor_code, game_code, name, category, icon_url, min_bet)
    VALUES (${VENDOR}, ${GAME}, 'Bench slot', 'RNG', '', 1)`);
}

/** A bonus for every player whose turnover no benchmark run meets: each accrual counts. */
async function giveBonuses(database: Database, ids: number[]) {
  await concurrently(
    (n) => n < ids.length,
    (n) =>
      inTransaction(database.db, (tx) =>
        grantBonus(tx, {
          key: `bench:${ids[n]}`,
          memberId: ids[n] as number,
          source: 'PROMOTION',
          amount: 10_000n,
          required: 1_000_000_000n,
          expiresAt: new Date(Date.now() + 86_400_000),
        }),
      ),
  );
}

/** A round's settlement without the rewards: the provider's update of the round alone. */
const settleAlone = (r: { vendor: string; roundId: string; memberId: number }) =>
  sql`UPDATE game_rounds g SET win_amount = g.win_amount + ${0n}, status = 'SETTLED',
    settled_at = coalesce(g.settled_at, now())
    WHERE g.vendor = ${r.vendor} AND g.round_id = ${r.roundId} AND g.member_id = ${r.memberId}`;

/** Bets for `forSeconds`, each settled into the figures when `accrual` is on. */
async function bets(
  database: Database,
  ids: number[],
  phase: string,
  forSeconds: number,
  accrual: boolean,
) {
  const started = performance.now();
  const until = started + forSeconds * 1000;
  let stop = false;
  let accrualRuns = 0;
  const job = (async () => {
    while (accrual && !stop) {
      await new Promise((r) => setTimeout(r, ACCRUAL_EVERY_MS));
      await accrueRewards(database.db, rules, 'recent');
      accrualRuns++;
    }
  })();
  const n = await concurrently(
    () => performance.now() < until,
    (i) => {
      const m = ids[Math.floor(Math.random() * ids.length)] as number;
      const amount = BigInt(1 + Math.floor(Math.random() * 100));
      return inTransaction(database.db, async (tx) => {
        await post(tx, {
          key: `bench:${phase}:${i}`,
          type: 'BET',
          memberId: m,
          entries: move(account.main(m), account.house(m), amount),
        });
        const round = { vendor: VENDOR, roundId: `${phase}:${i}`, memberId: m };
        await runNamed(
          tx,
          sql`INSERT INTO game_rounds (vendor, round_id, member_id, game_code, bet_amount, status)
            VALUES (${round.vendor}, ${round.roundId}, ${m}, ${GAME}, ${amount}, 'OPEN')`,
        );
        if (accrual) await settleRound(tx, round, 0n, true);
        else await runNamed(tx, settleAlone(round));
      });
    },
  );
  const perSecond = (n * 1000) / (performance.now() - started);
  stop = true;
  await job;
  return { perSecond, accrualRuns };
}

/** After the runs: every settled stake accrued once, as points and as bonus turnover. */
async function checkAccrued(database: Database) {
  while ((await accrueRewards(database.db, rules, 'recent')) > 0) {}
  const [row] = rowsOf<{ staked: unknown; accrued: unknown; counted: unknown }>(
    await database.db.execute(sql`SELECT
      (SELECT sum(valid_bet) FROM settled_bet_days) AS staked,
      (SELECT sum(accrued) FROM reward_accruals) AS accrued,
      (SELECT sum(counted) FROM bonus_grants) AS counted`),
  );
  const staked = String(row?.staked);
  if (String(row?.accrued) !== staked || String(row?.counted) !== staked) {
    throw new Error(`staked ${staked}, accrued ${row?.accrued}, counted ${row?.counted}`);
  }
  const report = await database.db.transaction((tx) => checkBooks(tx, pointsChecks));
  if (!report.ok) throw new Error(`books broken: ${JSON.stringify(report.problems)}`);
  return { staked: BigInt(staked), report };
}

export async function rewardAccrual() {
  const scratch = await scratchDatabase('gh_bench_rewards');
  try {
    const database = await openDatabase({
      kind: 'postgres',
      url: scratch.url,
      poolSize: clients + 1,
    });
    try {
      await addSlot(database);
      const ids = await createPlayers(database);
      await fund(database, ids);
      await giveBonuses(database, ids);
      await bets(database, ids, 'warmup-off', warmupSeconds, false);
      await bets(database, ids, 'warmup-on', warmupSeconds, true);
      await checkpoint(scratch.url);
      const off: number[] = [];
      const on: number[] = [];
      let runs = 0;
      for (const round of [1, 2]) {
        off.push((await bets(database, ids, `off-${round}`, seconds / 2, false)).perSecond);
        const r = await bets(database, ids, `on-${round}`, seconds / 2, true);
        on.push(r.perSecond);
        runs += r.accrualRuns;
      }
      const { staked, report } = await checkAccrued(database);
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const ratio = mean(on) / mean(off);
      console.log(
        `bets with accrual on: ${mean(on).toFixed(0)} bets/s (${runs} accrual runs beside them)`,
      );
      console.log(`baseline, accrual off: ${mean(off).toFixed(0)} bets/s (${clients} workers)`);
      console.log(
        `ratio: ${ratio.toFixed(2)} (target ≥ ${TARGET}) ${ratio >= TARGET ? 'OK' : 'BELOW TARGET'}`,
      );
      console.log(
        `every stake accrued once: ${(Number(staked) / 100).toFixed(2)} staked = accrued = bonus turnover; books hold (${report.transactions} transactions)`,
      );
      return ratio;
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await rewardAccrual();
