import { sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { SeedRow } from './seeds.ts';

export type RoundStatus = 'OPEN' | 'SETTLED' | 'REFUSED';

export interface PlayRound {
  id: number;
  requestId: string;
  engine: string;
  gameCode: string;
  mode: string;
  seedId: number;
  nonce: number;
  bet: bigint;
  win: bigint;
  outcome: unknown;
  status: RoundStatus;
  serverSeedHash: string;
  clientSeed: string;
}

interface RawRound {
  id: string;
  request_id: string;
  engine: string;
  game_code: string;
  mode: string;
  seed_id: string;
  nonce: number;
  bet: string;
  win: string;
  outcome: unknown;
  status: RoundStatus;
  server_seed_hash: string;
  client_seed: string;
}

const roundOf = (r: RawRound): PlayRound => ({
  id: Number(r.id),
  requestId: r.request_id,
  engine: r.engine,
  gameCode: r.game_code,
  mode: r.mode,
  seedId: Number(r.seed_id),
  nonce: Number(r.nonce),
  bet: BigInt(r.bet),
  win: BigInt(r.win),
  outcome: r.outcome,
  status: r.status,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
});

export async function findRound(q: Queryable, memberId: number, requestId: string) {
  const [row] = rowsOf<RawRound>(
    await q.execute(sql`SELECT r.*, s.server_seed_hash, s.client_seed
      FROM play_rounds r JOIN fair_seeds s ON s.id = r.seed_id
      WHERE r.member_id = ${memberId} AND r.request_id = ${requestId}`),
  );
  return row ? roundOf(row) : null;
}

export interface NewRound {
  memberId: number;
  requestId: string;
  engine: string;
  vendor: string;
  gameCode: string;
  mode: string;
  seed: SeedRow;
  bet: bigint;
  win: bigint;
  outcome: unknown;
  status: RoundStatus;
}

/**
 * Stores a round; null when the member already has one under this requestId (a repeat
 * that raced this one: the caller rolls back and answers that round instead).
 */
export async function insertRound(tx: Tx, r: NewRound): Promise<number | null> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`INSERT INTO play_rounds (member_id, request_id, engine, vendor,
        game_code, mode, seed_id, nonce, bet, win, outcome, status)
      VALUES (${r.memberId}, ${r.requestId}, ${r.engine}, ${r.vendor}, ${r.gameCode}, ${r.mode},
        ${r.seed.id}, ${r.seed.nonce}, ${r.bet.toString()}, ${r.win.toString()},
        ${JSON.stringify(r.outcome)}::jsonb, ${r.status})
      ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id`),
  );
  return row ? Number(row.id) : null;
}

export async function setStatus(q: Queryable, id: number, status: RoundStatus) {
  await q.execute(sql`UPDATE play_rounds SET status = ${status} WHERE id = ${id}`);
}

/**
 * A bet the wallet refused consumes nothing: the round is forgotten and its nonce given
 * back to the pair, so the player's sequence has no gap and a repeat of the request plays
 * afresh. Only while no later bet took the next nonce and the pair is unrevealed; else the
 * round stays, REFUSED, to explain the gap.
 */
export async function refuseRound(db: Db, round: PlayRound) {
  await db.transaction(async (tx) => {
    const given = rowsOf(
      await tx.execute(sql`UPDATE fair_seeds SET nonce = nonce - 1
        WHERE id = ${round.seedId} AND nonce = ${round.nonce + 1} AND revealed_at IS NULL
        RETURNING id`),
    );
    if (given.length > 0) {
      await tx.execute(sql`DELETE FROM play_rounds WHERE id = ${round.id} AND status = 'OPEN'`);
    } else {
      await setStatus(tx, round.id, 'REFUSED');
    }
  });
}
