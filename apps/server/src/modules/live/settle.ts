import { fromMinor } from '@gamehall/contract';
import { type LiveDecisionEngine, settleLiveBets } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import { membersView } from '../member/index.ts';
import { houseCaller, moveDemoMoney } from '../play/index.ts';
import { payWin } from '../provider/index.ts';
import { betsOf, decidedFor, type SeatDecision } from './decide.ts';
import { type LiveRound, roundsWhere } from './rounds.ts';
import { type Slip, seatRound, slipsWhere, takeStake } from './slips.ts';
import { liveTableOf } from './tables.ts';

interface Seat {
  id: number;
  roundId: number;
  memberId: number;
  account: string;
  vendor: string;
  gameCode: string;
  mode: string;
  sessionHash: string;
  trial: boolean;
  decisions: SeatDecision[];
}

/** Seats of dealt rounds whose win has not gone through the wallet yet. */
async function unpaidSeats(app: FastifyInstance): Promise<Seat[]> {
  return rowsOf<Record<string, unknown>>(
    await app.database.db.execute(sql`SELECT t.id, t.round_id, t.member_id, m.account, t.vendor,
        t.game_code, t.mode, t.session_hash, t.decisions, m.type = ${TRIAL_TYPE} AS trial
      FROM live_seats t JOIN ${membersView} m ON m.id = t.member_id
      WHERE NOT t.paid AND t.round_id IN (SELECT id FROM live_rounds WHERE phase = 'SETTLED')
      ORDER BY t.id LIMIT 500`),
  ).map((r) => ({
    id: Number(r.id),
    roundId: Number(r.round_id),
    memberId: Number(r.member_id),
    account: String(r.account),
    vendor: String(r.vendor),
    gameCode: String(r.game_code),
    mode: String(r.mode),
    sessionHash: String(r.session_hash),
    trial: r.trial === true,
    decisions: (typeof r.decisions === 'string'
      ? JSON.parse(r.decisions)
      : r.decisions) as SeatDecision[],
  }));
}

/**
 * Pays one seat of a dealt round: the stakes whose request was cut off are taken now by
 * the house (or their slip refused), the seat's win is its ACTIVE bets' returns on the
 * round's outcome, paid once — real money through the provider service under the seat's
 * id, demo money back into its session. Safe to repeat, on any instance.
 */
async function paySeat(app: FastifyInstance, seat: Seat, round: LiveRound) {
  const db = app.database.db;
  const table = liveTableOf(round.tableId);
  if (!table || !round.outcome) throw new Error(`live round ${round.id} cannot be settled`);
  const { money } = (await app.settings.get()).settings;
  const caller = houseCaller(money, seat.memberId, seat.vendor);
  let slips = await slipsWhere(db, sql`s.seat_id = ${seat.id}`);
  for (const slip of slips.filter((s) => s.status === 'PENDING')) {
    await takeStake(app, slip, caller).catch((err) => {
      // A wallet that refuses the house leaves the slip PENDING: it is tried again.
      if (!(err instanceof AppError)) throw err;
    });
  }
  slips = await slipsWhere(db, sql`s.seat_id = ${seat.id}`);
  if (slips.some((s) => s.status === 'PENDING')) return false;
  const active = slips.filter((s) => s.status === 'ACTIVE');
  const win = table.decides
    ? decidedWin(table.decides, round, seat, active)
    : active
        .flatMap((s) => settleLiveBets(table.engine, s.bets, round.outcome))
        .reduce((sum, r) => sum + r.win, 0n);
  if (seat.mode === 'demo') {
    const [marked] = rowsOf(
      await db.execute(sql`UPDATE live_seats SET paid = true, win = ${win.toString()}
        WHERE id = ${seat.id} AND NOT paid RETURNING id`),
    );
    if (marked && win > 0n) await moveDemoMoney(db, seat, 0n, win);
    return true;
  }
  await db.execute(sql`UPDATE live_seats SET win = ${win.toString()} WHERE id = ${seat.id}`);
  if (active.length > 0) {
    await payWin(db, caller, {
      account: seat.account,
      amount: fromMinor(win),
      transactionId: `${seatRound(seat.id)}-win`,
      roundId: seatRound(seat.id),
      gameCode: seat.gameCode,
    });
  }
  await db.execute(sql`UPDATE live_seats SET paid = true WHERE id = ${seat.id}`);
  return true;
}

/**
 * What a seat returns at a table where players decide: its bets settled by its decisions
 * (each choice left open taking its default), and the stake of a decision that was taken
 * but could not be written (its window closed meanwhile) given back.
 */
function decidedWin(
  // biome-ignore lint/suspicious/noExplicitAny: each engine has its own outcome type
  engine: LiveDecisionEngine<any>,
  round: LiveRound,
  seat: Seat,
  active: readonly Slip[],
) {
  const bets = betsOf(active);
  const written = new Set(seat.decisions.map((d) => d.slipId));
  const refunds = active
    .filter((s) => s.decision !== null && !written.has(s.id))
    .reduce((sum, s) => sum + s.stake, 0n);
  if (bets.size === 0) return refunds;
  const decided = decidedFor(
    engine,
    round.outcome,
    bets,
    seat.decisions.map((d) => d.decision),
  );
  return engine.settleWith(round.outcome, bets, decided) + refunds;
}

/**
 * Pays every seat of every dealt round not yet paid. Idempotent, so every instance may
 * run it, again after a crash of its own. Answers the rounds whose seats it paid.
 */
export async function settleDealtRounds(app: FastifyInstance) {
  const seats = await unpaidSeats(app);
  if (seats.length === 0) return [];
  const ids = [...new Set(seats.map((s) => s.roundId))];
  const rounds = new Map(
    (
      await roundsWhere(
        app.database.db,
        sql`id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        ids.length,
      )
    ).map((r) => [r.id, r]),
  );
  const paid = new Set<number>();
  for (const seat of seats) {
    const round = rounds.get(seat.roundId);
    if (round && (await paySeat(app, seat, round))) paid.add(round.id);
  }
  return [...paid];
}
