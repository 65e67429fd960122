import type { PvpEngine } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type PvpRoom, pvpEngineOf } from './rooms.ts';

/** A table of a room: its id is its hands' client seed. */
export interface PvpTable {
  id: string;
  vendor: string;
  gameCode: string;
  roomId: string;
  engine: PvpEngine<unknown>;
  stake: bigint;
  seats: number;
}

interface RawTable {
  id: string;
  vendor: string;
  game_code: string;
  room_id: string;
  engine: string;
  stake: string;
  seats: number;
}

function tableOf(r: RawTable): PvpTable {
  const engine = pvpEngineOf(r.engine);
  if (!engine) throw new Error(`pvp table ${r.id} has no engine ${r.engine}`);
  return {
    id: r.id,
    vendor: r.vendor,
    gameCode: r.game_code,
    roomId: r.room_id,
    engine,
    stake: BigInt(r.stake),
    seats: Number(r.seats),
  };
}

export async function tableById(q: Queryable, id: string) {
  const [row] = rowsOf<RawTable>(await q.execute(sql`SELECT * FROM pvp_tables WHERE id = ${id}`));
  return row ? tableOf(row) : null;
}

/** Seats taken, or being taken, at a table. */
export const OPEN_SEAT = sql`status IN ('PENDING', 'SITTING', 'LEAVING')`;

/**
 * A table of the room with a free seat and the seat: the fullest table that is not full
 * (players meet players), else a new table. The caller holds the room's lock.
 */
export async function tableWithFreeSeat(q: Queryable, room: PvpRoom) {
  const rows = rowsOf<RawTable & { taken: number[] | string }>(
    await q.execute(sql`SELECT t.*, COALESCE(
          (SELECT json_agg(s.seat) FROM pvp_seats s WHERE s.table_id = t.id AND ${OPEN_SEAT}),
          '[]'::json) AS taken
      FROM pvp_tables t
      WHERE t.vendor = ${room.vendor} AND t.game_code = ${room.gameCode}
        AND t.room_id = ${room.roomId}
      ORDER BY t.id`),
  );
  const tables = rows
    .map((r) => ({
      table: tableOf(r),
      taken: (typeof r.taken === 'string' ? JSON.parse(r.taken) : r.taken) as number[],
    }))
    .filter(({ table, taken }) => taken.length < table.seats)
    .sort((a, b) => b.taken.length - a.taken.length);
  const best = tables[0];
  if (best) {
    const seat = [...Array(best.table.seats).keys()].find((n) => !best.taken.includes(n)) ?? 0;
    return { table: best.table, seat };
  }
  const id = `${room.gameCode}-${room.roomId}-${rows.length + 1}`;
  const [created] = rowsOf<RawTable>(
    await q.execute(sql`INSERT INTO pvp_tables (id, vendor, game_code, room_id, engine, stake, seats)
      VALUES (${id}, ${room.vendor}, ${room.gameCode}, ${room.roomId}, ${room.engine.id},
        ${room.stake.toString()}, ${room.seats})
      RETURNING *`),
  );
  if (!created) throw new Error('pvp table insert returned nothing');
  return { table: tableOf(created), seat: 0 };
}

/** Tables with someone seated or a hand on: the runner's round. */
export async function busyTables(q: Queryable): Promise<PvpTable[]> {
  return rowsOf<RawTable>(
    await q.execute(sql`SELECT * FROM pvp_tables WHERE id IN (
        SELECT table_id FROM pvp_seats WHERE ${OPEN_SEAT}
        UNION SELECT table_id FROM pvp_hands WHERE NOT over)`),
  ).map(tableOf);
}
