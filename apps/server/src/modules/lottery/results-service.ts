import type { RegionalDrawn } from '@gamehall/contract';
import { isWellFormedDraw, type RegionalLotteryResult } from '@gamehall/games';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { lotteryDraws } from '../../db/schema/lottery.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../ledger/index.ts';
import * as repo from './bets-repo.ts';
import { cancelOpenBets } from './bets-service.ts';
import type { DrawRow } from './draws-repo.ts';
import {
  type AnyLotteryGame,
  anyLotteryGame,
  displayNameOf,
  isRegional,
  LOTTERY_GAMES,
  REGIONAL_GAMES,
  regionalGame,
} from './games.ts';
import { settleDraw } from './settle-service.ts';

/*
 * The regional lotteries' results (decision 032): entered by the operator from the
 * official draw (or a feed, later), corrected the same way, and a draw without a result
 * cancelled with every stake refunded.
 */

async function lockDraw(q: Queryable, gameCode: string, issue: string) {
  const [draw] = await q
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.issue, issue)))
    .for('update');
  if (!draw) throw new AppError('NOT_FOUND', `No draw ${issue} of ${gameCode}`);
  return draw;
}

const sameResult = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The official result of a regional draw whose bets have closed: checked against the
 * family's prize tiers, stored as the draw's next revision, and its bets settled (again,
 * for a correction: the difference with new entries). The same result again changes
 * nothing. An e-lottery draw is drawn from its seed and takes no entered result. `source`
 * records who told it: the operator, a feed, or the demo source (result-sources.ts).
 */
