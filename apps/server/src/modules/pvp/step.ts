import { toMinor } from '@gamehall/contract';
import type { PvpRake } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { type Hand, latestHand, startHand, writeAction } from './hands.ts';
import { seatsAt } from './seats.ts';
import type { PvpTable } from './tables.ts';

/** The result of a hand stays on show this long before the next is dealt. */
export const PAUSE_MS = 5_000;
/** Turns in a row the timer played for a seat before it is stood up. */
export const MISSED_TURNS = 2;

/** Any fixed number: with the table's hash, the key every change of a table takes turns on. */
const TABLE_LOCK = 7_240_057;

/** Takes the table's lock for the rest of the transaction. */
export const lockTable = (q: Queryable, tableId: string) =>
  q.execute(sql`SELECT pg_advisory_xact_lock(${TABLE_LOCK}, hashtext(${tableId}))`);

/** The brand's rake and turn time, as the engines and the clock want them. */
export async function pvpRules(app: FastifyInstance) {
  const { pvp } = (await app.settings.get()).settings;
  const rake: PvpRake = { bps: pvp.rakeBps, cap: toMinor(pvp.rakeCap) };
  return { rake, turnMs: pvp.turnSeconds * 1000 };
}

/**
 * Moves a table on if its time has come, under the table's lock (every instance's runner
 * calls it; each change happens once): a seat standing up, or whose turn ran out, gets
 * the engine's default (check or fold; niu niu's lowest choice) and a missed turn; after a
 * hand's pause, seats that missed two turns in a row or cannot cover the next hand are
 * stood up, and a new hand is dealt to the others if two or more remain. Answers the hand
 * now, whether this call changed anything, and when the table is next due.
 */
export async function stepTable(app: FastifyInstance, table: PvpTable, now: Date) {
  const { rake, turnMs } = await pvpRules(app);
  return app.database.db.transaction(async (tx) => {
    await lockTable(tx, table.id);
    let hand = await latestHand(tx, table.id);
    let changed = false;
    if (hand && !hand.over) {
      const seats = await seatsAt(tx, table.id);
      const leaving = new Set(seats.filter((s) => s.status === 'LEAVING').map((s) => s.seat));
      const due = hand.turnEndsAt !== null && now >= hand.turnEndsAt;
      for (const seat of [...table.engine.toAct(hand.state).keys()]) {
        if (!due && !leaving.has(seat)) continue;
        if (hand.over || !table.engine.toAct(hand.state).has(seat)) continue;
        const action = table.engine.timeoutAction(hand.state, seat);
        hand = await writeAction(
          tx,
          table,
          hand,
          { seat, action, requestId: null },
          rake,
          now,
          turnMs,
        );
        const id = hand.dealt.find((d) => d.seat === seat)?.seatId;
        if (due && id)
          await tx.execute(sql`UPDATE pvp_seats SET missed = missed + 1 WHERE id = ${id}`);
        changed = true;
      }
      return { hand, changed, dueAt: hand.over ? pauseEnd(hand) : hand.turnEndsAt };
    }
    if (hand && now < pauseEnd(hand)) return { hand, changed, dueAt: pauseEnd(hand) };
    const minStack = table.engine.minStack(table.stake);
    // Read after any hand's end: its result moved the stacks.
    const sitting = (await seatsAt(tx, table.id)).filter((s) => s.status === 'SITTING');
    for (const s of sitting.filter((s) => s.missed >= MISSED_TURNS || s.stack < minStack)) {
      await tx.execute(sql`UPDATE pvp_seats SET status = 'LEAVING' WHERE id = ${s.id}`);
      changed = true;
    }
    const players = sitting.filter((s) => s.missed < MISSED_TURNS && s.stack >= minStack);
    if (players.length < table.engine.minSeats) return { hand, changed, dueAt: null };
    const next = await startHand(
      tx,
      table,
      players.map((s) => ({ seat: s.seat, seatId: s.id, memberId: s.memberId, stack: s.stack })),
      hand,
      new Date(now.getTime() + turnMs),
    );
    return { hand: next, changed: true, dueAt: next.turnEndsAt };
  });
}

const pauseEnd = (hand: Hand) => new Date((hand.endedAt ?? new Date(0)).getTime() + PAUSE_MS);
