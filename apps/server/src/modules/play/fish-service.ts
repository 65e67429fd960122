import { type fishShoot, fromMinor, toMinor, type ValueOf } from '@gamehall/contract';
import { checkShots, FishShotError, shootFish } from '@gamehall/games';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { GameSession } from './game-session.ts';
import { playRound } from './round-service.ts';

type Shot = { species: string; bet: number };

/**
 * A batch of fish shots as one round of the player's seed pair: the batch's stake is its
 * shots' bets, its win their kills, each kill drawn by the server; the page only draws the
 * sea. A batch sent again (a lost answer, a reload) answers the stored round.
 */
export async function shootBatch(
  app: FastifyInstance,
  s: GameSession,
  body: { shots: Shot[]; requestId: string },
): Promise<ValueOf<typeof fishShoot>> {
  if (s.engine !== 'fish') throw new AppError('GAME_UNAVAILABLE', 'This game is not fish');
  const shots = body.shots.map((x) => ({ species: x.species, bet: Number(toMinor(x.bet)) }));
  try {
    checkShots(shots);
  } catch (err) {
    if (!(err instanceof FishShotError)) throw err;
    throw new AppError('VALIDATION_FAILED', err.message, { details: { shotIndex: err.shotIndex } });
  }
  const played = await playRound(app, s, {
    requestId: body.requestId,
    bet: shots.reduce((sum, x) => sum + BigInt(x.bet), 0n),
    ask: shots,
    decide: (fair) => {
      const batch = shootFish(fair, shots);
      return { outcome: { shots: batch.shots }, win: BigInt(batch.totalWin) };
    },
  });
  return {
    ...played,
    outcome: {
      shots: played.outcome.shots.map((x) => ({
        ...x,
        bet: fromMinor(BigInt(x.bet)),
        win: fromMinor(BigInt(x.win)),
      })),
    },
  };
}
