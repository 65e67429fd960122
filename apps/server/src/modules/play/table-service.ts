import {
  type baccaratDeal,
  fromMinor,
  type rouletteSpin,
  toMinor,
  type ValueOf,
} from '@gamehall/contract';
import {
  type BaccaratBet,
  checkBaccaratBets,
  checkRouletteBets,
  dealBaccarat,
  type RouletteBet,
  settleBaccarat,
  settleRoulette,
  spinRoulette,
} from '@gamehall/games';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { GameSession } from './game-session.ts';
import { playRound } from './round-service.ts';
import { refusingBadBets } from './table-bet-refusal.ts';
import { BACCARAT_LIMITS, ROULETTE_LIMITS } from './table-limits.ts';

type WireStake = { stake: number };

/** Stakes from the wire (major units) to the engine's minor units. */
const inMinor = <B extends WireStake>(bets: B[]) =>
  bets.map((b) => ({ ...b, stake: toMinor(b.stake) }));

const total = (bets: { stake: bigint }[]) => bets.reduce((sum, b) => sum + b.stake, 0n);

function engineIs(s: GameSession, engine: string) {
  if (s.engine !== engine) throw new AppError('GAME_UNAVAILABLE', `This game is not ${engine}`);
}

export async function spinRouletteRound(
  app: FastifyInstance,
  s: GameSession,
  body: { bets: (WireStake & Record<string, unknown>)[]; requestId: string },
): Promise<ValueOf<typeof rouletteSpin>> {
  engineIs(s, 'roulette');
  const bets = inMinor(body.bets) as unknown as RouletteBet[];
  refusingBadBets(() => checkRouletteBets(bets, ROULETTE_LIMITS));
  return playRound(app, s, {
    requestId: body.requestId,
    bet: total(bets),
    ask: body.bets,
    decide: (fair) => {
      const { pocket, colour } = spinRoulette(fair);
      const settled = settleRoulette(bets, pocket, ROULETTE_LIMITS);
      const results = settled.results.map((r) => ({
        spot: r.spot,
        stake: fromMinor(r.bet.stake),
        win: fromMinor(r.win),
      }));
      return { outcome: { pocket, colour, results }, win: settled.totalWin };
    },
  });
}

export async function dealBaccaratRound(
  app: FastifyInstance,
  s: GameSession,
  body: { bets: (WireStake & { type: BaccaratBet['type'] })[]; requestId: string },
): Promise<ValueOf<typeof baccaratDeal>> {
  engineIs(s, 'baccarat');
  const bets: BaccaratBet[] = inMinor(body.bets);
  refusingBadBets(() => checkBaccaratBets(bets, BACCARAT_LIMITS));
  return playRound(app, s, {
    requestId: body.requestId,
    bet: total(bets),
    ask: body.bets,
    decide: (fair) => {
      const coup = dealBaccarat(fair);
      const settled = settleBaccarat(bets, coup, BACCARAT_LIMITS);
      const results = settled.results.map((r) => ({
        type: r.bet.type,
        result: r.result,
        stake: fromMinor(r.bet.stake),
        win: fromMinor(r.win),
      }));
      return {
        outcome: {
          player: coup.player,
          banker: coup.banker,
          winner: coup.winner,
          natural: coup.natural,
          results,
        },
        win: settled.totalWin,
      };
    },
  });
}
