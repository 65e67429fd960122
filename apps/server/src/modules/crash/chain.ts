import { randomBytes } from 'node:crypto';
import { crashChain } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export interface Chain {
  id: number;
  secret: string;
  salt: string;
  length: number;
  terminatingHash: string;
}

/**
 * Round hashes per chain, computed once per process from the chain's secret; keyed by the
 * secret, not the id, since one process may hold two databases whose chain 1 differ (the
 * server's test files share a process, decision 042).
 */
const hashesOf = new Map<string, string[]>();

/** The hash of a chain's round `idx` (0 is played first). */
export function roundHash(chain: Chain, idx: number): string {
  const key = `${chain.secret}:${chain.length}`;
  let hashes = hashesOf.get(key);
  if (!hashes) {
    hashes = crashChain(chain.secret, chain.length).rounds;
    hashesOf.set(key, hashes);
  }
  const hash = hashes[idx];
  if (!hash) throw new Error(`crash chain ${chain.id} has no round ${idx}`);
  return hash;
}

interface RawChain {
  id: number;
  secret: string;
  salt: string;
  length: number;
  terminating_hash: string;
}

const chainOf = (r: RawChain): Chain => ({
  id: Number(r.id),
  secret: r.secret,
  salt: r.salt,
  length: Number(r.length),
  terminatingHash: r.terminating_hash,
});

/** The newest chain, or a new one (secret, published end and salt) when none is left. */
export async function chainWithRoom(q: Queryable, nextIdx: (c: Chain) => number, length: number) {
  const [row] = rowsOf<RawChain>(
    await q.execute(sql`SELECT * FROM crash_chains ORDER BY id DESC LIMIT 1`),
  );
  const current = row ? chainOf(row) : null;
  if (current && nextIdx(current) < current.length) return current;
  const secret = randomBytes(32).toString('hex');
  const { terminating } = crashChain(secret, length);
  const [made] = rowsOf<RawChain>(
    await q.execute(sql`INSERT INTO crash_chains (secret, terminating_hash, salt, length)
      VALUES (${secret}, ${terminating}, ${randomBytes(16).toString('hex')}, ${length})
      RETURNING *`),
  );
  if (!made) throw new Error('crash chain insert returned nothing');
  return chainOf(made);
}

/** What players may see of a chain: its published end and salt, never the secret. */
export async function publishedChains(q: Queryable) {
  return rowsOf<{ id: number; terminating_hash: string; salt: string; length: number }>(
    await q.execute(sql`SELECT id, terminating_hash, salt, length FROM crash_chains ORDER BY id`),
  );
}
