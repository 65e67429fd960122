import { randomBytes } from 'node:crypto';
import {
  commitment,
  decodePvpState,
  encodePvpState,
  type PvpAction,
  type PvpEngine,
  type PvpRake,
  pvpDeck,
} from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { PvpTable } from './tables.ts';

/** A seat dealt into a hand. */
export interface Dealt {
  seat: number;
  seatId: number;
  memberId: number;
}

export interface Hand {
  id: number;
  tableId: string;
  seq: number;
  serverSeed: string;
  seedHash: string;
  button: number;
  dealt: Dealt[];
  state: unknown;
  over: boolean;
  turnEndsAt: Date | null;
  /** The engine's result (PvpResult, maps as entries) once over. */
  result: unknown;
  rake: bigint;
  endedAt: Date | null;
}

interface RawHand {
  id: string;
  table_id: string;
  seq: number;
  server_seed: string;
  seed_hash: string;
  button: number;
  dealt: Dealt[] | string;
  state: string;
  over: boolean;
  turn_ends_at: Date | string | null;
  result: string | null;
  rake: string;
  ended_at: Date | string | null;
}

const handOf = (r: RawHand): Hand => ({
  id: Number(r.id),
  tableId: r.table_id,
  seq: Number(r.seq),
  serverSeed: r.server_seed,
  seedHash: r.seed_hash,
  button: Number(r.button),
  dealt: typeof r.dealt === 'string' ? JSON.parse(r.dealt) : r.dealt,
  state: decodePvpState(r.state),
  over: r.over,
  turnEndsAt: r.turn_ends_at === null ? null : new Date(r.turn_ends_at),
  result: r.result === null ? null : decodePvpState(r.result),
  rake: BigInt(r.rake),
  endedAt: r.ended_at === null ? null : new Date(r.ended_at),
});

/** The table's newest hand (the one on, or the last one played). */
export async function latestHand(q: Queryable, tableId: string, lock = false) {
  const [row] = rowsOf<RawHand>(
    await q.execute(sql`SELECT * FROM pvp_hands WHERE table_id = ${tableId}
      ORDER BY seq DESC LIMIT 1 ${lock ? sql`FOR UPDATE` : sql``}`),
  );
  return row ? handOf(row) : null;
}

export async function handById(q: Queryable, id: number) {
  const [row] = rowsOf<RawHand>(await q.execute(sql`SELECT * FROM pvp_hands WHERE id = ${id}`));
  if (!row) throw new Error(`pvp hand ${id} vanished`);
  return handOf(row);
}

/** The table's last finished hand. */
export async function lastOverHand(q: Queryable, tableId: string) {
  const [row] = rowsOf<RawHand>(
    await q.execute(sql`SELECT * FROM pvp_hands WHERE table_id = ${tableId} AND over
      ORDER BY seq DESC LIMIT 1`),
  );
  return row ? handOf(row) : null;
}

/** The fair input of a hand: its seed, the table as client seed, its number as nonce. */
export const fairOfHand = (h: Pick<Hand, 'serverSeed' | 'tableId' | 'seq'>) => ({
  serverSeed: h.serverSeed,
  clientSeed: h.tableId,
  nonce: h.seq,
});

/**
 * Deals a new hand to `seats` (by seat number, with their chips): the server seed is made
 * here and the deck drawn from it, the button moves to the next seat dealt in.
 */
export async function startHand(
  q: Queryable,
  table: PvpTable,
  seats: readonly (Dealt & { stack: bigint })[],
  previous: Hand | null,
  turnEndsAt: Date,
) {
  const serverSeed = randomBytes(32).toString('hex');
  const seq = (previous?.seq ?? 0) + 1;
  const order = [...seats].sort((a, b) => a.seat - b.seat);
  const after = order.find((s) => s.seat > (previous?.button ?? -1)) ?? order[0];
  if (!after) throw new Error('a hand needs seats');
  const state = table.engine.start({
    seats: order.map((s) => ({ seat: s.seat, stack: s.stack })),
    button: after.seat,
    stake: table.stake,
    deck: pvpDeck({ serverSeed, clientSeed: table.id, nonce: seq }),
  });
  const dealt = order.map(({ seat, seatId, memberId }) => ({ seat, seatId, memberId }));
  const [row] = rowsOf<RawHand>(
    await q.execute(sql`INSERT INTO pvp_hands (table_id, seq, server_seed, seed_hash, button,
        dealt, state, turn_ends_at)
      VALUES (${table.id}, ${seq}, ${serverSeed}, ${commitment(serverSeed)}, ${after.seat},
        ${JSON.stringify(dealt)}::jsonb, ${encodePvpState(state)}, ${turnEndsAt.toISOString()})
      RETURNING *`),
  );
  if (!row) throw new Error('pvp hand insert returned nothing');
  return handOf(row);
}

