/**
 * Settling one market of 100,000 bets on real PostgreSQL (issue 18), beside the floor of
 * such a settlement in the same run and database: one UPDATE of as many bet rows and one
 * INSERT … SELECT of as many ledger-entry-like rows, in one transaction.
 *
 * The bets are singles on the 1X2 market of one demo football match, written as a placed
 * bet leaves them (place.ts): a `sports_bets` row, its `sports_bet_legs` row, its house
 * round opened through the provider module's `openHouseRounds` — one call per player for
 * that player's bets, as the lottery opens a slip's (the bet call, the game round, one BET
 * posting) — and the selections' liability. Then the match's result is written and
 * `settleMatch` timed.
 *
 * Two smaller matches (2,500 and 10,000 bets) are settled first: their times show how the
 * settlement grows with the bets, and when that growth puts 100,000 bets far past the
 * benchmark's budget (BENCH_SPORTS_MAX_SECONDS, default 150 s) the big one is left out and
 * its projected time printed instead.
 *
 * Checked after: every bet of the settled matches SETTLED, the bets' returns equal the
 * WIN postings, and the ledger's invariants hold.
 */
import { potentialReturn } from '@gamehall/games/sports';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { anyText } from '../apps/server/src/db/any-of.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { account, checkLedger, inTransaction } from '../apps/server/src/modules/ledger/index.ts';
import { openHouseRounds } from '../apps/server/src/modules/provider/index.ts';
import { bookOf } from '../apps/server/src/modules/sports/book.ts';
import type { FeedMarket } from '../apps/server/src/modules/sports/feed/source.ts';
import { settleMatch } from '../apps/server/src/modules/sports/index.ts';
import { roundIdOf } from '../apps/server/src/modules/sports/round-id.ts';
import { concurrently, createPlayers, fund } from './bet-throughput.ts';
import { checkpoint } from './lib/postgres.ts';

const BETS = Number(process.env.BENCH_SPORTS_BETS ?? 100_000);
const PROBES = [2_500, 10_000];
const MAX_SECONDS = Number(process.env.BENCH_SPORTS_MAX_SECONDS ?? 150);
const BOOK = 'KCKF';
/** Home wins 2–1: about a third of the picks win. */
const RESULT = { home: 2, away: 1 };

interface Market {
  matchId: string;
  marketId: string;
  prices: { pick: string; odds: number }[];
}

/** Demo football matches to come with their 1X2 priced, as many as asked for. */
async function footballMarkets(database: Database, n: number): Promise<Market[]> {
  const rows = rowsOf<{ id: string; markets: FeedMarket[] }>(
    await database.db.execute(sql`SELECT id, markets FROM sports_matches
      WHERE sport = 'football' AND phase = 'pre' ORDER BY start_at DESC`),
  );
  const found: Market[] = [];
  for (const r of rows) {
    const m = r.markets.find((k) => k.spec.kind === '1X2' && !k.suspended);
    const prices = (m?.selections ?? []).filter((s) => s.odds !== null) as Market['prices'];
    if (m && prices.length === 3) found.push({ matchId: r.id, marketId: m.id, prices });
  }
  if (found.length < n) throw new Error(`${found.length} football matches to bet on, ${n} needed`);
  return found.slice(0, n);
}

/**
 * `n` open singles on `market`, spread over the players: each player's bets, their legs
 * and liability in one statement, and their house rounds opened in one call.
 */
