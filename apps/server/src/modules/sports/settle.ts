import { betReturn, type MarketKind, type Outcome, settleSelection } from '@gamehall/games/sports';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { IntervalJob } from '../../jobs/job.ts';
import { inTransaction } from '../ledger/index.ts';
import {
  correctHouseRounds,
  refundHouseRounds,
  reviveRefundedRounds,
  settleHouseRounds,
} from '../provider/index.ts';
import { type BetRow, betsWhere } from './bets-repo.ts';
import { MATCH_COLUMNS, type MatchRow, matchesOf } from './matches-repo.ts';
import { roundIdOf } from './round-id.ts';

/** Matches settled per run; each in a transaction of its own. */
const MATCHES_PER_RUN = 20;

/** Each leg of the match gets its outcome on the result (a correction: the new one). */
async function settleLegs(tx: Tx, match: MatchRow) {
  const result = match.result;
  if (!result) return;
  const legs = rowsOf<{
    bet_id: unknown;
    leg: unknown;
    kind: MarketKind;
    line: number | null;
    pick: string;
  }>(
    await tx.execute(sql`SELECT bet_id, leg, kind, line, pick FROM sports_bet_legs
      WHERE match_id = ${match.id}`),
  );
  if (legs.length === 0) return;
  const outcomes = JSON.stringify(
    legs.map((l) => ({
      bet_id: Number(l.bet_id),
      leg: Number(l.leg),
      outcome: settleSelection(
        { kind: l.kind, ...(l.line === null ? {} : { line: Number(l.line) }) },
        l.pick,
        result,
      ),
    })),
  );
  await tx.execute(sql`UPDATE sports_bet_legs l SET outcome = v.outcome
    FROM jsonb_to_recordset(${outcomes}::jsonb) AS v(bet_id bigint, leg int, outcome text)
    WHERE l.bet_id = v.bet_id AND l.leg = v.leg AND l.match_id = ${match.id}
      AND l.outcome IS DISTINCT FROM v.outcome`);
}

const allVoid = (bet: BetRow) => bet.legs.every((l) => l.outcome === 'VOID');
const returnOf = (bet: BetRow) =>
  betReturn(
    bet.stake,
    bet.legs.map((l) => ({ odds: l.odds, outcome: l.outcome as Outcome })),
  );

/**
 * Pays the bets the match's result completes (decision 037): an open bet whose legs all
 * have an outcome is settled at its return (all void: refunded, its turnover taken back);
 * a bet settled before is settled again and the difference posted under a new revision.
 */
async function settleBets(tx: Tx, match: MatchRow) {
  const bets = await betsWhere(
    tx,
    sql`status IN ('OPEN', 'SETTLED', 'VOID') AND id IN (
      SELECT bet_id FROM sports_bet_legs WHERE match_id = ${match.id})`,
    1_000_000,
  );
  const done = bets.filter((b) => b.status === 'OPEN' && b.legs.every((l) => l.outcome));
  for (const [vendor, list] of groupBy(done, (b) => b.vendor)) {
    // All void: the stake back, one refund per player however many bets.
    for (const [member, voided] of groupBy(list.filter(allVoid), (b) => String(b.memberId))) {
      await refundHouseRounds(
        tx,
        vendor,
        Number(member),
        voided.map((b) => roundIdOf(b.id)),
      );
    }
    await settleHouseRounds(
      tx,
      vendor,
      list
        .filter((b) => !allVoid(b))
        .map((b) => ({
          roundId: roundIdOf(b.id),
          memberId: b.memberId,
          gameCode: b.gameCode,
          win: returnOf(b),
        })),
    );
  }
  // Settled before (a refund of an all-void bet too): settled again on the new result.
  const again = bets.filter((b) => b.status === 'SETTLED' || b.status === 'VOID');
  const shortfalls: { roundId: string; memberId: number; short: bigint }[] = [];
  for (const [vendor, list] of groupBy(again, (b) => b.vendor)) {
    // A refunded bet the correction no longer voids counts again, settled at the stake it
    // was refunded; the correction then posts the difference like any other's.
    await reviveRefundedRounds(
      tx,
      vendor,
      list
        .filter((b) => b.status === 'VOID' && !allVoid(b))
        .map((b) => ({ roundId: roundIdOf(b.id), memberId: b.memberId })),
    );
    const short = await correctHouseRounds(
      tx,
      vendor,
      list.map((b) => ({
        roundId: roundIdOf(b.id),
        memberId: b.memberId,
        gameCode: b.gameCode,
        delta: returnOf(b) - (b.paid ?? 0n),
        revision: b.revision + 1,
      })),
    );
    shortfalls.push(...short);
  }
  const rows = JSON.stringify([
    ...done.map((b) => ({
      id: b.id,
      status: allVoid(b) ? 'VOID' : 'SETTLED',
      paid: String(allVoid(b) ? b.stake : returnOf(b)),
    })),
    ...again.map((b) => ({
      id: b.id,
      status: allVoid(b) ? 'VOID' : 'SETTLED',
      paid: String(returnOf(b)),
    })),
  ]);
  await tx.execute(sql`UPDATE sports_bets b SET status = v.status, paid = v.paid,
      revision = b.revision + 1, settled_at = coalesce(b.settled_at, now())
    FROM jsonb_to_recordset(${rows}::jsonb) AS v(id bigint, status text, paid bigint)
    WHERE b.id = v.id`);
  return { settled: done.length + again.length, shortfalls };
}

function groupBy<T>(list: readonly T[], key: (t: T) => string) {
  const out = new Map<string, T[]>();
  for (const t of list) {
    const group = out.get(key(t));
    if (group) group.push(t);
    else out.set(key(t), [t]);
  }
  return out;
}

/**
 * Settles one match's result revision, once whatever happens: the match row is locked and
 * its settled revision moved up in the same transaction as the postings.
 */
export async function settleMatch(app: FastifyInstance, id: string): Promise<number> {
  return inTransaction(app.database.db, async (tx) => {
    const [match] = matchesOf(
      await tx.execute(sql`SELECT ${MATCH_COLUMNS} FROM sports_matches
        WHERE id = ${id} AND result_revision > settled_revision FOR UPDATE`),
    );
    if (!match?.result) return 0;
    await settleLegs(tx, match);
    const { settled, shortfalls } = await settleBets(tx, match);
    // A correction that takes back more than a wallet holds: the operator sees what is owed.
    for (const s of shortfalls) {
      app.log.warn(
        { match: id, round: s.roundId, member: s.memberId, short: String(s.short) },
        'sports correction could not take back all of a win',
      );
    }
    await tx.execute(sql`DELETE FROM sports_liability WHERE market_id LIKE ${`${id}:%`}`);
    await tx.execute(sql`UPDATE sports_matches SET settled_revision = ${match.resultRevision}
      WHERE id = ${id}`);
    return settled + 1;
  });
}

export async function settleTick(app: FastifyInstance): Promise<number> {
  const ids = rowsOf<{ id: string }>(
    await app.database.db.execute(sql`SELECT id FROM sports_matches
      WHERE result_revision > settled_revision ORDER BY start_at LIMIT ${MATCHES_PER_RUN}`),
  );
  let settled = 0;
  for (const { id } of ids) settled += await settleMatch(app, id);
  return settled;
}

export const sportsSettleJob: IntervalJob = {
  name: 'sports.settle',
  summary: 'Settles the sportsbook’s bets on each match’s result, and again on a corrected one',
  kind: 'interval',
  everyMs: 2_000,
  placement: { on: 'leader' },
  offInTests: true,
  run: (app) => settleTick(app),
};
