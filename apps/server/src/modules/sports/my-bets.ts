import {
  type cashOutSportsBet,
  fromMinor,
  type getSportsBets,
  type ParsedBodyOf,
  type ParsedQueryOf,
  toMinor,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { account, balanceOf, inTransaction } from '../ledger/index.ts';
import { settleHouseRounds } from '../provider/index.ts';
import { betView, cashOutOffer } from './bet-views.ts';
import { type BetRow, betsWhere, memberBet } from './bets-repo.ts';
import { matchesByIds } from './matches-repo.ts';
import { roundIdOf } from './round-id.ts';

async function matchesOfBets(q: Queryable, bets: readonly BetRow[]) {
  const ids = [...new Set(bets.flatMap((b) => b.legs.map((l) => l.matchId)))];
  return new Map((await matchesByIds(q, ids)).map((m) => [m.id, m]));
}

async function viewsOf(app: FastifyInstance, bets: readonly BetRow[]) {
  const { cashOutMarginBp } = (await app.settings.get()).settings.sports;
  const matches = await matchesOfBets(app.database.db, bets);
  return bets.map((b) => betView(b, matches, cashOutOffer(b, matches, cashOutMarginBp)));
}

/** A bet as its player sees it, with the main wallet's balance. */
export async function betAnswer(app: FastifyInstance, memberId: number, betId: number) {
  const db = app.database.db;
  const bet = await memberBet(db, memberId, betId);
  if (!bet) throw new AppError('SPORTS_BET_NOT_FOUND', 'No such bet');
  const [view] = await viewsOf(app, [bet]);
  if (!view) throw new Error('a bet with no view');
  return { bet: view, balance: fromMinor(await balanceOf(db, account.main(memberId))) };
}

/** The player's open bets (with their cash-out offers) or settled ones, newest first. */
export async function listBets(
  app: FastifyInstance,
  memberId: number,
  q: ParsedQueryOf<typeof getSportsBets>,
) {
  const db = app.database.db;
  const where =
    q.status === 'open'
      ? sql`member_id = ${memberId} AND status = 'OPEN'`
      : sql`member_id = ${memberId} AND status <> 'OPEN'`;
  const [count] = rowsOf<{ n: unknown }>(
    await db.execute(sql`SELECT count(*) AS n FROM sports_bets WHERE ${where}`),
  );
  const total = Number(count?.n ?? 0);
  const page = await betsWhere(
    db,
    sql`${where} AND id IN (SELECT id FROM sports_bets WHERE ${where}
      ORDER BY id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize})`,
  );
  return {
    bets: await viewsOf(app, page),
    pageNo: q.pageNo,
    totalPages: Math.ceil(total / q.pageSize),
    total,
  };
}

const unavailable = (offer: bigint | null) =>
  new AppError('SPORTS_CASHOUT_UNAVAILABLE', 'This cash-out offer is no longer available', {
    details: { offer: offer === null ? null : fromMinor(offer) },
  });

/**
 * Ends an open bet for the offer the player saw (decision 037): in one transaction that
 * locks the bet, the offer is computed again from the prices now; lower than the amount
 * seen, or withdrawn, and nothing moves. Else the round is settled at the amount seen and
 * the bet's liability released. The same request id again answers the cashed-out bet.
 */
export async function cashOut(
  app: FastifyInstance,
  memberId: number,
  body: ParsedBodyOf<typeof cashOutSportsBet>,
) {
  const db = app.database.db;
  const asked = toMinor(body.amount);
  const { cashOutMarginBp } = (await app.settings.get()).settings.sports;
  await inTransaction(db, async (tx) => {
    const [locked] = rowsOf(
      await tx.execute(sql`SELECT id FROM sports_bets
        WHERE id = ${body.betId} AND member_id = ${memberId} FOR UPDATE`),
    );
    const bet = locked ? await memberBet(tx, memberId, body.betId) : null;
    if (!bet) throw new AppError('SPORTS_BET_NOT_FOUND', 'No such bet');
    if (bet.status === 'CASHED_OUT' && bet.cashOutRequest === body.requestId) return;
    if (bet.status !== 'OPEN') throw unavailable(null);
    const offer = cashOutOffer(bet, await matchesOfBets(tx, [bet]), cashOutMarginBp);
    if (offer === null || offer < asked) throw unavailable(offer);
    await tx.execute(sql`UPDATE sports_bets SET status = 'CASHED_OUT', paid = ${asked},
        cash_out_request = ${body.requestId}, settled_at = now()
      WHERE id = ${bet.id} AND status = 'OPEN'`);
    await releaseLiability(tx, bet);
    await settleHouseRounds(tx, bet.vendor, [
      { roundId: roundIdOf(bet.id), memberId, gameCode: bet.gameCode, win: asked },
    ]);
  });
  return betAnswer(app, memberId, body.betId);
}

/** A bet no longer open no longer weighs on its selections' liability. */
export async function releaseLiability(q: Queryable, bet: BetRow) {
  const exposure = bet.potential - bet.stake;
  for (const leg of bet.legs) {
    await q.execute(sql`UPDATE sports_liability SET amount = greatest(0, amount - ${exposure})
      WHERE market_id = ${leg.marketId} AND pick = ${leg.pick}`);
  }
}
