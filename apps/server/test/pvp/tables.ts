import { pvpAct, pvpLeave, pvpRoomState, pvpSit } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/rows.ts';
import { stepTable } from '../../src/modules/pvp/step.ts';
import { tableById } from '../../src/modules/pvp/tables.ts';
import { call, okValue } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/app.ts';
import { requestId } from '../helpers/money.ts';

/** The calls of a room's page, for one player's session. */
export function roomCalls(t: TestApp, sessionId: string, roomId = 'beginner') {
  return {
    state: async () =>
      okValue(pvpRoomState, await call(t.app, pvpRoomState, { sessionId, roomId })),
    sit: (buyIn: number, id = requestId()) =>
      call(t.app, pvpSit, { sessionId, roomId, buyIn, requestId: id }),
    act: (handId: number, action: string, amount?: number, id = requestId()) =>
      call(t.app, pvpAct, {
        sessionId,
        roomId,
        handId,
        action,
        ...(amount === undefined ? {} : { amount }),
        requestId: id,
      }),
    leave: () => call(t.app, pvpLeave, { sessionId, roomId }),
  };
}

/** Steps the table now (the runner is off in tests), with the pause after a hand over. */
export async function stepNow(t: TestApp, tableId: string) {
  const table = await tableById(t.database.db, tableId);
  if (!table) throw new Error(`no table ${tableId}`);
  await t.database.db.execute(sql`UPDATE pvp_hands SET ended_at = now() - interval '1 minute'
    WHERE table_id = ${tableId} AND over`);
  return stepTable(t.app, table, new Date());
}

/** Runs the turn clock out on the table's hand on. */
export async function runClockOut(t: TestApp, tableId: string) {
  await t.database.db.execute(sql`UPDATE pvp_hands SET turn_ends_at = now() - interval '1 second'
    WHERE table_id = ${tableId} AND NOT over`);
  return stepNow(t, tableId);
}

/**
 * What the house has from the card rooms' wallet rounds of these members: their buy-ins
 * less what they were paid back (minor units).
 */
export async function houseTake(t: TestApp, memberIds: number[]) {
  const [row] = rowsOf<{ take: string | null }>(
    await t.database.db.execute(sql`SELECT sum(bet_amount - win_amount) AS take
      FROM (SELECT s.id,
          coalesce(s.buy_in, 0) AS bet_amount, coalesce(s.paid_out, 0) AS win_amount
        FROM pvp_seats s WHERE s.status = 'LEFT' AND s.member_id IN (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )})) x`),
  );
  return BigInt(row?.take ?? 0);
}
