import { randomBytes } from 'node:crypto';
import { commitment, dealLive } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { LiveTable } from './tables.ts';

export type LivePhase = 'BETTING' | 'DECIDING' | 'SETTLED';

export interface LiveRound {
  id: number;
  tableId: string;
  /** Its number at its table: the fair input's nonce. */
  seq: number;
  serverSeed: string;
  seedHash: string;
  phase: LivePhase;
  bettingEndsAt: Date;
  decisionsEndAt: Date | null;
  dealtAt: Date | null;
  outcome: Record<string, unknown> | null;
}

interface RawRound {
  id: string;
  table_id: string;
  seq: number;
  server_seed: string;
  seed_hash: string;
  phase: LivePhase;
  betting_ends_at: Date | string;
  decisions_end_at: Date | string | null;
  dealt_at: Date | string | null;
  outcome: Record<string, unknown> | string | null;
}

export const roundOf = (r: RawRound): LiveRound => ({
  id: Number(r.id),
  tableId: r.table_id,
  seq: Number(r.seq),
  serverSeed: r.server_seed,
  seedHash: r.seed_hash,
  phase: r.phase,
  bettingEndsAt: new Date(r.betting_ends_at),
  decisionsEndAt: r.decisions_end_at === null ? null : new Date(r.decisions_end_at),
  dealtAt: r.dealt_at === null ? null : new Date(r.dealt_at),
  outcome: typeof r.outcome === 'string' ? JSON.parse(r.outcome) : r.outcome,
});

/** The fair input of a round: its seed, the table as client seed, its number as nonce. */
export const fairOf = (r: LiveRound) => ({
  serverSeed: r.serverSeed,
  clientSeed: r.tableId,
  nonce: r.seq,
});

export async function roundsWhere(q: Queryable, where: ReturnType<typeof sql>, limit = 1) {
  return rowsOf<RawRound>(
    await q.execute(sql`SELECT * FROM live_rounds WHERE ${where} ORDER BY id DESC LIMIT ${limit}`),
  ).map(roundOf);
}

/** The table's newest round: the one taking bets, or the last one dealt. */
export async function currentRound(q: Queryable, tableId: string) {
  const [round] = await roundsWhere(q, sql`table_id = ${tableId}`);
  return round;
}

/** The table's last dealt rounds, newest first. */
export const dealtRounds = (q: Queryable, tableId: string, limit: number) =>
  roundsWhere(q, sql`table_id = ${tableId} AND phase = 'SETTLED'`, limit);

/** Any fixed number: with the table's hash, the key every instance's step takes turns on. */
const STEP_LOCK = 7_240_056;

/**
 * Moves a table on if its time has come: deals the round taking bets when betting ends
 * (the outcome is the engine's deal of the round's fair input), opens the next round
 * once the result has been shown. Every instance calls this; the lock makes them take
 * turns and each change is guarded by the phase it leaves, so it happens once, at the
 * moments the round fixes itself. A deal waits for the bets being placed (they hold the
 * round FOR SHARE), so no bet lands on a dealt round. Answers the round now, and whether
 * this call changed it.
 */
export async function step(db: Db, table: LiveTable, now: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STEP_LOCK}, hashtext(${table.id}))`);
    const round = await currentRound(tx, table.id);
    if (!round || (round.phase === 'SETTLED' && now >= nextRoundAt(round, table))) {
      // The seed is made here, before any bet, and shown only by its hash until the deal.
      const serverSeed = randomBytes(32).toString('hex');
      const [row] = rowsOf<RawRound>(
        await tx.execute(sql`INSERT INTO live_rounds (table_id, seq, server_seed, seed_hash, phase,
            betting_ends_at)
          VALUES (${table.id}, ${(round?.seq ?? 0) + 1}, ${serverSeed}, ${commitment(serverSeed)},
            'BETTING', ${new Date(now.getTime() + table.bettingMs).toISOString()})
          RETURNING *`),
      );
      if (!row) throw new Error('live round insert returned nothing');
      return { round: roundOf(row), changed: true };
    }
    if (round.phase === 'BETTING' && now >= round.bettingEndsAt) {
      // A table where players decide shows the deal's visible part until they have.
      const outcome = JSON.stringify(dealLive(table.engine, fairOf(round)));
      const [row] = rowsOf<RawRound>(
        await tx.execute(
          table.decides
            ? sql`UPDATE live_rounds SET phase = 'DECIDING', outcome = ${outcome}::jsonb,
                decisions_end_at = betting_ends_at + ${`${table.decisionMs} milliseconds`}::interval
              WHERE id = ${round.id} AND phase = 'BETTING' RETURNING *`
            : sql`UPDATE live_rounds SET phase = 'SETTLED', dealt_at = betting_ends_at,
                outcome = ${outcome}::jsonb
              WHERE id = ${round.id} AND phase = 'BETTING' RETURNING *`,
        ),
      );
      return { round: row ? roundOf(row) : round, changed: Boolean(row) };
    }
    if (round.phase === 'DECIDING' && round.decisionsEndAt && now >= round.decisionsEndAt) {
      const [row] = rowsOf<RawRound>(
        await tx.execute(sql`UPDATE live_rounds SET phase = 'SETTLED', dealt_at = decisions_end_at
          WHERE id = ${round.id} AND phase = 'DECIDING' RETURNING *`),
      );
      return { round: row ? roundOf(row) : round, changed: Boolean(row) };
    }
    return { round, changed: false };
  });
}

/** When the round after a dealt one opens: its result is shown for resultMs. */
export const nextRoundAt = (r: LiveRound, table: LiveTable) =>
  new Date((r.dealtAt ?? r.decisionsEndAt ?? r.bettingEndsAt).getTime() + table.resultMs);
