import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogueCacheOf, SPORTSBOOK_ENGINE } from '../games/index.ts';

/**
 * The book a bet is a round of (decision 037): an enabled SPORTS or ESPORTS vendor whose
 * title plays the in-house sportsbook, with that title's code.
 */
export async function bookOf(q: Queryable, vendor: string) {
  const catalogue = await catalogueCacheOf(q).get();
  const game = catalogue.games.find((g) => g.vendor === vendor && g.engine === SPORTSBOOK_ENGINE);
  if (!game) throw new AppError('SPORTS_BOOK_UNKNOWN', 'This is not a sportsbook of this site');
  return { vendor, gameCode: game.row.game_code };
}

/** The books whose titles open the sportsbook, in the catalogue's order. */
export async function booksOf(q: Queryable, esportsVendors: ReadonlySet<string>) {
  const catalogue = await catalogueCacheOf(q).get();
  // One pass over the games (about ten thousand on the demo brand), not one per vendor.
  const bookVendors = new Set(
    catalogue.games.filter((g) => g.engine === SPORTSBOOK_ENGINE).map((g) => g.vendor),
  );
  return catalogue.vendors
    .filter((v) => bookVendors.has(v.code))
    .map((v) => ({
      vendor: v.code,
      name: v.displayName,
      category: esportsVendors.has(v.code) ? ('ESPORTS' as const) : ('SPORTS' as const),
    }));
}
