/**
 * Game list server time over the ~10,000-game demo catalogue (issue 5): the whole
 * GCSGAME_gameList request handled in-process (validation, the query,
 * serialisation) with a name search and the lobby's filters, on the embedded database
 * `npm start` runs (PGlite) and on PostgreSQL. Beside it, in the same run, the same
 * server's /wps/system/status (the framework's floor). Target: p99 ≤ 10 ms.
 */
import { randomBytes } from 'node:crypto';
import { getGameList, getStatus } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { tokenHash } from '../apps/server/src/lib/session-token.ts';
import { productionBrandFile } from '../apps/server/test/helpers/production.ts';
import { scratchDatabase } from './lib/postgres.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 2_000);
const TARGET_P99_MS = 10;

/** What players type and pick: words of the demo titles, partial words, filters, tabs. */
const searches: Record<string, string>[] = [
  { gameName: 'dragon' },
  { gameName: 'gold' },
  { gameName: 'ti' },
  { gameName: 'lucky tiger' },
  { gameName: 'megaways', gameType: 'RNG' },
  { gameName: 'hunt', gameType: 'FISH' },
  { gameName: 'no such game' },
  { gameName: 'phoenix', minBet: '1' },
  { gameName: 'a', minLineNum: '25' },
  { gameName: 'koi', vassalage: 'JADR' },
];

/** A member and a live session written straight to the tables: the bench measures lists. */
async function sessionToken(database: Database) {
  const token = randomBytes(32).toString('base64url');
  const [member] = rowsOf<{ id: string }>(
    await database.db.execute(sql`INSERT INTO members (account, password_hash)
      VALUES ('benchlist', 'not-a-password-hash') RETURNING id`),
  );
  await database.db.execute(sql`INSERT INTO sessions (member_id, token_hash, expires_at)
    VALUES (${member?.id}, ${tokenHash(token)}, now() + interval '1 day')`);
  return token;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function measureOn(database: Database, label: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    BRAND_FILE: productionBrandFile(),
    LOG_LEVEL: 'silent',
    OPERATOR_KEY: 'bench-key-0123456789',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const token = await sessionToken(database);
    const time = async (url: string, query: Record<string, string>, headers = {}) => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, query, headers });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return ms;
    };
    const run = async (n: number, one: (i: number) => Promise<number>) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) times.push(await one(i));
      return times.sort((a, b) => a - b);
    };
    const list = (i: number) =>
      time(
        getGameList.path,
        {
          clientType: '3',
          pageNo: String(1 + (i % 3)),
          pageSize: '24',
          ...searches[i % searches.length],
        },
        { token },
      );
    const status = () => time(getStatus.path, { url: 'localhost' });
    await run(200, list); // warm-up: JIT, plans, caches
    await run(200, status);
    const lists = await run(requests, list);
    const floor = await run(requests, status);
    const [median, p99] = [quantile(lists, 0.5), quantile(lists, 0.99)];
    console.log(
      `${label}: game list median ${median.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms ` +
        `(status floor: median ${quantile(floor, 0.5).toFixed(2)} ms, p99 ${quantile(floor, 0.99).toFixed(2)} ms)`,
    );
    console.log(
      `${label}: p99 / target = ${(p99 / TARGET_P99_MS).toFixed(2)} (target p99 ≤ ${TARGET_P99_MS} ms) ${p99 <= TARGET_P99_MS ? 'OK' : 'ABOVE TARGET'}`,
    );
    return p99;
  } finally {
    await app.close();
  }
}

export async function gameList() {
  const memory = await openDatabase({ kind: 'memory' });
  try {
    await measureOn(memory, 'PGlite');
  } finally {
    await memory.close();
  }
  const scratch = await scratchDatabase('gh_bench_games');
  const pg = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
  try {
    await measureOn(pg, 'PostgreSQL');
  } finally {
    await pg.close();
    await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await gameList();
