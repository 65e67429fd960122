import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { syncVendorKeys, type VendorKind } from '../provider/index.ts';

/**
 * Each vendor of the catalogue (or of `codes`), and whether this server plays its games:
 * no launch address of its own and games with an in-house engine (decision 016).
 */
async function vendorKinds(q: Queryable, codes?: readonly string[]): Promise<VendorKind[]> {
  const only = codes
    ? sql`WHERE v.code IN (SELECT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`
    : sql``;
  return rowsOf<{ code: string; in_house: boolean }>(
    await q.execute(sql`SELECT v.code, (v.launch_url IS NULL AND EXISTS
        (SELECT 1 FROM games g WHERE g.vendor_code = v.code AND g.engine IS NOT NULL)) AS in_house
      FROM vendors v ${only}`),
  ).map((r) => ({ code: r.code, inHouse: r.in_house }));
}

/**
 * Gives the vendors that play elsewhere their wallet signing secret and takes it from
 * those this server plays itself. Runs on every start and after every catalogue import,
 * so a vendor connected later has its secret at once.
 */
export async function syncVendorSecrets(q: Queryable, codes?: readonly string[]) {
  return syncVendorKeys(q, await vendorKinds(q, codes));
}
