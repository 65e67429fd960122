import type { LiveDecisionEngine } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { LiveTable } from './tables.ts';

/**
 * A decision a player made: its request, and the slip that took its stake (if any); at a
 * table decided in steps, its step (a default the table took there has no request).
 */
export interface SeatDecision {
  decision: string;
  requestId: string | null;
  slipId: number | null;
  step?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: each engine has its own outcome type
export type Steps = NonNullable<LiveDecisionEngine<any>['steps']>;
export type StepFrame = ReturnType<Steps['frame']>;

/** A step's frame as a round stores it: with the seats that play the round. */
export interface RoundFrame extends StepFrame {
  /** Every seat with bets when the round was dealt: only they decide, step after step. */
  seats: number[];
}

/** A seat as a frame is drawn from: its bets and its decisions so far. */
export interface StepSeatRow {
  id: number;
  bets: Map<string, bigint>;
  decisions: SeatDecision[];
}

const jsonOf = (raw: unknown) => (typeof raw === 'string' ? JSON.parse(raw) : raw);

/**
 * The seats of a round (all, or those of `ids`) with their decisions and bets: the bets
 * the wallet has taken or is taking (PENDING), so a bet whose request is still under way
 * when the round is dealt plays the round; one the wallet refuses leaves it no hand.
 */
export async function stepSeats(q: Queryable, roundId: number, ids?: readonly number[]) {
  const only = ids
    ? sql`AND t.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::bigint)`
    : sql``;
  const rows = rowsOf<{ id: string; decisions: unknown }>(
    await q.execute(sql`SELECT t.id, t.decisions FROM live_seats t
      WHERE t.round_id = ${roundId} ${only} ORDER BY t.id`),
  );
  const slips = rowsOf<{ seat_id: string; bets: unknown }>(
    await q.execute(sql`SELECT s.seat_id, s.bets FROM live_slips s
      JOIN live_seats t ON t.id = s.seat_id
      WHERE t.round_id = ${roundId} ${only} AND s.status <> 'REFUSED' AND s.decision IS NULL
      ORDER BY s.id`),
  );
  const seats = rows.map(
    (r): StepSeatRow => ({
      id: Number(r.id),
      bets: new Map(),
      decisions: (jsonOf(r.decisions) ?? []) as SeatDecision[],
    }),
  );
  const byId = new Map(seats.map((s) => [s.id, s]));
  for (const slip of slips) {
    const bets = byId.get(Number(slip.seat_id))?.bets;
    for (const b of (jsonOf(slip.bets) ?? []) as { spot: string; stake: string }[]) {
      bets?.set(b.spot, (bets.get(b.spot) ?? 0n) + BigInt(b.stake));
    }
  }
  return seats;
}

/** The first step's frame, as the round is dealt: every seat with bets plays it. */
export async function firstFrame(
  q: Queryable,
  steps: Steps,
  roundId: number,
  outcome: unknown,
): Promise<RoundFrame> {
  const seats = (await stepSeats(q, roundId)).filter((s) => s.bets.size > 0);
  const frame = steps.frame(
    outcome,
    seats.map((s) => ({ id: s.id, bets: s.bets, made: [] })),
  );
  return { ...frame, seats: seats.map((s) => s.id) };
}

/**
 * The default a seat takes when its step closes on its choice, or null when it has none
 * left: its bets may have changed since the frame (a main bet the wallet refused).
 */
function defaultOf(table: LiveTable, outcome: unknown, seat: StepSeatRow) {
  const engine = table.decides;
  const made = seat.decisions.map((d) => d.decision);
  try {
    if (!engine || engine.nextDecisions(outcome, seat.bets, made).length === 0) return null;
    return engine.defaultDecision(outcome, seat.bets, made);
  } catch {
    return null;
  }
}

/** Whether every seat deciding in step `step` has decided. */
export async function allDecided(q: Queryable, frame: RoundFrame, step: number) {
  const deciding = JSON.stringify(frame.deciding);
  const [row] = rowsOf<{ n: string | number }>(
    await q.execute(sql`SELECT count(*) AS n FROM live_seats
      WHERE id IN (SELECT jsonb_array_elements_text(${deciding}::jsonb)::bigint)
        AND NOT decisions @> ${JSON.stringify([{ step }])}::jsonb`),
  );
  return Number(row?.n ?? 0) === 0;
}

/**
 * Closes step `step` if its time is up or everyone deciding in it has decided: each
 * decider who did not decide takes the engine's default (written on their seat, as a
 * decision of this step), then the next step's frame is drawn from every decision.
 * Answers the next frame and when the step closed, or null while it stays open. The
 * caller holds the table's step lock and the round FOR UPDATE, so no decision of this
 * step is being written meanwhile (decide.ts holds the round FOR SHARE to write one).
 */
export async function closeStep(
  q: Queryable,
  table: LiveTable,
  round: { id: number; outcome: unknown; step: number; stepEndsAt: Date; frame: RoundFrame },
  now: Date,
) {
  const steps = table.decides?.steps;
  if (!steps) throw new Error(`${table.id} is not decided in steps`);
  const due = now >= round.stepEndsAt;
  if (!due && !(await allDecided(q, round.frame, round.step))) return null;
  const seats = await stepSeats(q, round.id, round.frame.seats);
  for (const seat of seats) {
    if (!round.frame.deciding.includes(seat.id)) continue;
    if (seat.decisions.some((d) => d.step === round.step)) continue;
    const decision = defaultOf(table, round.outcome, seat);
    if (decision === null) continue;
    seat.decisions.push({ decision, requestId: null, slipId: null, step: round.step });
    await q.execute(sql`UPDATE live_seats SET decisions = ${JSON.stringify(seat.decisions)}::jsonb
      WHERE id = ${seat.id}`);
  }
  const next = steps.frame(
    round.outcome,
    seats.map((s) => ({ id: s.id, bets: s.bets, made: s.decisions.map((d) => d.decision) })),
  );
  const closedAt = due ? round.stepEndsAt : now;
  const last = next.deciding.length === 0 || round.step >= steps.maxSteps;
  return { frame: { ...next, seats: round.frame.seats }, closedAt, last };
}

/** A stored frame read back (jsonb from either driver). */
export const frameOf = (raw: unknown): RoundFrame | null =>
  raw === null || raw === undefined ? null : (jsonOf(raw) as RoundFrame);
