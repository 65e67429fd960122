import type { LiveDecisionEngine } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { demoOwnerOf, type GameSession, moveDemoMoney, sessionCaller } from '../play/index.ts';
import { type LiveRound, roundsWhere } from './rounds.ts';
import { type Slip, slipsWhere, takeStake } from './slips.ts';
import type { SeatDecision } from './steps.ts';
import type { LiveTable } from './tables.ts';

export type { SeatDecision };

/** What a player staked on each spot of the round (bets only, once the wallet took them). */
export function betsOf(slips: readonly Slip[]) {
  const bets = new Map<string, bigint>();
  for (const s of slips) {
    if (s.status !== 'ACTIVE' || s.decision !== null) continue;
    for (const b of s.bets) bets.set(b.spot, (bets.get(b.spot) ?? 0n) + b.stake);
  }
  return bets;
}

/** The decisions made, completed with the default of every choice still open. */
export function decidedFor(
  // biome-ignore lint/suspicious/noExplicitAny: each engine has its own outcome type
  engine: LiveDecisionEngine<any>,
  outcome: unknown,
  bets: ReadonlyMap<string, bigint>,
  made: readonly string[],
) {
  const all = [...made];
  // A hand has a bounded number of choices; the bound only guards a faulty engine.
  for (let i = 0; i < 64 && engine.nextDecisions(outcome, bets, all).length > 0; i++) {
    all.push(engine.defaultDecision(outcome, bets, all));
  }
  return all;
}

/** A player's seat at a round through this session's game, with its decisions. */
export async function seatOf(q: Queryable, roundId: number, s: GameSession) {
  const [row] = rowsOf<{ id: string; decisions: SeatDecision[] | string; win: string | null }>(
    await q.execute(sql`SELECT id, decisions, win FROM live_seats WHERE round_id = ${roundId}
      AND member_id = ${s.memberId} AND vendor = ${s.vendor} AND game_code = ${s.gameCode}
      AND mode = ${s.mode}`),
  );
  if (!row) return null;
  const decisions = typeof row.decisions === 'string' ? JSON.parse(row.decisions) : row.decisions;
  return { id: Number(row.id), decisions: decisions as SeatDecision[], win: row.win };
}

const closed = (round: LiveRound) =>
  round.step === null
    ? new AppError('BETTING_CLOSED', 'Decisions are closed for this round: wait for the next one')
    : new AppError('BETTING_CLOSED', `Step ${round.step} has closed`, {
        details: { reason: 'STEP_CLOSED', step: round.step },
      });

/** The decision slip of a request, stored once (demo money moves with it). */
async function decisionSlip(
  app: FastifyInstance,
  s: GameSession,
  seatId: number,
  requestId: string,
  decision: string,
  stake: { spot: string; stake: bigint },
) {
  const db = app.database.db;
  const mine = sql`s.member_id = ${s.memberId} AND s.request_id = ${requestId}`;
  await db.transaction(async (tx) => {
    const bets = JSON.stringify([{ spot: stake.spot, stake: stake.stake.toString() }]);
    const [row] = rowsOf(
      await tx.execute(sql`INSERT INTO live_slips (seat_id, member_id, request_id, bets, stake,
          status, decision)
        VALUES (${seatId}, ${s.memberId}, ${requestId}, ${bets}::jsonb, ${stake.stake.toString()},
          ${s.mode === 'demo' ? 'ACTIVE' : 'PENDING'}, ${decision})
        ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id`),
    );
    if (row && s.mode === 'demo') await moveDemoMoney(tx, demoOwnerOf(s), stake.stake, 0n);
  });
  const [slip] = await slipsWhere(db, mine);
  if (!slip || slip.decision !== decision || slip.seatId !== seatId) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This requestId was already used for something else',
    );
  }
  return slip;
}

