import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { anyBigint } from '../../db/any-of.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  lotteryBets,
  lotteryDrawStakes,
  lotteryDraws,
  lotteryOrders,
} from '../../db/schema/lottery.ts';

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

/** A share of a draw's bets: those of members whose id is `index` modulo `of`. */
export interface Lane {
  of: number;
  index: number;
}

/**
 * A lane's bets of a draw still to settle by its result's `revision`: open ones first (read
 * in id order off the (draw, state, id) index), then those an earlier revision settled; at
 * most `limit`, locked. A second settler skips them (and finds them settled next time).
 */
export async function betsToSettle(
  tx: Tx,
  drawId: number,
  revision: number,
  limit: number,
  lane: Lane,
) {
  const inLane = sql`${lotteryBets.memberId} % ${lane.of} = ${lane.index}`;
  const read = (state: SQL) =>
    tx
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.drawId, drawId), state, inLane))
      .orderBy(asc(lotteryBets.state), asc(lotteryBets.id))
      .limit(limit)
      .for('update', { skipLocked: true });
  const open = await read(eq(lotteryBets.state, 'OPEN'));
  if (open.length > 0) return open;
  return read(
    sql`${lotteryBets.state} IN ('WON', 'LOST') AND ${lotteryBets.settledRevision} < ${revision}`,
  );
}

/** Settles bets in one statement: each one's state and win. */
export async function setSettled(
  tx: Tx,
  rows: { id: number; state: 'WON' | 'LOST'; win: bigint }[],
  revision: number,
  now: Date,
) {
  if (rows.length === 0) return;
  const v = JSON.stringify(rows.map((r) => [r.id, r.state, String(r.win)]));
  await tx.execute(sql`UPDATE lottery_bets b SET state = x->>1, win = (x->>2)::bigint,
      settled_at = ${now.toISOString()}::timestamptz, settled_revision = ${revision}
    FROM jsonb_array_elements(${v}::jsonb) x
    WHERE b.id = ${anyBigint(rows.map((r) => r.id))} AND b.id = (x->>0)::bigint
      AND b.state <> 'CANCELLED'`);
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

/** The prize mode each of these orders was placed under. */
export async function prizeModesOf(q: Queryable, orderIds: number[]) {
  const rows = await q
    .select({ id: lotteryOrders.id, prizeMode: lotteryOrders.prizeMode })
    .from(lotteryOrders)
    .where(inArray(lotteryOrders.id, orderIds));
  return new Map(rows.map((r) => [r.id, r.prizeMode]));
}
