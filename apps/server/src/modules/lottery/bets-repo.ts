import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  lotteryBets,
  lotteryDrawStakes,
  lotteryDraws,
  lotteryOrders,
} from '../../db/schema/lottery.ts';
import { valuesByKey } from '../../db/values-by-key.ts';

export type OrderRow = typeof lotteryOrders.$inferSelect;
export type BetRow = typeof lotteryBets.$inferSelect;
export type NewBetRow = typeof lotteryBets.$inferInsert;

export async function findOrder(q: Queryable, memberId: number, requestId: string) {
  const [row] = await q
    .select()
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.memberId, memberId), eq(lotteryOrders.requestId, requestId)));
  return row ?? null;
}

export async function findOrderById(q: Queryable, id: number) {
  const [row] = await q.select().from(lotteryOrders).where(eq(lotteryOrders.id, id));
  return row ?? null;
}

/** The order's row, or null when the member's requestId is taken (by a concurrent twin). */
export async function insertOrder(tx: Tx, row: typeof lotteryOrders.$inferInsert) {
  const [made] = await tx.insert(lotteryOrders).values(row).onConflictDoNothing().returning();
  return made ?? null;
}

export function insertBets(tx: Tx, rows: NewBetRow[]) {
  return tx.insert(lotteryBets).values(rows).returning();
}

/** The game's draws taking bets at `now` (from `issue` on, when given). */
const takingBets = (gameCode: string, now: Date, issue?: string) =>
  and(
    eq(lotteryDraws.gameCode, gameCode),
    eq(lotteryDraws.state, 'OPEN'),
    gt(lotteryDraws.closesAt, now),
    issue === undefined ? undefined : sql`${lotteryDraws.issue} >= ${issue}`,
  );

/**
 * The game's draws still taking bets at `now` from `issue` on, in order, at most `count`;
 * shared-locked so the draw job (which takes them FOR UPDATE SKIP LOCKED) cannot draw one
 * while bets on it are being written.
 */
export function openDrawsFrom(tx: Tx, gameCode: string, issue: string, now: Date, count: number) {
  return tx
    .select()
    .from(lotteryDraws)
    .where(takingBets(gameCode, now, issue))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(count)
    .for('share');
}

/** The game's next draws taking bets at `now`, in order (for the betting page and chases). */
export function upcomingDraws(q: Queryable, gameCode: string, now: Date, count: number) {
  return q
    .select()
    .from(lotteryDraws)
    .where(takingBets(gameCode, now))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(count);
}

export interface StakeClaim {
  drawId: number;
  scope: 'MEMBER' | 'NUMBER';
  key: string;
  amount: bigint;
  cap: bigint;
}

/**
 * Raises draws' running stakes, each under (draw, scope, key) by its amount unless that
 * passes its cap, in one guarded upsert: concurrent slips cannot both slip under a limit
 * (increment, then decide), and the rows are taken in one order (draw, scope, key) in every
 * slip, so slips on the same numbers wait for each other instead of deadlocking. Answers
 * the claims refused; the caller's transaction must then roll back the others.
 */
export async function claimStakes(tx: Tx, claims: readonly StakeClaim[]) {
  const over = claims.filter((c) => c.amount > c.cap);
  if (over.length > 0) return over;
  const rows = JSON.stringify(
    claims.map((c) => [c.drawId, c.scope, c.key, String(c.amount), String(c.cap)]),
  );
  const raised = rowsOf<{ draw_id: unknown; scope: string; key: string }>(
    await tx.execute(sql`WITH v AS (
        SELECT (x->>0)::bigint AS draw_id, x->>1 AS scope, x->>2 AS key,
          (x->>3)::bigint AS stake, (x->>4)::bigint AS cap
        FROM jsonb_array_elements(${rows}::jsonb) x)
      INSERT INTO lottery_draw_stakes AS t (draw_id, scope, key, stake)
      SELECT draw_id, scope, key, stake FROM v ORDER BY draw_id, scope, key
      ON CONFLICT (draw_id, scope, key) DO UPDATE SET stake = t.stake + excluded.stake
      WHERE t.stake + excluded.stake <= (SELECT v.cap FROM v
        WHERE v.draw_id = excluded.draw_id AND v.scope = excluded.scope AND v.key = excluded.key)
      RETURNING t.draw_id, t.scope, t.key`),
  );
  const done = new Set(raised.map((r) => `${Number(r.draw_id)}|${r.scope}|${r.key}`));
  return claims.filter((c) => !done.has(`${c.drawId}|${c.scope}|${c.key}`));
}

