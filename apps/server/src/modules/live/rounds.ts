import { randomBytes } from 'node:crypto';
import { commitment, dealLive } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { allDecided, closeStep, firstFrame, frameOf, type RoundFrame } from './steps.ts';
import type { LiveTable } from './tables.ts';

export type LivePhase = 'BETTING' | 'DECIDING' | 'SETTLED';

export interface LiveRound {
  id: number;
  tableId: string;
  /** Its number at its table: the fair input's nonce. */
  seq: number;
  serverSeed: string;
  seedHash: string;
  phase: LivePhase;
  bettingEndsAt: Date;
  decisionsEndAt: Date | null;
  dealtAt: Date | null;
  outcome: Record<string, unknown> | null;
  /** At a table decided in steps, while DECIDING: the step on show, its end and frame. */
  step: number | null;
  stepEndsAt: Date | null;
  stepFrame: RoundFrame | null;
}

interface RawRound {
  id: string;
  table_id: string;
  seq: number;
  server_seed: string;
  seed_hash: string;
  phase: LivePhase;
  betting_ends_at: Date | string;
  decisions_end_at: Date | string | null;
  dealt_at: Date | string | null;
  outcome: Record<string, unknown> | string | null;
  step: number | null;
  step_ends_at: Date | string | null;
  step_frame: unknown;
}

export const roundOf = (r: RawRound): LiveRound => ({
  id: Number(r.id),
  tableId: r.table_id,
  seq: Number(r.seq),
  serverSeed: r.server_seed,
  seedHash: r.seed_hash,
  phase: r.phase,
  bettingEndsAt: new Date(r.betting_ends_at),
  decisionsEndAt: r.decisions_end_at === null ? null : new Date(r.decisions_end_at),
  dealtAt: r.dealt_at === null ? null : new Date(r.dealt_at),
  outcome: typeof r.outcome === 'string' ? JSON.parse(r.outcome) : r.outcome,
  step: r.step === null || r.step === undefined ? null : Number(r.step),
  stepEndsAt: r.step_ends_at ? new Date(r.step_ends_at) : null,
  stepFrame: frameOf(r.step_frame),
});

/** The fair input of a round: its seed, the table as client seed, its number as nonce. */
export const fairOf = (r: LiveRound) => ({
  serverSeed: r.serverSeed,
  clientSeed: r.tableId,
  nonce: r.seq,
});

export async function roundsWhere(q: Queryable, where: ReturnType<typeof sql>, limit = 1) {
  return rowsOf<RawRound>(
    await q.execute(sql`SELECT * FROM live_rounds WHERE ${where} ORDER BY id DESC LIMIT ${limit}`),
  ).map(roundOf);
}

/** The table's newest round: the one taking bets, or the last one dealt. */
export async function currentRound(q: Queryable, tableId: string) {
  const [round] = await roundsWhere(q, sql`table_id = ${tableId}`);
  return round;
}

/** The table's last dealt rounds, newest first. */
export const dealtRounds = (q: Queryable, tableId: string, limit: number) =>
  roundsWhere(q, sql`table_id = ${tableId} AND phase = 'SETTLED'`, limit);

/** Any fixed number: with the table's hash, the key every instance's step takes turns on. */
const STEP_LOCK = 7_240_056;

/**
 * Moves a table on if its time has come: deals the round taking bets when betting ends
 * (the outcome is the engine's deal of the round's fair input), at a table decided in
 * steps closes each step when its time is up or its deciders have all decided, opens the
 * next round once the result has been shown. Every instance calls this; the lock makes them take
 * turns and each change is guarded by the phase it leaves, so it happens once, at the
 * moments the round fixes itself. A deal waits for the bets being placed (they hold the
 * round FOR SHARE), so no bet lands on a dealt round. Answers the round now, and whether
 * this call changed it.
 */