const seatsToAct = (engine: PvpEngine<unknown>, state: unknown) => [...engine.toAct(state).keys()];

/**
 * One action applied to the hand (already checked by the engine's `act`), written with
 * the state after it; the turn's clock restarts unless the same phase goes on with fewer
 * seats to act (niu niu's seats choosing at once keep one deadline). A hand the action
 * ends is finished in the same transaction (`finishHand`).
 */
export async function writeAction(
  q: Queryable,
  table: PvpTable,
  hand: Hand,
  act: { seat: number; action: PvpAction; requestId: string | null },
  rake: PvpRake,
  now: Date,
  turnMs: number,
) {
  const before = seatsToAct(table.engine, hand.state);
  const state = table.engine.act(hand.state, act.seat, act.action);
  const after = seatsToAct(table.engine, state);
  const samePhase =
    after.length > 0 && after.length < before.length && after.every((s) => before.includes(s));
  const turnEndsAt =
    samePhase && hand.turnEndsAt ? hand.turnEndsAt : new Date(now.getTime() + turnMs);
  const dealt = hand.dealt.find((d) => d.seat === act.seat);
  if (!dealt) throw new Error(`seat ${act.seat} is not dealt into hand ${hand.id}`);
  await q.execute(sql`INSERT INTO pvp_actions (hand_id, seat, member_id, request_id, action, amount)
    VALUES (${hand.id}, ${act.seat}, ${dealt.memberId}, ${act.requestId}, ${act.action.type},
      ${act.action.amount === undefined ? null : act.action.amount.toString()})`);
  const next: Hand = { ...hand, state, turnEndsAt };
  if (table.engine.isOver(state)) return finishHand(q, table, next, rake, now);
  await q.execute(sql`UPDATE pvp_hands SET state = ${encodePvpState(state)},
      turn_ends_at = ${turnEndsAt.toISOString()}
    WHERE id = ${hand.id}`);
  return next;
}

/**
 * Ends a hand: its result (rake included) written, and each seat's chips moved by what it
 * put in and got back — the hand's money in one transaction with its last action.
 */
async function finishHand(q: Queryable, table: PvpTable, hand: Hand, rake: PvpRake, now: Date) {
  const result = table.engine.result(hand.state, rake);
  for (const d of hand.dealt) {
    const money = result.seats.get(d.seat);
    if (!money) continue;
    await q.execute(sql`UPDATE pvp_seats SET stack = stack - ${money.committed.toString()}
        + ${money.won.toString()}
      WHERE id = ${d.seatId}`);
  }
  const stored = {
    seats: [...result.seats].map(([seat, m]) => ({ seat, ...m })),
    pots: result.pots,
    rake: result.rake,
    hands: [...result.hands].map(([seat, hand]) => ({ seat, ...hand })),
  };
  await q.execute(sql`UPDATE pvp_hands SET state = ${encodePvpState(hand.state)}, over = true,
      turn_ends_at = NULL, result = ${encodePvpState(stored)}, rake = ${result.rake.toString()},
      ended_at = ${now.toISOString()}
    WHERE id = ${hand.id}`);
  return { ...hand, over: true, turnEndsAt: null, result: stored, rake: result.rake, endedAt: now };
}

/** The result as stored: plain lists, amounts in minor units. */
export interface StoredResult {
  seats: { seat: number; committed: bigint; won: bigint }[];
  pots: { amount: bigint; rake: bigint; eligible: number[]; winners: number[] }[];
  rake: bigint;
  hands: ({ seat: number } & Record<string, unknown>)[];
}