async function placeBets(
  app: FastifyInstance,
  ids: number[],
  market: Market,
  n: number,
  tag: string,
) {
  const book = await bookOf(app.database.db, BOOK);
  const started = performance.now();
  await concurrently(
    (p) => p < ids.length,
    async (p) => {
      const count = Math.floor(n / ids.length) + (p < n % ids.length ? 1 : 0);
      if (count === 0) return;
      const memberId = ids[p] as number;
      const bets = Array.from({ length: count }, (_, i) => {
        const price = market.prices[Math.floor(Math.random() * 3)] as Market['prices'][number];
        const stake = BigInt(100 * (1 + Math.floor(Math.random() * 10)));
        return {
          request_id: `bench-${tag}-${p}-${i}`,
          stake: String(stake),
          pick: price.pick,
          odds: price.odds,
          potential: String(potentialReturn(stake, [price.odds])),
        };
      });
      await inTransaction(app.database.db, async (tx) => {
        const placed = rowsOf<{ id: unknown; stake: unknown }>(
          await tx.execute(sql`WITH v AS (
              SELECT * FROM jsonb_to_recordset(${JSON.stringify(bets)}::jsonb) AS x(
                request_id text, stake bigint, pick text, odds int, potential bigint)),
            b AS (
              INSERT INTO sports_bets (member_id, request_id, request_hash, vendor, game_code,
                kind, stake, odds, potential, status)
              SELECT ${memberId}, request_id, 'bench', ${book.vendor}, ${book.gameCode},
                'single', stake, odds, potential, 'OPEN' FROM v
              RETURNING id, request_id, stake),
            l AS (
              INSERT INTO sports_bet_legs (bet_id, leg, match_id, market_id, kind, line, pick, odds)
              SELECT b.id, 1, ${market.matchId}, ${market.marketId}, '1X2', NULL, v.pick, v.odds
              FROM b JOIN v ON v.request_id = b.request_id)
            SELECT id, stake FROM b ORDER BY id`),
        );
        const first = Number(placed[0]?.id);
        await openHouseRounds(
          tx,
          {
            vendor: book.vendor,
            memberId,
            wallet: account.main(memberId),
            key: `sports-bench-${tag}-${memberId}`,
            reference: roundIdOf(first),
          },
          placed.map((b) => ({
            roundId: roundIdOf(Number(b.id)),
            gameCode: book.gameCode,
            amount: BigInt(String(b.stake)),
          })),
        );
      });
    },
  );
  // The selections' liability as the bets raised it, written once: raised per batch, the
  // three rows every batch locks would queue the players' transactions one behind another.
  await app.database.db.execute(sql`INSERT INTO sports_liability (market_id, pick, amount)
    SELECT l.market_id, l.pick, sum(b.potential - b.stake) FROM sports_bets b
    JOIN sports_bet_legs l ON l.bet_id = b.id WHERE l.market_id = ${market.marketId}
    GROUP BY l.market_id, l.pick`);
  return (performance.now() - started) / 1000;
}

/** The result written as the feed writes it, then the settlement of the match, timed. */
async function settle(app: FastifyInstance, url: string, market: Market) {
  await app.database.db.execute(sql`UPDATE sports_matches SET phase = 'ended',
      result = ${JSON.stringify(RESULT)}::jsonb, result_revision = result_revision + 1
    WHERE id = ${market.matchId}`);
  await checkpoint(url);
  const started = performance.now();
  const settled = await settleMatch(app, market.matchId);
  return { settled: settled - 1, seconds: (performance.now() - started) / 1000 };
}

/**
 * The floor of settling `n` bets: copies of the bets (100,000 rows of theirs) and an
 * entries table like the ledger's, then one UPDATE of every bet and one INSERT … SELECT
 * of an entry per bet, in one transaction.
 */
