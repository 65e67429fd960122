import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Players' VIP ranks as the header and member info show them (`clubLabel`), written by the
 * promotions' VIP sync (decision 033); only rows whose rank changed are touched.
 */
export async function setRankLevels(tx: Tx, levels: readonly (readonly [number, number])[]) {
  if (levels.length === 0) return;
  await tx.execute(sql`UPDATE members m SET rank_level = (x->>1)::smallint
    FROM jsonb_array_elements(${JSON.stringify(levels)}::jsonb) x
    WHERE m.id = (x->>0)::bigint AND m.rank_level <> (x->>1)::smallint`);
}
