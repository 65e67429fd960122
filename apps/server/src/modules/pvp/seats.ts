import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { membersView } from '../member/index.ts';
import { OPEN_SEAT } from './tables.ts';

export type SeatStatus = 'PENDING' | 'SITTING' | 'LEAVING' | 'LEFT' | 'REFUSED';

export interface Seat {
  id: number;
  tableId: string;
  /** The table's vendor and game: the seat's wallet round is theirs. */
  vendor: string;
  gameCode: string;
  seat: number;
  memberId: number;
  account: string;
  requestId: string;
  buyIn: bigint;
  /** The chips before the hand on. */
  stack: bigint;
  status: SeatStatus;
  missed: number;
  createdAt: Date;
}

/** The seats of `where` (s: pvp_seats, t: pvp_tables), by table and seat. */
export async function seatsWhere(q: Queryable, where: ReturnType<typeof sql>): Promise<Seat[]> {
  return rowsOf<Record<string, unknown>>(
    await q.execute(sql`SELECT s.*, m.account, t.vendor, t.game_code FROM pvp_seats s
      JOIN pvp_tables t ON t.id = s.table_id
      JOIN ${membersView} m ON m.id = s.member_id
      WHERE ${where} ORDER BY s.table_id, s.seat, s.id`),
  ).map((r) => ({
    id: Number(r.id),
    tableId: String(r.table_id),
    vendor: String(r.vendor),
    gameCode: String(r.game_code),
    seat: Number(r.seat),
    memberId: Number(r.member_id),
    account: String(r.account),
    requestId: String(r.request_id),
    buyIn: BigInt(r.buy_in as string),
    stack: BigInt(r.stack as string),
    status: r.status as SeatStatus,
    missed: Number(r.missed),
    createdAt: new Date(r.created_at as string),
  }));
}

/** Who sits (or is sitting down, or standing up) at a table. */
export const seatsAt = (q: Queryable, tableId: string) =>
  seatsWhere(q, sql`s.table_id = ${tableId} AND s.${OPEN_SEAT}`);

/** The player's open seat in a room of a game, if any (one per room). */
export async function mySeat(
  q: Queryable,
  memberId: number,
  room: { vendor: string; gameCode: string; roomId: string },
) {
  const [seat] = await seatsWhere(
    q,
    sql`s.member_id = ${memberId} AND s.${OPEN_SEAT} AND t.vendor = ${room.vendor}
      AND t.game_code = ${room.gameCode} AND t.room_id = ${room.roomId}`,
  );
  return seat ?? null;
}

export async function setSeatStatus(
  q: Queryable,
  id: number,
  from: readonly SeatStatus[],
  to: SeatStatus,
) {
  const rows = rowsOf(
    await q.execute(sql`UPDATE pvp_seats SET status = ${to},
        left_at = ${to === 'LEFT' || to === 'REFUSED' ? sql`now()` : sql`left_at`}
      WHERE id = ${id} AND status IN (${sql.join(
        from.map((f) => sql`${f}`),
        sql`, `,
      )}) RETURNING id`),
  );
  return rows.length > 0;
}

/** The wallet round of a seat: its buy-in is the bet, what it leaves with the win. */
export const seatRound = (seatId: number) => `pvp-seat-${seatId}`;
