import { randomBytes } from 'node:crypto';
import type { DrawnDraw } from '@gamehall/contract';
import { commitment, drawLottery, type LotteryDraw } from '@gamehall/games';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  currentDraws,
  type DrawRow,
  drawnDraws,
  dueDraws,
  insertDraws,
  lastDrawn,
  madeSince,
  setDrawn,
} from './draws-repo.ts';
import {
  type AnyLotteryGame,
  isRegional,
  LOTTERY_GAMES,
  lotteryGame,
  REGIONAL_GAMES,
} from './games.ts';
import { type DrawSlot, drawsAfter } from './schedule.ts';

/** Draws made ahead of the one taking bets: their commitments are public that long before. */
export const DRAWS_AHEAD = 3;

/** At most this many draws are drawn in one transaction (a backlog after a stop drains over ticks). */
const DRAWS_PER_TICK = 200;

/** A draw's public client seed: its own name (decision 030). */
export const clientSeedOf = (gameCode: string, issue: string) => `${gameCode}:${issue}`;

/** New draws of a game in these slots, each with a fresh secret seed and its commitment. */
function newDraws(game: AnyLotteryGame, slots: DrawSlot[], made: Set<string>) {
  return slots
    .filter((slot) => !made.has(clientSeedOf(game.code, slot.issue)))
    .map((slot) => {
      const serverSeed = randomBytes(32).toString('hex');
      return { gameCode: game.code, ...slot, serverSeed, commitment: commitment(serverSeed) };
    });
}

/**
 * Makes each game's next draws, from the one taking bets at `now` on, each with a fresh
 * secret seed and its commitment. Draws already made are read first, so a tick with
 * nothing new writes nothing; one made meanwhile by another instance stays as it is.
 * Answers how many it made.
 */
export async function scheduleDraws(db: Db, zone: string, now: Date) {
  const made = await madeSince(db, now);
  const rows = [...LOTTERY_GAMES, ...REGIONAL_GAMES].flatMap((game) =>
    newDraws(game, drawsAfter(game, zone, now, aheadOf(game)), made),
  );
  return insertDraws(db, rows);
}

/**
 * Makes sure one game's next `count` draws from `now` exist (a chase follows draws further
 * ahead than the job makes); their commitments are public from then on.
 */
export async function ensureDraws(
  db: Db,
  game: AnyLotteryGame,
  zone: string,
  now: Date,
  count: number,
) {
  const made = await madeSince(db, now, game.code);
  return insertDraws(db, newDraws(game, drawsAfter(game, zone, now, count), made));
}

/** Regional draws are days apart: the next two are made, the one taking bets and the next. */
const aheadOf = (game: AnyLotteryGame) => (isRegional(game) ? 2 : DRAWS_AHEAD + 1);

/**
 * A draw's result from its seed (packages/games `drawLottery`, nonce 0): an e-lottery
 * draw's numbers, or a regional game's made-up prizes on a demo site.
 */
export function resultOf(game: AnyLotteryGame, draw: Pick<DrawRow, 'issue' | 'serverSeed'>) {
  const input = {
    serverSeed: draw.serverSeed,
    clientSeed: clientSeedOf(game.code, draw.issue),
    nonce: 0,
  };
  return drawLottery(game.family, input);
}

/**
 * Draws every open e-lottery draw whose time has come, once, from its seed: each is locked
 * while it is drawn, and its state guards the update, so two instances never draw one
 * twice. (The regional draws wait for their official result: result-sources.ts.) Answers
 * how many.
 */
export async function drawDue(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const codes = LOTTERY_GAMES.map((g) => g.code);
    const due = await dueDraws(tx, now, DRAWS_PER_TICK, codes);
    let drawn = 0;
    for (const row of due) {
      const game = lotteryGame(row.gameCode);
      if (!game) continue;
      await setDrawn(tx, row.id, resultOf(game, row), now, 'FAIR');
      drawn++;
    }
    return drawn;
  });
}

function drawnView(row: DrawRow): DrawnDraw {
  const result = row.result as LotteryDraw;
  return {
    issue: row.issue,
    drawAt: row.drawAt.toISOString(),
    numbers: [...result.numbers],
    special: result.family === 'LHC' ? result.special : null,
    commitment: row.commitment,
    serverSeed: row.serverSeed,
    clientSeed: clientSeedOf(row.gameCode, row.issue),
    nonce: 0,
  };
}

/** Each game with its draw taking bets (commitment only: the seed stays secret) and its last result. */
export async function popularLotteries(q: Queryable, count: number, now = new Date()) {
  const [current, last] = await Promise.all([currentDraws(q, now), lastDrawn(q)]);
  const byGame = (rows: DrawRow[]) => new Map(rows.map((r) => [r.gameCode, r]));
  const open = byGame(current);
  const drawn = byGame(last);
  const list = LOTTERY_GAMES.slice(0, count).map((game) => {
    const c = open.get(game.code);
    const d = drawn.get(game.code);
    return {
      gameCode: game.code,
      family: game.family,
      everyMinutes: game.everyMinutes,
      current: c
        ? {
            issue: c.issue,
            opensAt: c.opensAt.toISOString(),
            closesAt: c.closesAt.toISOString(),
            drawAt: c.drawAt.toISOString(),
            commitment: c.commitment,
          }
        : null,
      last: d ? drawnView(d) : null,
    };
  });
  return { list };
}

/** A game's last drawn results, newest first; an unknown game is 404. */
export async function openedNumbers(q: Queryable, gameCode: string, count: number) {
  if (!lotteryGame(gameCode)) throw new AppError('NOT_FOUND', `No lottery game ${gameCode}`);
  const rows = await drawnDraws(q, gameCode, count);
  return { list: rows.map(drawnView) };
}