/** What is left under a cap (for the refusal's details). */
export async function stakeOf(q: Queryable, drawId: number, scope: string, key: string) {
  const t = lotteryDrawStakes;
  const [row] = await q
    .select({ stake: t.stake })
    .from(t)
    .where(and(eq(t.drawId, drawId), eq(t.scope, scope), eq(t.key, key)));
  return row?.stake ?? 0n;
}

/** Gives back cancelled stakes: their draw can take as much again. */
export async function releaseStakes(
  tx: Tx,
  rows: { drawId: number; scope: string; key: string; amount: bigint }[],
) {
  for (const r of rows) {
    const t = lotteryDrawStakes;
    await tx
      .update(t)
      .set({ stake: sql`${t.stake} - ${r.amount}` })
      .where(and(eq(t.drawId, r.drawId), eq(t.scope, r.scope), eq(t.key, r.key)));
  }
}

/** Bets of these ids that are still OPEN, locked for this transaction. */
export function lockOpenBets(tx: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(lotteryBets)
    .where(and(inArray(lotteryBets.id, ids), eq(lotteryBets.state, 'OPEN')))
    .orderBy(asc(lotteryBets.id))
    .for('update');
}

const withDraw = {
  bet: lotteryBets,
  closesAt: lotteryDraws.closesAt,
  drawAt: lotteryDraws.drawAt,
};

/** One bet (`{ betId }`) or an order's bets (`{ orderId }`) with their draws' times, in order. */
export function betsWithDraws(q: Queryable, which: { betId: number } | { orderId: number }) {
  return q
    .select(withDraw)
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(
      'betId' in which ? eq(lotteryBets.id, which.betId) : eq(lotteryBets.orderId, which.orderId),
    )
    .orderBy(asc(lotteryBets.id));
}

