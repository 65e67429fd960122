import type { PvpSeatView } from '@gamehall/contract';
import { fromMinor } from '@gamehall/contract';
import type * as z from 'zod/mini';
import { maskAccount } from '../games/index.ts';
import { COUNTS_MULTIPLES } from './act.ts';
import type { Hand, StoredResult } from './hands.ts';
import type { Seat } from './seats.ts';
import type { PvpTable } from './tables.ts';

const money = (minor: bigint) => fromMinor(minor);

/** The seats as everyone sees them: names masked, the hand on's stacks where dealt in. */
export function seatViews(
  seats: readonly Seat[],
  hand: Hand | null,
  table: PvpTable,
  memberId: number,
): z.infer<typeof PvpSeatView>[] {
  const inHand = hand && !hand.over ? (table.engine.view(hand.state, null) as HandFacts) : null;
  return seats
    .filter((s) => s.status !== 'PENDING')
    .map((s) => {
      const dealt = inHand?.seats?.find((d) => d.seat === s.seat);
      return {
        seat: s.seat,
        name: maskAccount(s.account),
        stack: money(dealt?.stack !== undefined ? BigInt(dealt.stack) : s.stack),
        away: s.missed > 0,
        leaving: s.status === 'LEAVING',
        mine: s.memberId === memberId,
      };
    });
}

/** What every engine's view has: its seats with their chips left (minor units as text). */
interface HandFacts {
  seats?: { seat: number; stack?: string }[];
}

/**
 * Engines whose turns are private: who may act, and with what, is told to that seat only.
 * Mahjong asks every seat that can claim a discard at once, and the others must not learn
 * who can (mahjong/README.md "Timeouts and view"); its view says whose turn it is.
 */
export const PRIVATE_TURNS = new Set(['mahjong']);

/** A hand for one player: the engine's view from their seat (null: not dealt in). */
export function handView(hand: Hand, table: PvpTable, viewer: number | null) {
  const multiples = COUNTS_MULTIPLES.has(table.engine.id);
  const amount = (v: bigint | undefined) =>
    v === undefined ? undefined : multiples ? Number(v) : money(v);
  const shown = PRIVATE_TURNS.has(table.engine.id) ? (seat: number) => seat === viewer : () => true;
  const toAct = hand.over
    ? []
    : [...table.engine.toAct(hand.state)]
        .filter(([seat]) => shown(seat))
        .map(([seat, actions]) => ({
          seat,
          actions: actions.map((a) => ({ type: a.type, min: amount(a.min), max: amount(a.max) })),
        }));
  return {
    id: hand.id,
    clientSeed: hand.tableId,
    nonce: hand.seq,
    seedHash: hand.seedHash,
    serverSeed: hand.over ? hand.serverSeed : null,
    over: hand.over,
    turnEndsAt: hand.turnEndsAt?.toISOString() ?? null,
    toAct,
    view: table.engine.view(hand.state, viewer),
    result: hand.over && hand.result ? resultView(hand.result as StoredResult) : null,
  };
}

/** The result with amounts in money. */
function resultView(r: StoredResult) {
  return {
    seats: r.seats.map((s) => ({ seat: s.seat, committed: money(s.committed), won: money(s.won) })),
    pots: r.pots.map((p) => ({ ...p, amount: money(p.amount), rake: money(p.rake) })),
    rake: money(r.rake),
    hands: r.hands,
  };
}