export async function enterResult(
  db: Db,
  input: { gameCode: string; issue: string; prizes: string[][] },
  now: Date,
  source: 'OPERATOR' | 'FEED' | 'DEMO' = 'OPERATOR',
) {
  const game = regionalGame(input.gameCode);
  if (!game) {
    throw new AppError('NOT_FOUND', `${input.gameCode} is not a regional lottery game`);
  }
  const result: RegionalLotteryResult = { family: game.family, prizes: input.prizes };
  if (!isWellFormedDraw(result)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Not a ${game.family} result: its prize tiers or their digits do not match`,
    );
  }
  const revision = await inTransaction(db, async (tx) => {
    const draw = await lockDraw(tx, game.code, input.issue);
    if (draw.state === 'CANCELLED') throw new AppError('ORDER_STATE', 'This draw was cancelled');
    if (now < draw.closesAt) {
      throw new AppError(
        'CONFLICT',
        'This draw still takes bets: enter its result after the cut-off',
      );
    }
    if (draw.state === 'DRAWN' && sameResult(draw.result, result)) return draw.revision;
    const next = draw.revision + 1;
    await tx
      .update(lotteryDraws)
      .set({ state: 'DRAWN', result, drawnAt: now, source, revision: next })
      .where(eq(lotteryDraws.id, draw.id));
    return next;
  });
  const [draw] = await db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, game.code), eq(lotteryDraws.issue, input.issue)));
  const settled = draw ? await settleDraw(db, draw.id, now) : 0;
  return { issue: input.issue, revision, settled };
}

/**
 * Stops a draw's betting now (its cut-off brought forward; one already passed stays). Its
 * bets stay, waiting for its result or a cancellation.
 */
export async function closeDraw(db: Db, input: { gameCode: string; issue: string }, now: Date) {
  return inTransaction(db, async (tx) => {
    const draw = await lockDraw(tx, input.gameCode, input.issue);
    if (draw.state !== 'OPEN') throw new AppError('ORDER_STATE', 'This draw is no longer open');
    const closesAt = draw.closesAt < now ? draw.closesAt : now;
    await tx.update(lotteryDraws).set({ closesAt }).where(eq(lotteryDraws.id, draw.id));
    return { issue: draw.issue, closesAt: closesAt.toISOString() };
  });
}

/** Open bets refunded per transaction when a draw is cancelled. */
const CANCEL_CHUNK = 500;

/**
 * Cancels a draw that has no result once its bets have closed (the official draw did not
 * take place, a game stopped): the draw is CANCELLED and every open bet on it refunded,
 * chunk by chunk (a crash midway leaves the rest for a repeat, which refunds only those).
 */
export async function cancelDraw(db: Db, input: { gameCode: string; issue: string }, now: Date) {
  await inTransaction(db, async (tx) => {
    const draw = await lockDraw(tx, input.gameCode, input.issue);
    if (draw.state === 'DRAWN') {
      throw new AppError('ORDER_STATE', 'This draw has its result: correct it instead');
    }
    if (now < draw.closesAt) {
      throw new AppError('CONFLICT', 'This draw still takes bets');
    }
    await tx.update(lotteryDraws).set({ state: 'CANCELLED' }).where(eq(lotteryDraws.id, draw.id));
  });
  let refunded = 0;
  // From the last bet read on: the bets' state is in no index (schema lottery.ts).
  let after = 0;
  for (;;) {
    const read = await inTransaction(db, async (tx) => {
      const open = rowsOf<{ id: unknown }>(
        await tx.execute(sql`SELECT b.id FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id
          WHERE d.game_code = ${input.gameCode} AND d.issue = ${input.issue}
            AND b.id > ${after} AND b.state = 'OPEN' ORDER BY b.id LIMIT ${CANCEL_CHUNK}`),
      ).map((r) => Number(r.id));
      const bets = await repo.lockOpenBets(tx, open);
      for (const memberId of new Set(bets.map((b) => b.memberId))) {
        const own = bets.filter((b) => b.memberId === memberId);
        await cancelOpenBets(tx, memberId, own, now);
      }
      return { last: open.at(-1), done: bets.length };
    });
    if (read.last === undefined) return { issue: input.issue, refunded };
    [after, refunded] = [read.last, refunded + read.done];
  }
}

function regionalView(row: DrawRow): RegionalDrawn {
  const result = row.result as RegionalLotteryResult;
  return {
    issue: row.issue,
    drawAt: row.drawAt.toISOString(),
    prizes: result.prizes.map((tier) => [...tier]),
    source: (row.source ?? 'OPERATOR') as RegionalDrawn['source'],
    revision: row.revision,
  };
}

/** A regional game's last results, newest first; another game is 404. */
export async function regionalResults(q: Queryable, gameCode: string, count: number) {
  if (!regionalGame(gameCode)) {
    throw new AppError('NOT_FOUND', `${gameCode} is not a regional lottery game`);
  }
  const rows = await q
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.state, 'DRAWN')))
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(count);
  return { list: rows.map(regionalView) };
}

const menuGame = (game: AnyLotteryGame) => ({ code: game.code, displayName: displayNameOf(game) });

/** Every lottery game grouped by area (or one area's), as the lottery menus show them. */
export function lotteryMenus(area?: 'ELOTT' | 'VN' | 'SEA') {
  const groups = [
    { gameGroupCode: 'ELOTT', labelName: 'lt_area_ELOTT', games: LOTTERY_GAMES.map(menuGame) },
    ...(['VN', 'SEA'] as const).map((code) => ({
      gameGroupCode: code,
      labelName: `lt_area_${code}`,
      games: REGIONAL_GAMES.filter((g) => g.area === code).map(menuGame),
    })),
  ];
  return { gameMenus: groups.filter((g) => area === undefined || g.gameGroupCode === area) };
}

/** The Vietnamese lottery's games, a group per region. */
export function vnGameMenu() {
  return {
    gameMenus: REGIONAL_GAMES.filter((g) => g.area === 'VN').map((g) => ({
      gameGroupCode: g.code,
      labelName: `lt_group_${g.code}`,
      games: [menuGame(g)],
    })),
  };
}

/** The Vietnamese games the player bet on lately, most recent first. */
export async function vnRecentGames(q: Queryable, memberId: number) {
  const vn = REGIONAL_GAMES.filter((g) => g.area === 'VN').map((g) => g.code);
  const rows = rowsOf<{ game_code: string }>(
    await q.execute(sql`SELECT game_code FROM lottery_bets
      WHERE member_id = ${memberId} AND game_code IN (SELECT jsonb_array_elements_text(${JSON.stringify(vn)}::jsonb))
      GROUP BY game_code ORDER BY max(id) DESC`),
  );
  return {
    games: rows.flatMap((r) => {
      const game = anyLotteryGame(r.game_code);
      return game ? [menuGame(game)] : [];
    }),
  };
}

const AREA_PAGES = { ELOTT: '/lottery', VN: '/vnlottery', SEA: '/seaLottery' } as const;

/**
 * The lottery lobby request (product §3): the page of the area (the named game's own area
 * when a game is named) with the game and play type selected; a game of another area, or
 * none, opens the area's lobby.
 */
export function lotteryLobby(q: {
  lottoArea?: 'ELOTT' | 'VN' | 'SEA';
  lottoGameCode?: string;
  lottoView?: 'betting' | 'lobby';
}) {
  const game = q.lottoGameCode ? anyLotteryGame(q.lottoGameCode) : null;
  if (q.lottoGameCode && !game) {
    throw new AppError('GAME_NOT_FOUND', `No lottery game ${q.lottoGameCode}`);
  }
  const area = game ? (isRegional(game) ? game.area : 'ELOTT') : (q.lottoArea ?? 'ELOTT');
  const view: 'betting' | 'lobby' = game && q.lottoView !== 'lobby' ? 'betting' : 'lobby';
  const page = view === 'lobby' && area === 'ELOTT' ? '/elott' : AREA_PAGES[area];
  return {
    content:
      game && view === 'betting' ? `${page}?gameCode=${encodeURIComponent(game.code)}` : page,
    lottoView: view,
  };
}
