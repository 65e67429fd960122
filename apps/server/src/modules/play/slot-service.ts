import { fromMinor, type slotSpin, toMinor, type ValueOf } from '@gamehall/contract';
import {
  fairStopSource,
  jackpotDraw,
  jackpotHit,
  jackpotThreshold,
  playSlotRound,
  type SlotModel,
  slotModels,
} from '@gamehall/games';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { jackpotSetting, jackpotWonBy } from '../jackpot/index.ts';
import type { GameSession } from './game-session.ts';
import { playRound } from './round-service.ts';

type Spun = ValueOf<typeof slotSpin>;

/** The slot model a session plays. */
export function slotModelOf(engine: string): SlotModel {
  const model = (slotModels as Record<string, SlotModel | undefined>)[engine];
  if (!model) throw new AppError('GAME_UNAVAILABLE', 'This game is not a slot');
  return model;
}

/** A slot round: the reel stops come from the seed pair's next nonce. */
export async function spinSlot(
  app: FastifyInstance,
  s: GameSession,
  body: { bet: number; requestId: string },
): Promise<Spun> {
  const model = slotModelOf(s.engine);
  const bet = toMinor(body.bet);
  if (!model.betLevels.includes(Number(bet))) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', 'This bet is not one of the game’s bet levels', {
      details: { betLevels: model.betLevels.map((b) => fromMinor(BigInt(b))) },
    });
  }
  // Real spins draw for the progressive jackpot too, from their own fair message.
  const jackpot = await jackpotSetting(app);
  const drawsJackpot = s.mode === 'real' && jackpot.enabled;
  const played = await playRound(app, s, {
    requestId: body.requestId,
    bet,
    ask: null,
    decide: (fair) => {
      const outcome = playSlotRound(model, Number(bet), fairStopSource(fair));
      const draw = jackpotDraw(fair);
      const threshold = jackpotThreshold(bet, jackpot.oneInPerUnit);
      const drawn = drawsJackpot ? { draw, threshold, hit: jackpotHit(draw, threshold) } : null;
      return { outcome: { ...outcome, jackpot: drawn }, win: BigInt(outcome.totalWin) };
    },
  });
  const { jackpot: drawn, ...outcome } = played.outcome as typeof played.outcome & {
    jackpot?: { draw: number; threshold: number; hit: boolean } | null;
  };
  const won = drawn?.hit ? await jackpotWonBy(app.database.db, `play-${played.roundId}`) : null;
  return {
    ...played,
    outcome,
    jackpot: drawn ? { ...drawn, won: won === null ? null : fromMinor(won) } : null,
  };
}
