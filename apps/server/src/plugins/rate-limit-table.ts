import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { tooMany } from '../lib/app-error.ts';
import type { Limiter, LimitRule } from '../lib/platform-types.ts';

/** Rows older than this (and not blocked) count for nothing, whatever the rule. */
const MIN_KEEP_SEC = 86_400;
/** Each instance sweeps old rows at most this often, never on every hit. */
const SWEEP_EVERY_MS = 10 * 60_000;

interface HitRow {
  count: number | string;
  block_left: number | string | null;
  window_left: number | string | null;
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */

const secs = (v: number | string | null) => (v === null ? 0 : Math.max(1, Math.ceil(Number(v))));

/**
 * Fixed-window counters in `rate_limits` when no Redis is configured. A hit is ONE
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`: PostgreSQL serialises it on the row, so
 * instances sharing the database never let more than `points` through. A block that has
 * ended starts a fresh window (as rate-limiter-flexible does), so a lockout is not renewed
 * just because its window is longer than the block.
 */
export function tableLimiter(db: Db): Limiter {
  let lastSweep = Date.now();
  let longestWindow = MIN_KEEP_SEC;

  async function sweep() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.execute(sql`DELETE FROM rate_limits
      WHERE (blocked_until IS NULL OR blocked_until < now())
        AND window_start < now() - ${longestWindow}::int * interval '1 second'`);
  }

  async function read(rule: LimitRule, key: string) {
    const win = sql`${rule.windowSec}::int * interval '1 second'`;
    const res = await db.execute(sql`SELECT count,
        blocked_until > now() AS blocked,
        (blocked_until IS NULL AND window_start > now() - ${win}) AS live,
        extract(epoch FROM blocked_until - now()) AS block_left,
        extract(epoch FROM window_start + ${win} - now()) AS window_left
      FROM rate_limits WHERE key = ${`${rule.name}:${key}`}`);
    const row = rowsOf(res)[0] as
      | (HitRow & { blocked: boolean | null; live: boolean | null })
      | undefined;
    if (!row) return { count: 0, retryAfter: 0 };
    if (row.blocked) return { count: Number(row.count), retryAfter: secs(row.block_left) };
    if (row.live) return { count: Number(row.count), retryAfter: secs(row.window_left) };
    return { count: 0, retryAfter: 0 };
  }

  async function take(rule: LimitRule, key: string) {
    longestWindow = Math.max(longestWindow, rule.windowSec);
    const win = sql`${rule.windowSec}::int * interval '1 second'`;
    const block = sql`${rule.blockSec ?? 0}::int`;
    const blocked = sql`r.blocked_until > now()`;
    const fresh = sql`(r.blocked_until IS NOT NULL OR r.window_start <= now() - ${win})`;
    const res = await db.execute(sql`INSERT INTO rate_limits AS r (key, count, window_start)
        VALUES (${`${rule.name}:${key}`}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN ${blocked} THEN r.count + 1 WHEN ${fresh} THEN 1 ELSE r.count + 1 END,
          window_start = CASE WHEN ${blocked} THEN r.window_start
            WHEN ${fresh} THEN now() ELSE r.window_start END,
          blocked_until = CASE WHEN ${blocked} THEN r.blocked_until WHEN ${fresh} THEN NULL
            WHEN r.count + 1 > ${rule.points}::int AND ${block} > 0
              THEN now() + ${block} * interval '1 second'
            ELSE NULL END
        RETURNING count,
          extract(epoch FROM blocked_until - now()) AS block_left,
          extract(epoch FROM window_start + ${win} - now()) AS window_left`);
    await sweep();
    const row = rowsOf(res)[0] as HitRow | undefined;
    if (!row) throw new Error('rate_limits upsert returned no row');
    if (row.block_left !== null && Number(row.block_left) > 0) {
      throw tooMany(rule, secs(row.block_left));
    }
    if (Number(row.count) > rule.points) throw tooMany(rule, secs(row.window_left));
    return Number(row.count);
  }

  return {
    take,
    async hit(rule, key) {
      await take(rule, key);
    },
    async giveBack(rule, key) {
      await db.execute(sql`UPDATE rate_limits SET count = count - 1
        WHERE key = ${`${rule.name}:${key}`} AND count > 0`);
    },
    async peek(rule, key) {
      return (await read(rule, key)).count;
    },
    async check(rule, key) {
      const { count, retryAfter } = await read(rule, key);
      if (count >= rule.points) throw tooMany(rule, retryAfter);
    },
    async reset(rule, key) {
      await db.execute(sql`DELETE FROM rate_limits WHERE key = ${`${rule.name}:${key}`}`);
    },
  };
}
