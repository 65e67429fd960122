import type { getGameVendors, getPvpRooms, getVendorGameTypes, ValueOf } from '@gamehall/contract';
import { cardOf } from './cards.ts';
import type { CachedGame, Catalogue } from './catalogue-cache.ts';
import { shownCategory } from './categories.ts';

/**
 * The lobby's answers computed from the in-memory catalogue: pure functions, so every
 * list is a filter over ~10,000 objects in lobby order.
 */
export interface GameFilter {
  vendor?: string;
  /** A category as the player sees it: ESPORTS includes the brand's e-sports list. */
  category?: string;
  classify?: string;
  /** Part of the name, any case. */
  name?: string;
  minBetMinor?: bigint;
  minLines?: number;
  hotOnly?: boolean;
}

type Lanes = ValueOf<typeof getGameVendors>['data']['lanes'];
type Category = Lanes[number]['title'];

export function filterGames(
  c: Catalogue,
  f: GameFilter,
  esports: ReadonlySet<string>,
): CachedGame[] {
  const name = f.name?.toLowerCase();
  return c.games.filter(
    (g) =>
      (f.vendor === undefined || g.vendor === f.vendor) &&
      (f.category === undefined || shownCategory(g.category, g.vendor, esports) === f.category) &&
      (f.classify === undefined || g.classify === f.classify) &&
      (name === undefined || g.nameLower.includes(name)) &&
      (f.minBetMinor === undefined || g.minBetMinor >= f.minBetMinor) &&
      (f.minLines === undefined || g.lines >= f.minLines) &&
      (!f.hotOnly || g.isHot),
  );
}

/** The brand's e-sports list and the languages to name games in, for the cards. */
export interface CardContext {
  esports: ReadonlySet<string>;
  order: readonly string[];
}

export const cardsOf = (games: CachedGame[], c: CardContext) =>
  games.map((g) => cardOf(g.row, shownCategory(g.category, g.vendor, c.esports), c.order));

/** Games of these ids in the order given, leaving out any no longer listed. */
export function gamesByIds(c: Catalogue, ids: number[]): CachedGame[] {
  return ids.flatMap((id) => c.byId.get(id) ?? []);
}

/** Enabled games per vendor and shown category, in lobby order. */
function offers(c: Catalogue, esports: ReadonlySet<string>) {
  const byKey = new Map<string, { vendor: string; category: string; games: CachedGame[] }>();
  for (const g of c.games) {
    const category = shownCategory(g.category, g.vendor, esports);
    const key = `${g.vendor}\u0000${category}`;
    const offer = byKey.get(key) ?? { vendor: g.vendor, category, games: [] };
    offer.games.push(g);
    byKey.set(key, offer);
  }
  return [...byKey.values()];
}

/** A lane per category in nav order; each vendor once, under its own category. */
export function vendorLanes(c: Catalogue, esports: ReadonlySet<string>): Lanes {
  const counts = new Map<string, number>();
  for (const g of c.games) counts.set(g.vendor, (counts.get(g.vendor) ?? 0) + 1);
  return c.categories
    .map((title) => ({
      title: title as Category,
      cards: c.vendors
        .filter((v) => counts.has(v.code) && shownCategory(v.category, v.code, esports) === title)
        .map((v) => ({
          vassalage: v.code,
          displayName: v.displayName,
          iconUrl: v.iconUrl,
          isHot: v.isHot === 1 ? (1 as const) : (0 as const),
          games: counts.get(v.code) ?? 0,
        })),
    }))
    .filter((lane) => lane.cards.length > 0);
}

export function vendorGameTypes(
  c: Catalogue,
  esports: ReadonlySet<string>,
  vendor?: string,
): ValueOf<typeof getVendorGameTypes> {
  const vendorOrder = new Map(c.vendors.map((v, i) => [v.code, i]));
  return {
    list: offers(c, esports)
      .filter((o) => vendor === undefined || o.vendor === vendor)
      .sort(
        (a, b) =>
          (vendorOrder.get(a.vendor) ?? 0) - (vendorOrder.get(b.vendor) ?? 0) ||
          a.category.localeCompare(b.category),
      )
      .map((o) => ({
        vassalage: o.vendor,
        gameCategory: o.category as Category,
        classifies: [...new Set(o.games.flatMap((g) => g.classify ?? []))].sort(),
        games: o.games.length,
      })),
  };
}

export function pvpRooms(
  c: Catalogue,
  f: { vendor?: string; gameId?: number },
): ValueOf<typeof getPvpRooms> {
  return {
    list: c.games
      .filter(
        (g) =>
          g.rooms !== null &&
          (f.vendor === undefined || g.vendor === f.vendor) &&
          (f.gameId === undefined || g.id === f.gameId),
      )
      .flatMap((g) =>
        (g.rooms ?? []).map((room) => ({
          roomId: `${g.id}-${room.roomId}`,
          nodeId: g.row.game_code,
          nodeName: room.name,
          gameId: g.id,
          gameName: g.row.name,
          vassalage: g.vendor,
          accountTypeName: g.row.vendor_name,
          minBet: room.minBet,
          maxBet: room.maxBet,
          seats: room.seats,
        })),
      ),
  };
}