export async function step(db: Db, table: LiveTable, now: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STEP_LOCK}, hashtext(${table.id}))`);
    const round = await currentRound(tx, table.id);
    if (!round || (round.phase === 'SETTLED' && now >= nextRoundAt(round, table))) {
      // The seed is made here, before any bet, and shown only by its hash until the deal.
      const serverSeed = randomBytes(32).toString('hex');
      const [row] = rowsOf<RawRound>(
        await tx.execute(sql`INSERT INTO live_rounds (table_id, seq, server_seed, seed_hash, phase,
            betting_ends_at)
          VALUES (${table.id}, ${(round?.seq ?? 0) + 1}, ${serverSeed}, ${commitment(serverSeed)},
            'BETTING', ${new Date(now.getTime() + table.bettingMs).toISOString()})
          RETURNING *`),
      );
      if (!row) throw new Error('live round insert returned nothing');
      return { round: roundOf(row), changed: true };
    }
    if (round.phase === 'BETTING' && now >= round.bettingEndsAt && table.decides?.steps) {
      return dealInSteps(tx, table, round);
    }
    if (round.phase === 'BETTING' && now >= round.bettingEndsAt) {
      // A table where players decide shows the deal's visible part until they have.
      const outcome = JSON.stringify(dealLive(table.engine, fairOf(round)));
      const [row] = rowsOf<RawRound>(
        await tx.execute(
          table.decides
            ? sql`UPDATE live_rounds SET phase = 'DECIDING', outcome = ${outcome}::jsonb,
                decisions_end_at = betting_ends_at + ${`${table.decisionMs} milliseconds`}::interval
              WHERE id = ${round.id} AND phase = 'BETTING' RETURNING *`
            : sql`UPDATE live_rounds SET phase = 'SETTLED', dealt_at = betting_ends_at,
                outcome = ${outcome}::jsonb
              WHERE id = ${round.id} AND phase = 'BETTING' RETURNING *`,
        ),
      );
      return { round: row ? roundOf(row) : round, changed: Boolean(row) };
    }
    if (round.phase === 'DECIDING' && round.step !== null) return nextStep(tx, table, round, now);
    if (round.phase === 'DECIDING' && round.decisionsEndAt && now >= round.decisionsEndAt) {
      const [row] = rowsOf<RawRound>(
        await tx.execute(sql`UPDATE live_rounds SET phase = 'SETTLED', dealt_at = decisions_end_at
          WHERE id = ${round.id} AND phase = 'DECIDING' RETURNING *`),
      );
      return { round: row ? roundOf(row) : round, changed: Boolean(row) };
    }
    return { round, changed: false };
  });
}

/** When the round after a dealt one opens: its result is shown for resultMs. */
export const nextRoundAt = (r: LiveRound, table: LiveTable) =>
  new Date((r.dealtAt ?? r.decisionsEndAt ?? r.bettingEndsAt).getTime() + table.resultMs);

const updated = (rows: unknown, round: LiveRound) => {
  const [row] = rowsOf<RawRound>(rows);
  return { round: row ? roundOf(row) : round, changed: Boolean(row) };
};

/**
 * Deals a round of a table decided in steps (decision 034): every seat with bets plays
 * it, and the first step opens for those with a choice — or, with nobody to decide (no
 * hand, or a dealer blackjack under a ten), the round is settled at once. The round is
 * held FOR UPDATE first, so every bet being placed is in (bets hold it FOR SHARE).
 */
async function dealInSteps(tx: Queryable, table: LiveTable, round: LiveRound) {
  const steps = table.decides?.steps;
  if (!steps) throw new Error(`${table.id} is not decided in steps`);
  await tx.execute(sql`SELECT id FROM live_rounds WHERE id = ${round.id} FOR UPDATE`);
  const outcome = dealLive(table.engine, fairOf(round));
  const frame = await firstFrame(tx, steps, round.id, outcome);
  const json = JSON.stringify(outcome);
  return updated(
    await tx.execute(
      frame.deciding.length === 0
        ? sql`UPDATE live_rounds SET phase = 'SETTLED', outcome = ${json}::jsonb,
            dealt_at = betting_ends_at, decisions_end_at = betting_ends_at
          WHERE id = ${round.id} AND phase = 'BETTING' RETURNING *`
        : sql`UPDATE live_rounds SET phase = 'DECIDING', outcome = ${json}::jsonb, step = 1,
            step_ends_at = betting_ends_at + ${`${table.decisionMs} milliseconds`}::interval,
            step_frame = ${JSON.stringify(frame)}::jsonb
          WHERE id = ${round.id} AND phase = 'BETTING' RETURNING *`,
    ),
    round,
  );
}

/**
 * Closes the round's step when its time is up or everyone deciding in it has decided
 * (steps.ts closeStep), and opens the next one — or settles the round after a step that
 * left nobody a choice. The round is held FOR UPDATE first, so the decisions being
 * written (they hold it FOR SHARE) are in before the step closes; the UPDATE is guarded
 * by the step it leaves, so a step closes once whoever calls.
 */
async function nextStep(tx: Queryable, table: LiveTable, round: LiveRound, now: Date) {
  const { step, stepEndsAt, stepFrame } = round;
  if (step === null || !stepEndsAt || !stepFrame) throw new Error(`round ${round.id} has no step`);
  // Most ticks find the step still open: they leave it without holding up its decisions.
  if (now < stepEndsAt && !(await allDecided(tx, stepFrame, step)))
    return { round, changed: false };
  await tx.execute(sql`SELECT id FROM live_rounds WHERE id = ${round.id} FOR UPDATE`);
  const closed = await closeStep(
    tx,
    table,
    { id: round.id, outcome: round.outcome, step, stepEndsAt, frame: stepFrame },
    now,
  );
  if (!closed) return { round, changed: false };
  const at = closed.closedAt.toISOString();
  return updated(
    await tx.execute(
      closed.last
        ? sql`UPDATE live_rounds SET phase = 'SETTLED', dealt_at = ${at}, decisions_end_at = ${at}
          WHERE id = ${round.id} AND phase = 'DECIDING' AND step = ${step} RETURNING *`
        : sql`UPDATE live_rounds SET step = ${step + 1},
            step_ends_at = ${at}::timestamptz + ${`${table.decisionMs} milliseconds`}::interval,
            step_frame = ${JSON.stringify(closed.frame)}::jsonb
          WHERE id = ${round.id} AND phase = 'DECIDING' AND step = ${step} RETURNING *`,
    ),
    round,
  );
}
