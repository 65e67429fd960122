import { CRASH_HISTORY, fromMinor } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { maskAccount } from '../games/index.ts';
import { type BetRow, betWhere, TAKEN } from './bets.ts';
import { type CrashRound, currentRound } from './rounds.ts';

const x = (hundredths: number) => hundredths / 100;
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The round as anyone may see it: the hash and crash point stay secret until the crash. */
export function roundView(r: CrashRound) {
  const crashed = r.phase === 'CRASHED';
  return {
    id: r.id,
    phase: r.phase,
    bettingEndsAt: r.bettingEndsAt.toISOString(),
    startedAt: iso(r.startedAt),
    crashedAt: iso(r.crashedAt),
    crashPoint: crashed ? x(r.crashAt) : null,
    hash: crashed ? r.hash : null,
    chainId: r.chainId,
    idx: r.idx,
  };
}

/** A bet as the other players see it: the account masked, the auto cash-out private. */
export const playerView = (b: BetRow) => ({
  betId: b.id,
  player: maskAccount(b.account),
  stake: fromMinor(b.stake),
  cashedOutAt: b.cashedOut === null ? null : x(b.cashedOut),
  win: b.win === null ? null : fromMinor(b.win),
});

/** The player's own bet. */
export const myBetView = (b: BetRow) => ({
  roundId: b.roundId,
  stake: fromMinor(b.stake),
  autoCashout: b.autoCashout === null ? null : x(b.autoCashout),
  status: b.status as 'ACTIVE' | 'CASHED' | 'LOST',
  cashedOutAt: b.cashedOut === null ? null : x(b.cashedOut),
  win: b.win === null ? null : fromMinor(b.win),
});

/** The bets a round took (the wallet took their stakes). */
export async function roundPlayers(q: Queryable, roundId: number) {
  return (await betWhere(q, sql`b.round_id = ${roundId} AND ${TAKEN}`)).map(playerView);
}

export async function crashHistory(q: Queryable, limit = CRASH_HISTORY) {
  const rows = rowsOf<{
    id: string;
    crash_at: number;
    hash: string;
    chain_id: number;
    idx: number;
  }>(
    await q.execute(sql`SELECT id, crash_at, hash, chain_id, idx FROM crash_rounds
      WHERE phase = 'CRASHED' ORDER BY id DESC LIMIT ${limit}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    crashPoint: x(Number(r.crash_at)),
    hash: r.hash,
    chainId: Number(r.chain_id),
    idx: Number(r.idx),
  }));
}

/** Everything a page needs to draw the round as it is at `now`. */
export async function crashSnapshot(q: Queryable, now: Date) {
  const round = await currentRound(q);
  return {
    serverTime: now.toISOString(),
    round: round ? roundView(round) : null,
    players: round ? await roundPlayers(q, round.id) : [],
    history: (await crashHistory(q)).map(({ idx: _, ...h }) => h),
    current: round,
  };
}