/**
 * A player's decision while the round's window is open: legal by the engine for what
 * they bet and decided before. A decision that stakes more (play, call, double, split,
 * insurance) takes it from the wallet first, in a slip of its own; then the decision is
 * written under the seat's lock, if the window is still open and it is still legal. A
 * stake taken for a decision that could not be written (the window closed meanwhile) is
 * given back at settlement. A repeat of the request answers the decisions as they are.
 */
export async function decide(
  app: FastifyInstance,
  s: GameSession,
  table: LiveTable,
  body: { decision: string; requestId: string; step?: number },
  now: Date,
) {
  const engine = table.decides;
  if (!engine) throw new AppError('CONFLICT', 'Players do not decide at this table');
  const db = app.database.db;
  const [round] = await roundsWhere(db, sql`table_id = ${table.id} AND phase = 'DECIDING'`);
  const seat = round ? await seatOf(db, round.id, s) : null;
  if (!round || !seat) throw new AppError('CONFLICT', 'You have no bets on a round being decided');
  const answer = async () =>
    decisionsView(db, engine, round, (await seatOf(db, round.id, s)) ?? seat, new Date());
  if (seat.decisions.some((d) => d.requestId === body.requestId)) return answer();
  const endsAt = windowEnd(round);
  if (!endsAt || now >= endsAt) throw closed(round);
  if (engine.steps) checkStep(round, seat, body.step);
  const bets = betsOf(await slipsWhere(db, sql`s.seat_id = ${seat.id}`));
  const made = seat.decisions.map((d) => d.decision);
  const allowed = engine.nextDecisions(round.outcome, bets, made);
  if (!allowed.includes(body.decision)) {
    throw new AppError('CONFLICT', 'That is not a decision you can make now', {
      details: { allowed },
    });
  }
  const stake = engine.stakeOf(body.decision, bets, made);
  let slipId: number | null = null;
  if (stake) {
    let slip = await decisionSlip(app, s, seat.id, body.requestId, body.decision, stake);
    if (slip.status === 'PENDING') {
      slip = await takeStake(app, slip, await sessionCaller(app, s, now), s.sessionId);
    }
    if (slip.status === 'REFUSED') {
      throw new AppError('WALLET_INSUFFICIENT_FUNDS', 'Not enough money for this decision');
    }
    slipId = slip.id;
  }
  await db.transaction(async (tx) => {
    // A step is written in while it is the round's step and open (steps close FOR UPDATE).
    const [open] = rowsOf(
      await tx.execute(sql`SELECT id FROM live_rounds WHERE id = ${round.id}
        AND phase = 'DECIDING' AND step IS NOT DISTINCT FROM ${round.step}
        AND coalesce(step_ends_at, decisions_end_at) > ${new Date().toISOString()} FOR SHARE`),
    );
    const [row] = rowsOf<{ decisions: SeatDecision[] | string }>(
      await tx.execute(sql`SELECT decisions FROM live_seats WHERE id = ${seat.id} FOR UPDATE`),
    );
    const current = (
      typeof row?.decisions === 'string' ? JSON.parse(row.decisions) : (row?.decisions ?? [])
    ) as SeatDecision[];
    if (current.some((d) => d.requestId === body.requestId)) return;
    if (!open) throw closed(round);
    if (round.step !== null) checkStep(round, { id: seat.id, decisions: current }, round.step);
    const decided = current.map((d) => d.decision);
    if (!engine.nextDecisions(round.outcome, bets, decided).includes(body.decision)) {
      throw new AppError('CONFLICT', 'That is not a decision you can make now');
    }
    const step = round.step === null ? {} : { step: round.step };
    const next = [
      ...current,
      { decision: body.decision, requestId: body.requestId, slipId, ...step },
    ];
    await tx.execute(sql`UPDATE live_seats SET decisions = ${JSON.stringify(next)}::jsonb
      WHERE id = ${seat.id}`);
  });
  return answer();
}

