import { fromMinor } from '@gamehall/contract';
import type { FairInput } from '@gamehall/games';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { requestHash } from '../../lib/request-hash.ts';
import { demoBalance, type GameSession } from './game-session.ts';
import { findRound, insertRound, type PlayRound } from './rounds.ts';
import { publicState, takeNonce } from './seeds.ts';
import { demoOwnerOf, moveDemoMoney, settleReal } from './wallet.ts';

export interface RoundRequest<O> {
  requestId: string;
  /** The round's total stake in minor units. */
  bet: bigint;
  /** What the player asked for, so a repeat with other bets is told apart. */
  ask: unknown;
  /** The outcome and win of the round from its seed pair and nonce (pure). */
  decide: (fair: FairInput) => { outcome: O; win: bigint };
}

class RaceLost extends Error {}

/** Object keys in order, so the same bets hash alike however a client orders its fields. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
  );
}

const askHash = (ask: unknown) => requestHash(sorted(ask ?? null));

/** A repeat (same requestId) must be the same game and the same bets. */
function checkRepeat(round: PlayRound, s: GameSession, req: RoundRequest<unknown>) {
  const same =
    round.engine === s.engine &&
    round.gameCode === s.gameCode &&
    round.bet === req.bet &&
    (round.outcome as { askHash?: string }).askHash === askHash(req.ask);
  if (!same) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'This requestId was already used for another bet');
  }
}

/**
 * Any in-house round: the next nonce of the player's seed pair decides it, the round is
 * stored with its outcome, then its money moves (demo money in the same transaction; real
 * money as a bet and a win through the wallet). A repeat answers the stored round,
 * completing its money first if a crash left it half done.
 */
export async function playRound<O>(app: FastifyInstance, s: GameSession, req: RoundRequest<O>) {
  const db = app.database.db;
  let round = await findRound(db, s.memberId, req.requestId);
  let demoAfter: bigint | null = null;
  if (!round) {
    try {
      demoAfter = await db.transaction(async (tx) => {
        const seed = await takeNonce(tx, s.memberId);
        const { outcome, win } = req.decide(seed);
        const id = await insertRound(tx, {
          memberId: s.memberId,
          requestId: req.requestId,
          engine: s.engine,
          vendor: s.vendor,
          gameCode: s.gameCode,
          mode: s.mode,
          seed,
          bet: req.bet,
          win,
          outcome: { ...outcome, askHash: askHash(req.ask) },
          status: s.mode === 'demo' ? 'SETTLED' : 'OPEN',
        });
        if (id === null) throw new RaceLost();
        return s.mode === 'demo' ? moveDemoMoney(tx, demoOwnerOf(s), req.bet, win) : null;
      });
    } catch (err) {
      if (err instanceof AppError && err.code === 'WALLET_INSUFFICIENT_FUNDS') {
        throw new AppError('WALLET_INSUFFICIENT_FUNDS', err.message, {
          details: { balance: fromMinor(await demoBalance(db, s)) },
        });
      }
      if (!(err instanceof RaceLost)) throw err;
    }
    round = await findRound(db, s.memberId, req.requestId);
    if (!round) throw new Error(`play round ${req.requestId} vanished`);
  }
  checkRepeat(round, s, req);
  if (round.status === 'REFUSED') {
    throw new AppError('WALLET_INSUFFICIENT_FUNDS', 'Not enough money for this bet');
  }
  const balance =
    round.mode === 'demo'
      ? (demoAfter ?? (await demoBalance(db, s)))
      : await settleReal(app, s, round, new Date());
  const { askHash: _, ...outcome } = round.outcome as O & { askHash?: string };
  return {
    roundId: String(round.id),
    bet: fromMinor(round.bet),
    win: fromMinor(round.win),
    balance: fromMinor(balance),
    fair: { ...publicState(round), nonce: round.nonce },
    outcome: outcome as unknown as O,
  };
}