async function floor(database: Database, url: string, n: number) {
  const db = database.db;
  await db.execute(sql`CREATE TABLE bench_floor_bets AS
    SELECT id, member_id, stake, potential, status, paid, revision, settled_at
    FROM sports_bets ORDER BY id LIMIT ${n}`);
  await db.execute(sql`ALTER TABLE bench_floor_bets ADD PRIMARY KEY (id)`);
  await db.execute(sql`CREATE TABLE bench_floor_entries (LIKE ledger_entries INCLUDING ALL)`);
  await db.execute(sql`ANALYZE bench_floor_bets`);
  await checkpoint(url);
  const started = performance.now();
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE bench_floor_bets SET status = 'SETTLED', paid = potential,
      revision = revision + 1, settled_at = now()`);
    const made = rowsOf(
      await tx.execute(sql`INSERT INTO bench_floor_entries (tx_id, account_id, amount, balance_after)
        SELECT id, member_id, potential, potential FROM bench_floor_bets RETURNING 1`),
    );
    return made.length;
  });
  const seconds = (performance.now() - started) / 1000;
  await db.execute(sql`DROP TABLE bench_floor_bets, bench_floor_entries`);
  return { rows, seconds };
}

async function verify(database: Database, markets: Market[]) {
  const matchIds = markets.map((m) => m.matchId);
  const [row] = rowsOf<{ open: unknown; paid: unknown; posted: unknown }>(
    await database.db.execute(sql`SELECT
        (SELECT count(*) FROM sports_bets b JOIN sports_bet_legs l ON l.bet_id = b.id
          WHERE l.match_id = ${anyText(matchIds)} AND b.status <> 'SETTLED') AS open,
        (SELECT coalesce(sum(b.paid), 0) FROM sports_bets b JOIN sports_bet_legs l
          ON l.bet_id = b.id WHERE l.match_id = ${anyText(matchIds)}) AS paid,
        (SELECT coalesce(sum(e.amount), 0) FROM ledger_transactions t
          JOIN ledger_entries e ON e.tx_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
          WHERE t.type = 'WIN' AND t.reference LIKE ${`${BOOK}:sports-%`} AND a.kind = 'MAIN')
          AS posted`),
  );
  if (Number(row?.open) !== 0) throw new Error(`${row?.open} bets not settled`);
  if (String(row?.paid) !== String(row?.posted)) {
    throw new Error(`bets paid ${row?.paid} but ${row?.posted} was posted`);
  }
  const report = await checkLedger(database.db);
  if (!report.ok) {
    const problems = report.problems.map((p) => `  ${p.kind}: ${p.detail}`).join('\n');
    throw new Error(`ledger invariants broken after the sports benchmark:\n${problems}`);
  }
  return { paid: BigInt(String(row?.paid)), transactions: report.transactions };
}

/** Seeds, settles and checks on `app`'s database (its matches written); prints the figures. */
export async function sportsSettle(app: FastifyInstance, url: string) {
  const database = app.database;
  const ids = await createPlayers(database);
  await fund(database, ids);
  const [small, medium, big] = await footballMarkets(database, 3);
  if (!small || !medium || !big) throw new Error('no football to bet on');
  const probes = [];
  for (const [i, market] of [small, medium].entries()) {
    const n = PROBES[i] as number;
    await placeBets(app, ids, market, n, `probe${i}`);
    probes.push({ n, ...(await settle(app, url, market)) });
  }
  const [p1, p2] = probes as [(typeof probes)[number], (typeof probes)[number]];
  // How the time grows with the bets between the two probes: t ∝ n^growth.
  const growth = Math.log(p2.seconds / p1.seconds) / Math.log(p2.n / p1.n);
  const projected = p2.seconds * (BETS / p2.n) ** Math.max(1, growth);
  const placing = await placeBets(app, ids, big, BETS, 'main');
  const base = await floor(database, url, BETS);
  const basePerSecond = base.rows / base.seconds;
  for (const p of probes) {
    console.log(
      `settlement of ${p.n} bets: ${p.seconds.toFixed(2)} s, ${(p.settled / p.seconds).toFixed(0)} bets/s`,
    );
  }
  console.log(
    `growth between them: time ∝ bets^${growth.toFixed(2)}; ${BETS} bets projected at ${projected.toFixed(0)} s`,
  );
  console.log(
    `baseline (floor: one UPDATE of ${base.rows} bet rows + one INSERT…SELECT of ${base.rows} ledger-entry rows): ${base.seconds.toFixed(2)} s, ${basePerSecond.toFixed(0)} rows/s`,
  );
  const settledMarkets = [small, medium];
  let ratio: number;
  if (projected > MAX_SECONDS) {
    ratio = p2.settled / p2.seconds / basePerSecond;
    console.log(
      `settlement of ${BETS} bets (placed in ${placing.toFixed(1)} s): NOT RUN — projected ${projected.toFixed(0)} s > budget ${MAX_SECONDS} s (BENCH_SPORTS_MAX_SECONDS); the ${p2.n}-bet settlement's ratio: ${ratio.toFixed(3)} of the floor's rows/s`,
    );
  } else {
    const main = await settle(app, url, big);
    settledMarkets.push(big);
    if (main.settled !== BETS) throw new Error(`${main.settled} of ${BETS} bets settled`);
    const perSecond = main.settled / main.seconds;
    ratio = perSecond / basePerSecond;
    console.log(
      `settlement of ${main.settled} bets on one market (placed in ${placing.toFixed(1)} s): ${main.seconds.toFixed(2)} s, ${perSecond.toFixed(0)} bets/s — ratio ${ratio.toFixed(3)} of the floor's rows/s (floor ${base.seconds.toFixed(2)} s)`,
    );
  }
  const checked = await verify(database, settledMarkets);
  console.log(
    `every bet of the settled matches SETTLED; returns paid ${(Number(checked.paid) / 100).toFixed(2)} = WIN postings; ledger invariants hold (${checked.transactions} transactions)`,
  );
  return ratio;
}
