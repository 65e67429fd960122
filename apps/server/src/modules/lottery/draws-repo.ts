import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { lotteryDraws } from '../../db/schema/lottery.ts';

export type DrawRow = typeof lotteryDraws.$inferSelect;
export type NewDrawRow = typeof lotteryDraws.$inferInsert;

/** Makes draws not made yet; one already made (by another instance) is left as it is. */
export async function insertDraws(q: Queryable, rows: NewDrawRow[]) {
  if (rows.length === 0) return 0;
  const made = await q
    .insert(lotteryDraws)
    .values(rows)
    .onConflictDoNothing({ target: [lotteryDraws.gameCode, lotteryDraws.issue] })
    .returning({ id: lotteryDraws.id });
  return made.length;
}

/**
 * Open draws whose time has come, locked for this transaction; another instance drawing at
 * the same moment skips them (and finds them drawn next time).
 */
export function dueDraws(q: Queryable, now: Date, limit: number) {
  return q
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.state, 'OPEN'), lte(lotteryDraws.drawAt, now)))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function setDrawn(q: Queryable, id: number, result: unknown, now: Date) {
  await q
    .update(lotteryDraws)
    .set({ state: 'DRAWN', result, drawnAt: now })
    .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.state, 'OPEN')));
}

/**
 * The game's draw taking bets at `now`: the first whose cut-off is still ahead (in the
 * seconds between a draw's cut-off and its draw, the next one takes the bets).
 */
export async function currentDraw(q: Queryable, gameCode: string, now: Date) {
  const [row] = await q
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), gt(lotteryDraws.closesAt, now)))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(1);
  return row ?? null;
}

/** The game's last `count` drawn draws, newest first. */
export function drawnDraws(q: Queryable, gameCode: string, count: number) {
  return q
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.state, 'DRAWN')))
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(count);
}

/** The number of draws each game has made so far (tests and the operator). */
export async function drawCount(q: Queryable, gameCode: string) {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.gameCode, gameCode));
  return row?.n ?? 0;
}
