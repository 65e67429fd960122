import { fromMinor } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { entriesView } from '../ledger/index.ts';

/**
 * A reality check's net result: the player's wins, refunds and jackpots less their stakes
 * since `since` (the session's start), read from their own accounts' entries.
 */
export async function netSince(q: Queryable, memberId: number, since: Date): Promise<number> {
  const [row] = rowsOf<{ net: unknown }>(
    await q.execute(sql`SELECT coalesce(sum(e.amount), 0) AS net FROM ${entriesView} e
      WHERE e.tx_member_id = ${memberId} AND e.member_id = ${memberId}
        AND e.tx_created_at >= ${since.toISOString()}
        AND e.type IN ('BET', 'WIN', 'REFUND', 'JACKPOT')`),
  );
  return fromMinor(BigInt(String(row?.net ?? 0)));
}
