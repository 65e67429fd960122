import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { gameCategories, vendors } from '../../db/schema/games.ts';

/** The nav's game categories in order, and the enabled vendors in the operator's order. */
export async function menuCategories(q: Queryable) {
  const [categories, vendorRows] = await Promise.all([
    q.select().from(gameCategories).orderBy(asc(gameCategories.sort)),
    // A vendor an operator switched off leaves the nav with its games.
    q
      .select()
      .from(vendors)
      .where(eq(vendors.enabled, 1))
      .orderBy(asc(vendors.sort), asc(vendors.code)),
  ]);
  return { categories, vendors: vendorRows };
}

/** The display names of these vendors, by code (enabled or not). */
export async function vendorNames(q: Queryable, codes: string[]) {
  if (codes.length === 0) return new Map<string, string>();
  const rows = await q
    .select({ code: vendors.code, name: vendors.displayName })
    .from(vendors)
    .where(inArray(vendors.code, codes));
  return new Map(rows.map((r) => [r.code, r.name]));
}
