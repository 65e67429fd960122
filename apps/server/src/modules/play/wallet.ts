import { fromMinor, toMinor } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { identifyPlayer, payWin, placeBet } from '../provider/index.ts';
import { tokenHash } from '../session/tokens.ts';
import type { GameSession } from './game-session.ts';
import { type PlayRound, setStatus } from './rounds.ts';

/** The caller adds the demo balance the player has (round-service). */
const noMoney = () => new AppError('WALLET_INSUFFICIENT_FUNDS', 'Not enough money for this bet');

/**
 * Demo money moves in the same transaction as its round: bet out and win in, only if the
 * bet is covered. A trial account's demo money is its member row's; otherwise the session's.
 */
export async function settleDemo(tx: Tx, s: GameSession, bet: bigint, win: bigint) {
  const [row] = rowsOf<{ balance: string }>(
    await tx.execute(
      s.trial
        ? sql`UPDATE members SET demo_balance = demo_balance - ${bet.toString()} + ${win.toString()}
            WHERE id = ${s.memberId} AND demo_balance >= ${bet.toString()}
            RETURNING demo_balance AS balance`
        : sql`UPDATE provider_sessions
            SET demo_balance = demo_balance - ${bet.toString()} + ${win.toString()}
            WHERE session_hash = ${tokenHash(s.sessionId)} AND demo_balance >= ${bet.toString()}
            RETURNING demo_balance AS balance`,
    ),
  );
  if (!row) throw noMoney();
  return BigInt(row.balance);
}

/** The wallet call's view of a round's player: the signed vendor's caller. */
type Caller = Parameters<typeof placeBet>[1];

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
      await setStatus(db, round.id, 'REFUSED');
    }
    throw err;
  }
  const paid = await payWin(db, caller, {
    ...base,
    amount: fromMinor(round.win),
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
  const { money } = (await app.settings.get()).settings;
  const who = { vendor: s.vendor, account: s.account, sessionId: s.sessionId };
  const caller = {
    vendor: s.vendor,
    ...(await identifyPlayer(app.database.db, money, who, now)),
  };
  return moveRoundMoney(app, caller, { ...round, account: s.account, sessionId: s.sessionId });
}
