import { fromMinor, toMinor } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { tokenHash } from '../../lib/session-token.ts';
import type { Settings } from '../../settings/schema.ts';
import { settleJackpot } from '../jackpot/index.ts';
import { moveTrialDemo } from '../member/index.ts';
import { identifyPlayer, moveSessionDemo, payWin, placeBet, walletFor } from '../provider/index.ts';
import type { GameSession } from './game-session.ts';
import { type PlayRound, refuseRound, setStatus } from './rounds.ts';

/** Whose demo money a game plays with: a trial account's own, else its session's. */
export interface DemoOwner {
  memberId: number;
  /** The wallet session's hash (provider_sessions.session_hash). */
  sessionHash: string;
  trial: boolean;
}

export const demoOwnerOf = (s: GameSession): DemoOwner => ({
  memberId: s.memberId,
  sessionHash: tokenHash(s.sessionId),
  trial: s.trial,
});

/**
 * Moves demo money in one guarded UPDATE: `take` out, only if the balance covers it, and
 * `give` in. Answers the balance after; a stake it does not cover is refused.
 */
export const moveDemoMoney = (q: Queryable, who: DemoOwner, take: bigint, give: bigint) =>
  who.trial
    ? moveTrialDemo(q, who.memberId, take, give)
    : moveSessionDemo(q, who.sessionHash, take, give);

/** The wallet call's view of a round's player: the signed vendor's caller. */
export type Caller = Parameters<typeof placeBet>[1];

/** The house finishing a round its player began: the session may have ended since. */
export function houseCaller(money: Settings['money'], memberId: number, vendor: string): Caller {
  return { vendor, memberId, wallet: walletFor(money, memberId, vendor), live: true };
}

/** The player of a live session, as the wallet sees a call made in its name. */
export async function sessionCaller(app: FastifyInstance, s: GameSession, now: Date) {
  const { money } = (await app.settings.get()).settings;
  const who = { vendor: s.vendor, account: s.account, sessionId: s.sessionId };
  return { vendor: s.vendor, ...(await identifyPlayer(app.database.db, money, who, now)) };
}

/**
 * A real round's money, through the provider wallet API's own rules (the in-house games
 * are a vendor like any other): the bet, then the win, each idempotent by an id made from
 * the round, so a repeat after a crash completes the round and never pays twice.
 */
export async function moveRoundMoney(
  app: FastifyInstance,
  caller: Caller,
  round: PlayRound & { account: string; sessionId?: string },
): Promise<bigint> {
  const db = app.database.db;
  const roundId = `play-${round.id}`;
  const base = {
    account: round.account,
    sessionId: round.sessionId,
    roundId,
    gameCode: round.gameCode,
  };
  try {
    await placeBet(db, caller, {
      ...base,
      // The recovery job has no session id: its caller is the house finishing a round.
      sessionId: round.sessionId ?? '',
      amount: fromMinor(round.bet),
      transactionId: `${roundId}-bet`,
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'WALLET_INSUFFICIENT_FUNDS') {
      await refuseRound(db, round);
    }
    throw err;
  }
  // A slot spin's part in the progressive jackpot: its feed, and the pool if it won it.
  const drawn = (round.outcome as { jackpot?: { hit: boolean } | null }).jackpot;
  const jackpotWin = drawn
    ? await settleJackpot(
        app,
        {
          roundKey: roundId,
          memberId: caller.memberId,
          vendor: caller.vendor,
          gameCode: round.gameCode,
          bet: round.bet,
        },
        drawn.hit,
      )
    : 0n;
  const paid = await payWin(db, caller, {
    ...base,
    amount: fromMinor(round.win + jackpotWin),
    transactionId: `${roundId}-win`,
  });
  await setStatus(db, round.id, 'SETTLED');
  return toMinor(paid.balance);
}

/** A round played in a live session: its money moves in that session's name. */
export async function settleReal(
  app: FastifyInstance,
  s: GameSession,
  round: PlayRound,
  now: Date,
): Promise<bigint> {
  const caller = await sessionCaller(app, s, now);
  return moveRoundMoney(app, caller, { ...round, account: s.account, sessionId: s.sessionId });
}
