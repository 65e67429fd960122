import { randomBytes } from 'node:crypto';
import { commitment } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** A seed pair as the game shows it while active: the server seed only by its hash. */
export interface FairState {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface SeedRow extends FairState {
  id: number;
  serverSeed: string;
}

interface RawSeed {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

const seedOf = (r: RawSeed): SeedRow => ({
  id: Number(r.id),
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: Number(r.nonce),
});

export const publicState = (s: FairState): FairState => ({
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
  nonce: s.nonce,
});

/** 32 random bytes: what no player can guess before it is revealed. */
const newServerSeed = () => randomBytes(32).toString('hex');
/** The client seed a player starts with until they choose their own. */
export const newClientSeed = () => randomBytes(8).toString('hex');

async function insertSeed(q: Queryable, memberId: number, clientSeed: string) {
  const serverSeed = newServerSeed();
  await q.execute(sql`INSERT INTO fair_seeds (member_id, server_seed, server_seed_hash, client_seed)
    VALUES (${memberId}, ${serverSeed}, ${commitment(serverSeed)}, ${clientSeed})
    ON CONFLICT DO NOTHING`);
}

async function findActive(q: Queryable, memberId: number, lock: boolean) {
  const [row] = rowsOf<RawSeed>(
    await q.execute(sql`SELECT id, server_seed, server_seed_hash, client_seed, nonce
      FROM fair_seeds WHERE member_id = ${memberId} AND revealed_at IS NULL
      ${lock ? sql`FOR UPDATE` : sql``}`),
  );
  return row ? seedOf(row) : null;
}

/** The member's active pair, made on first use (a racing first use makes one only). */
export async function activeSeed(q: Queryable, memberId: number, lock = false): Promise<SeedRow> {
  const found = await findActive(q, memberId, lock);
  if (found) return found;
  await insertSeed(q, memberId, newClientSeed());
  const made = await findActive(q, memberId, lock);
  if (!made) throw new Error(`no active seed for member ${memberId}`);
  return made;
}

/**
 * Takes the next nonce of the member's active pair (locked, so two bets at once get two
 * nonces) and gives the pair as it was for this bet.
 */
export async function takeNonce(tx: Tx, memberId: number): Promise<SeedRow> {
  const seed = await activeSeed(tx, memberId, true);
  await tx.execute(sql`UPDATE fair_seeds SET nonce = nonce + 1 WHERE id = ${seed.id}`);
  return seed;
}

/**
 * Reveals the active pair (its server seed can now be checked against the hash shown
 * before) and starts a new one with the client seed the player chose.
 */
export async function rotateSeed(tx: Tx, memberId: number, clientSeed: string) {
  const old = await activeSeed(tx, memberId, true);
  await tx.execute(sql`UPDATE fair_seeds SET revealed_at = now() WHERE id = ${old.id}`);
  await insertSeed(tx, memberId, clientSeed);
  const next = await findActive(tx, memberId, false);
  if (!next) throw new Error(`no new seed for member ${memberId}`);
  return { revealed: old, next };
}

/** The member's revealed pairs, newest first: each verifies every round played with it. */
export async function revealedSeeds(q: Queryable, memberId: number, limit: number) {
  const rows = rowsOf<RawSeed & { revealed_at: Date | string }>(
    await q.execute(sql`SELECT id, server_seed, server_seed_hash, client_seed, nonce, revealed_at
      FROM fair_seeds WHERE member_id = ${memberId} AND revealed_at IS NOT NULL
      ORDER BY revealed_at DESC, id DESC LIMIT ${limit}`),
  );
  return rows.map((r) => ({ ...seedOf(r), revealedAt: new Date(r.revealed_at).toISOString() }));
}