export async function setCancelled(tx: Tx, ids: number[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(lotteryBets)
    .set({ state: 'CANCELLED', settledAt: now })
    .where(and(inArray(lotteryBets.id, ids), eq(lotteryBets.state, 'OPEN')));
}

/**
 * The next of a draw's bets still to settle after bet `after`, in id order, unlocked, with
 * what settling one needs (its order's prize mode, and whether it stops on a win): open
 * ones (`again` false) or those an earlier revision of the result settled (`again` true),
 * read off the (draw, id) index. Nothing is locked: `setSettled` writes a bet only if it
 * is still as read here.
 *
 * The planner rarely knows how many bets a new draw has (its statistics predate the draw,
 * or there are none yet) and, guessing a handful, gathers every bet of the draw through a
 * bitmap and sorts them: each batch would read all the rest. Without bitmap scans in this
 * transaction it walks the (draw, id) index in order and stops at `limit`.
 */
export async function betsToSettle(
  tx: Tx,
  o: { drawId: number; revision: number; again: boolean; after: number; limit: number },
) {
  await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
  const b = lotteryBets;
  const state = o.again
    ? sql`${b.state} IN ('WON', 'LOST') AND ${b.settledRevision} < ${o.revision}`
    : eq(b.state, 'OPEN');
  return tx
    .select({
      id: b.id,
      memberId: b.memberId,
      gameCode: b.gameCode,
      playType: b.playType,
      selection: b.selection,
      unit: b.unit,
      multiplier: b.multiplier,
      state: b.state,
      win: b.win,
      settledRevision: b.settledRevision,
      prizeMode: lotteryOrders.prizeMode,
      stopOnWin: lotteryOrders.stopOnWin,
    })
    .from(b)
    .innerJoin(lotteryOrders, eq(lotteryOrders.id, b.orderId))
    .where(and(eq(b.drawId, o.drawId), state, gt(b.id, o.after)))
    .orderBy(asc(b.id))
    .limit(o.limit);
}

export type BetToSettle = Awaited<ReturnType<typeof betsToSettle>>[number];

/**
 * Settles bets in one statement, each one's win and state (WON when it wins anything,
 * else LOST), but only a bet still as it was
 * read (its state and the revision it was settled by: a cancellation, or another settler,
 * changes one of them). A bet another transaction is writing is waited for, then skipped
 * when it changed. Answers the ids it settled.
 */
export async function setSettled(
  tx: Tx,
  rows: { bet: BetToSettle; win: bigint }[],
  revision: number,
  now: Date,
) {
  if (rows.length === 0) return new Set<number>();
  const v = valuesByKey(
    'v',
    new Map(
      rows.map((r) => [
        String(r.bet.id),
        [r.win > 0n ? 'WON' : 'LOST', String(r.win), r.bet.state, r.bet.settledRevision],
      ]),
    ),
  );
  const at = (i: number) => v.at(sql`b.id::text`, i);
  const settled = rowsOf<{ id: unknown }>(
    await tx.execute(sql`WITH ${v.with}
      UPDATE lottery_bets b SET state = ${at(0)}, win = ${at(1)}::bigint,
        settled_at = ${now.toISOString()}::timestamptz, settled_revision = ${revision}
      WHERE b.id = ${v.keys('bigint')}
        AND b.state = ${at(2)} AND b.settled_revision IS NOT DISTINCT FROM ${at(3)}::int
      RETURNING b.id`),
  );
  return new Set(settled.map((r) => Number(r.id)));
}

/** Drawn draws whose result's settlement has not finished (partial index). */
export async function drawsToSettle(q: Queryable, limit: number) {
  return rowsOf<{ id: unknown }>(
    await q.execute(sql`SELECT id FROM lottery_draws
      WHERE state = 'DRAWN' AND settled_revision IS DISTINCT FROM revision
      ORDER BY draw_at LIMIT ${limit}`),
  ).map((r) => Number(r.id));
}

/**
 * Marks the draw's settlement by `revision` finished, unless a bet is still to settle (one
 * another settler holds, not committed yet, still reads as such): the job then stops
 * looking at it.
 */
export async function setDrawSettled(q: Queryable, drawId: number, revision: number) {
  await q.execute(sql`UPDATE lottery_draws d SET settled_revision = ${revision}
    WHERE d.id = ${drawId} AND d.revision = ${revision} AND NOT EXISTS
      (SELECT 1 FROM lottery_bets b WHERE b.draw_id = d.id AND (b.state = 'OPEN'
        OR (b.state IN ('WON', 'LOST') AND b.settled_revision < d.revision)))`);
}

/**
 * Open bets of stop-on-win orders that won in these bets' draws, in later draws not yet
 * drawn: the rest of each chase to cancel. Their draws are share-locked, so the draw job
 * (FOR UPDATE SKIP LOCKED) cannot draw one before this transaction ends.
 */
export async function chaseRestAfterWins(tx: Tx, wonBetIds: number[]) {
  if (wonBetIds.length === 0) return [];
  return rowsOf<{ id: unknown; member_id: unknown }>(
    await tx.execute(sql`SELECT later.id, later.member_id FROM lottery_bets won
      JOIN lottery_orders o ON o.id = won.order_id AND o.stop_on_win
      JOIN lottery_bets later ON later.order_id = o.id AND later.draw_index > won.draw_index
        AND later.state = 'OPEN'
      JOIN lottery_draws d ON d.id = later.draw_id AND d.state = 'OPEN'
      WHERE won.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(wonBetIds)}::jsonb)::bigint)
      FOR SHARE OF d`),
  ).map((r) => ({ id: Number(r.id), memberId: Number(r.member_id) }));
}

/** A member's bets with their draws' times, newest first. */
export function memberBets(
  q: Queryable,
  memberId: number,
  filter: { gameCode?: string; state?: string },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(lotteryBets.memberId, memberId),
    filter.gameCode ? eq(lotteryBets.gameCode, filter.gameCode) : undefined,
    filter.state ? eq(lotteryBets.state, filter.state) : undefined,
  );
  return Promise.all([
    q
      .select({
        ...withDraw,
        draws: lotteryOrders.draws,
        stopOnWin: lotteryOrders.stopOnWin,
      })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotteryBets.orderId))
      .where(where)
      .orderBy(desc(lotteryBets.id))
      .limit(page.limit)
      .offset(page.offset),
    q.$count(lotteryBets, where),
  ]);
}
