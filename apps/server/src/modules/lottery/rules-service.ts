import { fromMinor } from '@gamehall/contract';
import { PAYOUT_TABLES, playTypesOf } from '@gamehall/games';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { upcomingDraws } from './bets-repo.ts';
import { ensureDraws } from './draws-service.ts';
import { anyLotteryGame, isRegional } from './games.ts';

/**
 * What a game's betting page needs: its cadence, the brand's units and limits, each play
 * type's prizes in the brand's prize mode (per 2.00 unit), and the draws open for bets
 * from the one taking them now (a chase follows them in this order).
 */
export async function gameRules(
  app: FastifyInstance,
  q: { gameCode: string; draws: number },
  now: Date,
) {
  const game = anyLotteryGame(q.gameCode);
  if (!game) throw new AppError('GAME_NOT_FOUND', `No lottery game ${q.gameCode}`);
  const { lottery: rules, site } = (await app.settings.get()).settings;
  const db = app.database.db;
  await ensureDraws(db, game, site.timeZone, now, q.draws + 1);
  const draws = await upcomingDraws(db, game.code, now, q.draws);
  const table = PAYOUT_TABLES[rules.prizeMode];
  return {
    gameCode: game.code,
    family: game.family,
    area: isRegional(game) ? game.area : ('ELOTT' as const),
    everyMinutes: isRegional(game) ? null : game.everyMinutes,
    cutoffSeconds: game.cutoffSeconds,
    prizeMode: rules.prizeMode,
    units: rules.units,
    maxMultiplier: rules.maxMultiplier,
    maxStakePerBet: rules.maxStakePerBet,
    maxChaseDraws: rules.maxChaseDraws,
    playTypes: playTypesOf(game.family).map((type) => ({
      id: type.id,
      prizes: (table[type.id] ?? []).map((prize) => fromMinor(prize)),
    })),
    draws: draws.map((d) => ({
      issue: d.issue,
      opensAt: d.opensAt.toISOString(),
      closesAt: d.closesAt.toISOString(),
      drawAt: d.drawAt.toISOString(),
      commitment: d.commitment,
    })),
  };
}
