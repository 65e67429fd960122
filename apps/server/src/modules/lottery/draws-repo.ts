import { and, asc, desc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
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
 * Open draws of these games whose time has come, locked when read in a transaction; another
 * instance drawing at the same moment skips them (and finds them drawn next time).
 */
export function dueDraws(q: Queryable, now: Date, limit: number, gameCodes: string[]) {
  return q
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.state, 'OPEN'),
        lte(lotteryDraws.drawAt, now),
        inArray(lotteryDraws.gameCode, gameCodes),
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function setDrawn(
  q: Queryable,
  id: number,
  result: unknown,
  now: Date,
  source: 'FAIR' | 'DEMO' | 'OPERATOR',
) {
  await q
    .update(lotteryDraws)
    .set({ state: 'DRAWN', result, drawnAt: now, source, revision: 1 })
    .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.state, 'OPEN')));
}

/**
 * Each game's draw taking bets at `now`: the first whose cut-off is still ahead (in the
 * seconds between a draw's cut-off and its draw, the next one takes the bets). One query
 * for every game: the lobby asks for them all at once.
 */
export function currentDraws(q: Queryable, now: Date) {
  return q
    .selectDistinctOn([lotteryDraws.gameCode])
    .from(lotteryDraws)
    .where(gt(lotteryDraws.closesAt, now))
    .orderBy(lotteryDraws.gameCode, asc(lotteryDraws.drawAt));
}

/** Each game's last drawn draw. */
export function lastDrawn(q: Queryable) {
  return q
    .selectDistinctOn([lotteryDraws.gameCode])
    .from(lotteryDraws)
    .where(eq(lotteryDraws.state, 'DRAWN'))
    .orderBy(lotteryDraws.gameCode, desc(lotteryDraws.drawAt));
}

/** The draws already made from `from` on (of one game, when named), as `{game}:{issue}`. */
export async function madeSince(q: Queryable, from: Date, gameCode?: string) {
  const rows = await q
    .select({ gameCode: lotteryDraws.gameCode, issue: lotteryDraws.issue })
    .from(lotteryDraws)
    .where(
      and(
        gte(lotteryDraws.drawAt, from),
        gameCode === undefined ? undefined : eq(lotteryDraws.gameCode, gameCode),
      ),
    );
  return new Set(rows.map((r) => `${r.gameCode}:${r.issue}`));
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
