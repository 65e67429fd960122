import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { vendorWalletKeys } from '../../db/schema/provider.ts';

export interface VendorKind {
  code: string;
  /** Its games are played on this server (decision 016): no signed call can be its. */
  inHouse: boolean;
}

/**
 * Gives each vendor that plays elsewhere the seamless-wallet secret it lacks (32 random
 * bytes, hex) and takes it away from every vendor this server plays itself, whose money
 * moves in-process and never over the signed API. A secret once made is never replaced:
 * two instances starting together both insert, and the first row per vendor stays.
 */
export async function syncVendorKeys(q: Queryable, vendors: readonly VendorKind[]) {
  const inHouse = vendors.filter((v) => v.inHouse).map((v) => v.code);
  const external = vendors.filter((v) => !v.inHouse).map((v) => v.code);
  const removed =
    inHouse.length === 0
      ? []
      : await q
          .delete(vendorWalletKeys)
          .where(inArray(vendorWalletKeys.vendor, inHouse))
          .returning({ vendor: vendorWalletKeys.vendor });
  const added =
    external.length === 0
      ? []
      : await q
          .insert(vendorWalletKeys)
          .values(external.map((vendor) => ({ vendor, secret: randomBytes(32).toString('hex') })))
          .onConflictDoNothing()
          .returning({ vendor: vendorWalletKeys.vendor });
  return { added: added.length, removed: removed.length };
}
