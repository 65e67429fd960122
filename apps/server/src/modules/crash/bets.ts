import { fromMinor, toMinor } from '@gamehall/contract';
import { cashoutReturn, hundredthsAt, settleCrashBet } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import { tokenHash } from '../../lib/session-token.ts';
import { membersView } from '../member/index.ts';
import type { GameSession } from '../play/index.ts';
import {
  type Caller,
  demoOwnerOf,
  houseCaller,
  moveDemoMoney,
  sessionCaller,
} from '../play/index.ts';
import { payWin, placeBet } from '../provider/index.ts';
import { type CrashRound, currentRound } from './rounds.ts';

/** Stakes a crash bet may have, in minor units, and the auto cash-out range (hundredths). */
export const CRASH_LIMITS = { minStake: 10n, maxStake: 100_000n, minAuto: 101, maxAuto: 1_000_000 };

export interface BetRow {
  id: number;
  roundId: number;
  memberId: number;
  account: string;
  vendor: string;
  gameCode: string;
  mode: string;
  sessionHash: string;
  stake: bigint;
  autoCashout: number | null;
  cashedOut: number | null;
  win: bigint | null;
  status: string;
  paid: boolean;
  /** A trial account's bet: its demo money is the member row's. */
  trial: boolean;
}

const BET_COLUMNS = sql`b.id, b.round_id, b.member_id, m.account, b.vendor, b.game_code, b.mode,
  b.session_hash, b.stake, b.auto_cashout, b.cashed_out, b.win, b.status, b.paid,
  m.type = ${TRIAL_TYPE} AS trial`;

function betOf(r: Record<string, unknown>): BetRow {
  return {
    id: Number(r.id),
    roundId: Number(r.round_id),
    memberId: Number(r.member_id),
    account: String(r.account),
    vendor: String(r.vendor),
    gameCode: String(r.game_code),
    mode: String(r.mode),
    sessionHash: String(r.session_hash),
    stake: BigInt(r.stake as string),
    autoCashout: r.auto_cashout === null ? null : Number(r.auto_cashout),
    cashedOut: r.cashed_out === null ? null : Number(r.cashed_out),
    win: r.win === null ? null : BigInt(r.win as string),
    status: String(r.status),
    paid: r.paid === true,
    trial: r.trial === true,
  };
}

export async function betWhere(q: Queryable, where: ReturnType<typeof sql>) {
  return rowsOf<Record<string, unknown>>(
    await q.execute(sql`SELECT ${BET_COLUMNS} FROM crash_bets b JOIN ${membersView} m ON m.id = b.member_id
      WHERE ${where} ORDER BY b.id`),
  ).map(betOf);
}

