import { fromMinor, toMinor } from '@gamehall/contract';
import { checkLiveBets, type LiveBet } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { tokenHash } from '../../lib/session-token.ts';
import { membersView } from '../member/index.ts';
import {
  type Caller,
  demoOwnerOf,
  type GameSession,
  moveDemoMoney,
  refusingBadBets,
  sessionCaller,
} from '../play/index.ts';
import { placeBet } from '../provider/index.ts';
import { roundsWhere } from './rounds.ts';
import type { LiveTable } from './tables.ts';

export type SlipStatus = 'PENDING' | 'ACTIVE' | 'REFUSED';

export interface Slip {
  id: number;
  seatId: number;
  roundId: number;
  memberId: number;
  account: string;
  vendor: string;
  gameCode: string;
  bets: LiveBet[];
  stake: bigint;
  status: SlipStatus;
  /** The decision it stakes for (a double, a call), null for bets. */
  decision: string | null;
}

/** The slips of `where` (s: live_slips, t: live_seats), oldest first. */
export async function slipsWhere(q: Queryable, where: ReturnType<typeof sql>): Promise<Slip[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await q.execute(sql`SELECT s.id, s.seat_id, t.round_id, s.member_id, m.account, t.vendor,
        t.game_code, s.bets, s.stake, s.status, s.decision
      FROM live_slips s JOIN live_seats t ON t.id = s.seat_id
      JOIN ${membersView} m ON m.id = s.member_id
      WHERE ${where} ORDER BY s.id`),
  );
  return rows.map((r) => {
    const bets = (typeof r.bets === 'string' ? JSON.parse(r.bets) : r.bets) as {
      spot: string;
      stake: string;
    }[];
    return {
      id: Number(r.id),
      seatId: Number(r.seat_id),
      roundId: Number(r.round_id),
      memberId: Number(r.member_id),
      account: String(r.account),
      vendor: String(r.vendor),
      gameCode: String(r.game_code),
      bets: bets.map((b) => ({ spot: b.spot, stake: BigInt(b.stake) })),
      stake: BigInt(r.stake as string),
      status: r.status as SlipStatus,
      decision: r.decision === null ? null : String(r.decision),
    };
  });
}

const sameBets = (a: readonly LiveBet[], b: readonly LiveBet[]) =>
  a.length === b.length && a.every((x, i) => x.spot === b[i]?.spot && x.stake === b[i]?.stake);

/**
 * Bets on the round taking bets at the session's table, idempotent by requestId. They
 * are checked against the table limits together with the player's bets already on the
 * round (one at a time per player and round), stored with the round held FOR SHARE (so
 * it cannot be dealt meanwhile), then the stake goes through the provider service as one
 * bet of the seat's wallet round (real money) or out of the demo money in the same
 * transaction (demo).
 */
export async function placeSlip(
  app: FastifyInstance,
  s: GameSession,
  table: LiveTable,
  body: { bets: { spot: string; stake: number }[]; requestId: string },
  now: Date,
): Promise<Slip> {
  const db = app.database.db;
  const asked = body.bets.map((b) => ({ spot: b.spot, stake: toMinor(b.stake) }));
  const mine = sql`s.member_id = ${s.memberId} AND s.request_id = ${body.requestId}`;
  let [slip] = await slipsWhere(db, mine);
  if (!slip) {
    const [round] = await roundsWhere(db, sql`table_id = ${table.id} AND phase = 'BETTING'`);
    if (!round || now >= round.bettingEndsAt) {
      throw new AppError('BETTING_CLOSED', 'Bets are closed: wait for the next round');
    }
    await db.transaction(async (tx) => {
      const [open] = rowsOf(
        await tx.execute(sql`SELECT id FROM live_rounds WHERE id = ${round.id}
          AND phase = 'BETTING' AND betting_ends_at > ${now.toISOString()} FOR SHARE`),
      );
      if (!open) throw new AppError('BETTING_CLOSED', 'Bets are closed: wait for the next round');
      // One request at a time per player and round, so the limits see every bet placed.
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`live:${round.id}:${s.memberId}`}, 0))`,
      );
      const placed = (
        await slipsWhere(
          tx,
          sql`t.round_id = ${round.id} AND s.member_id = ${s.memberId} AND s.status <> 'REFUSED'`,
        )
      ).flatMap((p) => p.bets);
      const bets = refusingBadBets(() => checkLiveBets(table.engine, asked, table.limits, placed));
      const stake = bets.reduce((sum, b) => sum + b.stake, 0n);
      const [seat] = rowsOf<{ id: string }>(
        await tx.execute(sql`INSERT INTO live_seats (round_id, member_id, vendor, game_code, mode,
            session_hash)
          VALUES (${round.id}, ${s.memberId}, ${s.vendor}, ${s.gameCode}, ${s.mode},
            ${tokenHash(s.sessionId)})
          ON CONFLICT (round_id, member_id, vendor, game_code, mode)
            DO UPDATE SET session_hash = excluded.session_hash
          RETURNING id`),
      );
      const stored = bets.map((b) => ({ spot: b.spot, stake: b.stake.toString() }));
      const [row] = rowsOf(
        await tx.execute(sql`INSERT INTO live_slips (seat_id, member_id, request_id, bets, stake,
            status)
          VALUES (${seat?.id}, ${s.memberId}, ${body.requestId}, ${JSON.stringify(stored)}::jsonb,
            ${stake.toString()}, ${s.mode === 'demo' ? 'ACTIVE' : 'PENDING'})
          ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id`),
      );
      if (row && s.mode === 'demo') await moveDemoMoney(tx, demoOwnerOf(s), stake, 0n);
    });
    [slip] = await slipsWhere(db, mine);
    if (!slip) throw new Error('live slip vanished');
  }
  const normal = refusingBadBets(() => checkLiveBets(table.engine, asked, table.limits));
  if (!sameBets(normal, slip.bets)) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'This requestId was already used for other bets');
  }
  if (slip.status === 'PENDING') {
    slip = await takeStake(app, slip, await sessionCaller(app, s, now), s.sessionId);
  }
  if (slip.status === 'REFUSED') {
    throw new AppError('WALLET_INSUFFICIENT_FUNDS', 'Not enough money for these bets');
  }
  return slip;
}

/** The wallet round of a seat: its bets and its one win. */
export const seatRound = (seatId: number) => `live-${seatId}`;

/**
 * Takes a PENDING slip's stake through the provider service (idempotent by the slip's
 * id), then makes it ACTIVE; a stake the wallet cannot cover makes it REFUSED. The
 * player's request does it, or the settlement of its round when that request was cut off.
 */
export async function takeStake(app: FastifyInstance, slip: Slip, caller: Caller, sessionId = '') {
  const db = app.database.db;
  const mark = async (status: SlipStatus) => {
    await db.execute(
      sql`UPDATE live_slips SET status = ${status} WHERE id = ${slip.id} AND status = 'PENDING'`,
    );
    const [now] = await slipsWhere(db, sql`s.id = ${slip.id}`);
    if (!now) throw new Error('live slip vanished');
    return now;
  };
  try {
    await placeBet(db, caller, {
      account: slip.account,
      sessionId,
      amount: fromMinor(slip.stake),
      transactionId: `live-slip-${slip.id}-bet`,
      roundId: seatRound(slip.seatId),
      gameCode: slip.gameCode,
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'WALLET_INSUFFICIENT_FUNDS') {
      const now = await mark('REFUSED');
      if (now.status === 'REFUSED') return now;
    }
    throw err;
  }
  return mark('ACTIVE');
}