/** When the round's decisions (or its step's) close: null before it is dealt. */
export const windowEnd = (round: LiveRound) =>
  round.phase !== 'DECIDING' ? null : round.step !== null ? round.stepEndsAt : round.decisionsEndAt;

/**
 * At a table decided in steps: a decision is for the round's step (named by the request,
 * so one sent for a step that has closed is not taken for the next), from a seat deciding
 * in it, once. The codes are the contract's; `details.reason` says which rule refused it.
 */
function checkStep(
  round: LiveRound,
  seat: { id: number; decisions: readonly SeatDecision[] },
  step: number | undefined,
) {
  const now = round.step;
  const refuse = (code: 'BETTING_CLOSED' | 'CONFLICT', reason: string, message: string) =>
    new AppError(code, message, { details: { reason, step: now } });
  if (step === undefined) {
    throw refuse(
      'CONFLICT',
      'STEP_REQUIRED',
      `Name the step of this decision: step ${now} is open`,
    );
  }
  if (step !== now) {
    throw step < (now ?? 0)
      ? refuse('BETTING_CLOSED', 'STEP_CLOSED', `Step ${step} has closed: step ${now} is open`)
      : refuse('CONFLICT', 'STEP_NOT_OPEN', `Step ${step} is not open: step ${now} is`);
  }
  if (!round.stepFrame?.deciding.includes(seat.id)) {
    throw refuse('CONFLICT', 'NOT_DECIDING', `You have no decision in step ${now}: wait for it`);
  }
  if (seat.decisions.some((d) => d.step === now)) {
    throw refuse('CONFLICT', 'DECIDED_THIS_STEP', `You have decided in step ${now} already`);
  }
}

/** The decisions open to a player, none when their bets cannot play what they decided. */
function openTo(
  // biome-ignore lint/suspicious/noExplicitAny: each engine has its own outcome type
  engine: LiveDecisionEngine<any>,
  outcome: unknown,
  bets: ReadonlyMap<string, bigint>,
  made: readonly string[],
) {
  try {
    return engine.nextDecisions(outcome, bets, made);
  } catch {
    return [];
  }
}

/**
 * The player's decisions as their page shows them: made so far, what they may decide
 * now (while the window is open), and once the round is over what their bets returned.
 * At a table decided in steps, also their part of the step on show: whether they decide
 * in it and have, and their hands as far as the step's shown cards tell (the engine's
 * `seen`): what they are sent never holds a card another player may still draw.
 */
export async function decisionsView(
  q: Queryable,
  // biome-ignore lint/suspicious/noExplicitAny: each engine has its own outcome type
  engine: LiveDecisionEngine<any>,
  round: LiveRound,
  seat: { id: number; decisions: SeatDecision[]; win: string | null },
  now: Date,
) {
  const made = seat.decisions.map((d) => d.decision);
  const endsAt = windowEnd(round);
  const open = endsAt !== null && now < endsAt;
  const deciding = round.step !== null && round.stepFrame?.deciding.includes(seat.id) === true;
  const decided = round.step !== null && seat.decisions.some((d) => d.step === round.step);
  const asks = open && (round.step === null || (deciding && !decided));
  const inStep = round.phase === 'DECIDING' && round.step !== null && round.stepFrame;
  const bets =
    asks || inStep ? betsOf(await slipsWhere(q, sql`s.seat_id = ${seat.id}`)) : new Map();
  const view = {
    made,
    next: asks ? openTo(engine, round.outcome, bets, made) : [],
    win: round.phase === 'SETTLED' && seat.win !== null ? Number(seat.win) / 100 : null,
  };
  if (!inStep || !engine.steps || round.step === null || !round.stepFrame) return view;
  let mine: Record<string, unknown> | null = null;
  try {
    mine = engine.steps.seen(round.outcome, round.stepFrame, bets, made);
  } catch {
    // Bets that cannot play the decisions (a main bet refused after the deal): no hand.
  }
  return { ...view, step: { number: round.step, deciding, decided, mine } };
}