/** The bets of these ids (none for none). */
export async function betsByIds(q: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  return betWhere(
    q,
    sql`b.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** Bets that count: the wallet took their stake (not PENDING, not REFUSED). */
export const TAKEN = sql`b.status IN ('ACTIVE', 'CASHED', 'LOST')`;

/** A player's bet on a round, once the wallet took its stake. */
export async function memberBet(q: Queryable, roundId: number, memberId: number) {
  const [bet] = await betWhere(
    q,
    sql`b.round_id = ${roundId} AND b.member_id = ${memberId} AND ${TAKEN}`,
  );
  return bet;
}

/**
 * A bet on the round taking bets: one per player and round, idempotent by requestId. Real
 * money goes through the provider service's bet (round `crash-{roundId}`); demo money
 * out of the session's demo balance.
 */
export async function placeCrashBet(
  app: FastifyInstance,
  s: GameSession,
  body: { stake: number; autoCashout?: number; requestId: string },
  now: Date,
) {
  if (s.engine !== 'crash') throw new AppError('GAME_UNAVAILABLE', 'This game is not crash');
  const stake = toMinor(body.stake);
  if (stake < CRASH_LIMITS.minStake || stake > CRASH_LIMITS.maxStake) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', 'The stake is outside the table limits', {
      details: { min: fromMinor(CRASH_LIMITS.minStake), max: fromMinor(CRASH_LIMITS.maxStake) },
    });
  }
  const auto = body.autoCashout === undefined ? null : Math.round(body.autoCashout * 100);
  if (auto !== null && (auto < CRASH_LIMITS.minAuto || auto > CRASH_LIMITS.maxAuto)) {
    throw new AppError('VALIDATION_FAILED', 'Auto cash-out must be between 1.01× and 10000×');
  }
  const db = app.database.db;
  const mine = sql`b.member_id = ${s.memberId} AND b.request_id = ${body.requestId}`;
  let [bet] = await betWhere(db, mine);
  if (!bet) {
    const round = await currentRound(db);
    if (round?.phase !== 'BETTING' || now >= round.bettingEndsAt) {
      throw new AppError('BETTING_CLOSED', 'Bets are closed: wait for the next round');
    }
    // Demo money moves with the bet row, in one transaction; a real bet is PENDING
    // until the wallet took its stake (a crash in between is completed at settlement).
    const made = await db.transaction(async (tx) => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`INSERT INTO crash_bets (round_id, member_id, request_id, vendor,
            game_code, mode, session_hash, stake, auto_cashout, status)
          VALUES (${round.id}, ${s.memberId}, ${body.requestId}, ${s.vendor}, ${s.gameCode},
            ${s.mode}, ${tokenHash(s.sessionId)}, ${stake.toString()}, ${auto},
            ${s.mode === 'demo' ? 'ACTIVE' : 'PENDING'})
          ON CONFLICT DO NOTHING RETURNING id`),
      );
      if (row && s.mode === 'demo') await moveDemoMoney(tx, demoOwnerOf(s), stake, 0n);
      return row;
    });
    [bet] = await betWhere(db, mine);
    if (!made && !bet) throw new AppError('CONFLICT', 'You already have a bet on this round');
    if (!bet) throw new Error('crash bet vanished');
  }
  if (bet.stake !== stake || bet.autoCashout !== auto) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'This requestId was already used for another bet');
  }
  if (bet.status === 'PENDING') {
    bet = await takeStake(app, bet, await sessionCaller(app, s, now), s.sessionId);
  }
  if (bet.status === 'REFUSED') {
    throw new AppError('WALLET_INSUFFICIENT_FUNDS', 'Not enough money for this bet');
  }
  return bet;
}

/**
 * Takes a PENDING bet's stake through the provider service (idempotent by the bet's id),
 * then makes it ACTIVE; a stake the wallet cannot cover makes it REFUSED. The player's
 * request does it, or the settlement of its round when that request was cut off.
 */
async function takeStake(app: FastifyInstance, bet: BetRow, caller: Caller, sessionId = '') {
  const db = app.database.db;
  try {
    await placeBet(db, caller, {
      account: bet.account,
      sessionId,
      amount: fromMinor(bet.stake),
      transactionId: `crash-${bet.id}-bet`,
      roundId: `crash-${bet.roundId}`,
      gameCode: bet.gameCode,
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'WALLET_INSUFFICIENT_FUNDS') {
      await db.execute(
        sql`UPDATE crash_bets SET status = 'REFUSED' WHERE id = ${bet.id} AND status = 'PENDING'`,
      );
      const [now] = await betWhere(db, sql`b.id = ${bet.id}`);
      if (now?.status === 'REFUSED') return now;
    }
    throw err;
  }
  await db.execute(
    sql`UPDATE crash_bets SET status = 'ACTIVE' WHERE id = ${bet.id} AND status = 'PENDING'`,
  );
  const [now] = await betWhere(db, sql`b.id = ${bet.id}`);
  if (!now) throw new Error('crash bet vanished');
  return now;
}

/** The house finishing a bet its player began (the session may have ended since). */
async function houseCallerOf(app: FastifyInstance, bet: BetRow) {
  const { money } = (await app.settings.get()).settings;
  return houseCaller(money, bet.memberId, bet.vendor);
}

/**
 * Pays a bet's win (0 for a loss) once: the real win through the provider service (the
 * house finishing a round its player began), demo money back into its session; then
 * marks it paid. Safe to repeat after a crash of this process.
 */
export async function payCrashBet(app: FastifyInstance, bet: BetRow) {
  const db = app.database.db;
  const win = bet.win ?? 0n;
  if (bet.mode === 'demo') {
    const [marked] = rowsOf(
      await db.execute(
        sql`UPDATE crash_bets SET paid = true WHERE id = ${bet.id} AND NOT paid RETURNING id`,
      ),
    );
    if (marked && win > 0n) await moveDemoMoney(db, bet, 0n, win);
    return;
  }
  await payWin(db, await houseCallerOf(app, bet), {
    account: bet.account,
    amount: fromMinor(win),
    transactionId: `crash-${bet.id}-win`,
    roundId: `crash-${bet.roundId}`,
    gameCode: bet.gameCode,
  });
  await db.execute(sql`UPDATE crash_bets SET paid = true WHERE id = ${bet.id}`);
}

/**
 * A cash-out by hand while the round runs, at the multiplier shown now. Asked again
 * (a retried click), it answers the cash-out already made.
 */
export async function cashOut(app: FastifyInstance, s: GameSession, now: Date) {
  const db = app.database.db;
  const round = await currentRound(db);
  const bet = round ? await memberBet(db, round.id, s.memberId) : undefined;
  if (bet?.status === 'CASHED') return bet;
  if (!round || round.phase === 'BETTING' || !round.startedAt) {
    throw new AppError('CONFLICT', 'The round has not started');
  }
  const shown = hundredthsAt(now.getTime() - round.startedAt.getTime());
  if (round.phase === 'CRASHED' || shown >= round.crashAt) {
    throw new AppError(
      'ROUND_CRASHED',
      `The round crashed at ${(round.crashAt / 100).toFixed(2)}×`,
    );
  }
  if (bet?.status !== 'ACTIVE') throw new AppError('NOT_FOUND', 'No running bet to cash out');
  // An auto cash-out already due counts at its own value.
  const at = bet.autoCashout !== null && bet.autoCashout <= shown ? bet.autoCashout : shown;
  const win = cashoutReturn(bet.stake, at);
  const [taken] = rowsOf(
    await db.execute(sql`UPDATE crash_bets SET status = 'CASHED', cashed_out = ${at},
        win = ${win.toString()} WHERE id = ${bet.id} AND status = 'ACTIVE' RETURNING id`),
  );
  if (!taken) {
    // Another instance took it first (an auto cash-out): answer what it made.
    const [current] = await betWhere(db, sql`b.id = ${bet.id}`);
    if (current?.status === 'CASHED') return current;
    throw new AppError('ROUND_CRASHED', 'The round crashed before the cash-out');
  }
  const cashed = { ...bet, status: 'CASHED', cashedOut: at, win };
  await payCrashBet(app, cashed);
  return cashed;
}

/**
 * The auto cash-outs the running round has passed, made at their own value while it
 * still runs (so everyone sees them land) and paid. Each is taken by one guarded UPDATE,
 * so every instance may call this; a round whose crash is due is left to the crash.
 */
export async function autoCashOuts(app: FastifyInstance, round: CrashRound, now: Date) {
  const db = app.database.db;
  if (round.phase !== 'RUNNING' || !round.startedAt) return [];
  const shown = hundredthsAt(now.getTime() - round.startedAt.getTime());
  if (shown >= round.crashAt) return [];
  const taken = rowsOf<{ id: string }>(
    await db.execute(sql`UPDATE crash_bets SET status = 'CASHED', cashed_out = auto_cashout,
        win = stake * auto_cashout / 100
      WHERE round_id = ${round.id} AND status = 'ACTIVE' AND auto_cashout <= ${shown}
      RETURNING id`),
  );
  const bets = await betsByIds(
    db,
    taken.map((t) => Number(t.id)),
  );
  for (const bet of bets) await payCrashBet(app, bet);
  return bets;
}

/**
 * After a crash: every bet still running ends (auto cash-outs at or below the crash
 * point win at their value, the rest lose), and every bet of a crashed round not yet
 * paid is paid. Idempotent, so any instance may run it, again after a crash of its own.
 */
export async function settleCrashedRounds(app: FastifyInstance) {
  const db = app.database.db;
  const open = await betWhere(
    db,
    sql`NOT b.paid AND b.status <> 'REFUSED'
      AND b.round_id IN (SELECT id FROM crash_rounds WHERE phase = 'CRASHED')`,
  );
  if (open.length === 0) return 0;
  const crashAt = new Map(
    rowsOf<{ id: string; crash_at: number }>(
      await db.execute(sql`SELECT id, crash_at FROM crash_rounds
        WHERE id IN (${sql.join(
          [...new Set(open.map((b) => b.roundId))].map((id) => sql`${id}`),
          sql`, `,
        )})`),
    ).map((r) => [Number(r.id), Number(r.crash_at)]),
  );
  for (const found of open) {
    // A bet whose request was cut off before the wallet took its stake: the house takes
    // it now (or refuses the bet, paying nothing), whatever the round did.
    const bet =
      found.status === 'PENDING'
        ? await takeStake(app, found, await houseCallerOf(app, found)).catch((err) => {
            if (err instanceof AppError) return null;
            throw err;
          })
        : found;
    if (!bet || bet.status === 'REFUSED') continue;
    let settled = bet;
    if (bet.status === 'ACTIVE') {
      const end = settleCrashBet(bet, crashAt.get(bet.roundId) ?? 100);
      const status = end.cashedOutAt === null ? 'LOST' : 'CASHED';
      await db.execute(sql`UPDATE crash_bets SET status = ${status}, cashed_out = ${end.cashedOutAt},
          win = ${end.win.toString()} WHERE id = ${bet.id} AND status = 'ACTIVE'`);
      settled = { ...bet, status, cashedOut: end.cashedOutAt, win: end.win };
    }
    await payCrashBet(app, settled);
  }
  return open.length;
}
