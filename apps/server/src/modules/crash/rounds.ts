import { crashPoint, msToReach } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { chainWithRoom, roundHash } from './chain.ts';

export interface CrashTiming {
  /** How long bets are taken before a round starts. */
  bettingMs: number;
  /** The pause after a crash before the next round opens. */
  pauseMs: number;
  /** Rounds per hash chain (a new chain is made when one is used up). */
  chainLength: number;
}

export const DEFAULT_TIMING: CrashTiming = {
  bettingMs: 6_000,
  pauseMs: 3_000,
  chainLength: 10_000,
};

export type Phase = 'BETTING' | 'RUNNING' | 'CRASHED';

export interface CrashRound {
  id: number;
  chainId: number;
  idx: number;
  hash: string;
  crashAt: number;
  phase: Phase;
  bettingEndsAt: Date;
  startedAt: Date | null;
  crashedAt: Date | null;
}

interface RawRound {
  id: string;
  chain_id: number;
  idx: number;
  hash: string;
  crash_at: number;
  phase: Phase;
  betting_ends_at: Date | string;
  started_at: Date | string | null;
  crashed_at: Date | string | null;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));
const roundOf = (r: RawRound): CrashRound => ({
  id: Number(r.id),
  chainId: Number(r.chain_id),
  idx: Number(r.idx),
  hash: r.hash,
  crashAt: Number(r.crash_at),
  phase: r.phase,
  bettingEndsAt: new Date(r.betting_ends_at),
  startedAt: date(r.started_at),
  crashedAt: date(r.crashed_at),
});

export async function currentRound(q: Queryable): Promise<CrashRound | null> {
  const [row] = rowsOf<RawRound>(
    await q.execute(sql`SELECT * FROM crash_rounds ORDER BY id DESC LIMIT 1`),
  );
  return row ? roundOf(row) : null;
}

/** When a running round crashes: fixed by its start and its crash point. */
export const crashMoment = (r: CrashRound) =>
  new Date((r.startedAt ?? r.bettingEndsAt).getTime() + msToReach(r.crashAt));

/** Any fixed number: every instance's step takes turns on it. */
const STEP_LOCK = 7_240_055;

/**
 * Moves the shared round on if its time has come: opens the next round after the pause,
 * starts a round when betting ends, crashes it when the multiplier reaches its crash
 * point. Every instance calls this; the lock makes them take turns and each change is
 * guarded by the phase it leaves, so a change happens once, at the same moments whoever
 * makes it. Answers the round as it is now, and whether this call changed it.
 */
export async function step(db: Db, timing: CrashTiming, now: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STEP_LOCK})`);
    const round = await currentRound(tx);
    if (
      !round ||
      (round.phase === 'CRASHED' &&
        now.getTime() >= (round.crashedAt?.getTime() ?? 0) + timing.pauseMs)
    ) {
      const chain = await chainWithRoom(
        tx,
        (c) => (round && round.chainId === c.id ? round.idx + 1 : 0),
        timing.chainLength,
      );
      const idx = round && round.chainId === chain.id ? round.idx + 1 : 0;
      const hash = roundHash(chain, idx);
      const crashAt = Math.round(crashPoint(hash, chain.salt) * 100);
      const [row] = rowsOf<RawRound>(
        await tx.execute(sql`INSERT INTO crash_rounds (chain_id, idx, hash, crash_at, phase,
            betting_ends_at)
          VALUES (${chain.id}, ${idx}, ${hash}, ${crashAt}, 'BETTING',
            ${new Date(now.getTime() + timing.bettingMs).toISOString()})
          RETURNING *`),
      );
      if (!row) throw new Error('crash round insert returned nothing');
      return { round: roundOf(row), changed: true };
    }
    if (round.phase === 'BETTING' && now >= round.bettingEndsAt) {
      const [row] = rowsOf<RawRound>(
        await tx.execute(sql`UPDATE crash_rounds SET phase = 'RUNNING', started_at = betting_ends_at
          WHERE id = ${round.id} AND phase = 'BETTING' RETURNING *`),
      );
      return { round: row ? roundOf(row) : round, changed: Boolean(row) };
    }
    if (round.phase === 'RUNNING' && now >= crashMoment(round)) {
      const [row] = rowsOf<RawRound>(
        await tx.execute(sql`UPDATE crash_rounds SET phase = 'CRASHED',
            crashed_at = ${crashMoment(round).toISOString()}
          WHERE id = ${round.id} AND phase = 'RUNNING' RETURNING *`),
      );
      return { round: row ? roundOf(row) : round, changed: Boolean(row) };
    }
    return { round, changed: false };
  });
}
