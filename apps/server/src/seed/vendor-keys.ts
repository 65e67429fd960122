import { randomBytes } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { vendors, vendorWalletKeys } from '../db/schema/index.ts';

/**
 * Gives every vendor of the catalogue a seamless-wallet secret it lacks (32 random bytes,
 * hex). Runs on every start, not only with the demo data, so a vendor an operator adds
 * later gets its secret on the next start. A secret once made is never replaced: two
 * instances starting together both insert, and the first row per vendor stays.
 */
export async function seedVendorKeys(q: Queryable): Promise<number> {
  const missing = await q
    .select({ code: vendors.code })
    .from(vendors)
    .leftJoin(vendorWalletKeys, eq(vendorWalletKeys.vendor, vendors.code))
    .where(isNull(vendorWalletKeys.vendor));
  if (missing.length === 0) return 0;
  const added = await q
    .insert(vendorWalletKeys)
    .values(missing.map((v) => ({ vendor: v.code, secret: randomBytes(32).toString('hex') })))
    .onConflictDoNothing()
    .returning({ vendor: vendorWalletKeys.vendor });
  return added.length;
}
