import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { GameRow } from './repo.ts';

export interface Room {
  roomId: string;
  name: string;
  minBet: number;
  maxBet: number;
  seats: number;
}

/** An enabled game of an enabled vendor, with what the filters compare. */
export interface CachedGame {
  row: GameRow;
  id: number;
  vendor: string;
  /** The stored category (the e-sports split is applied per request). */
  category: string;
  classify: string | null;
  /** Lower-cased once, every language's name, for the name search. */
  nameLower: string;
  minBetMinor: bigint;
  lines: number;
  isHot: boolean;
  rooms: Room[] | null;
  /** The in-house game behind it, if any. */
  engine: string | null;
  /** The vendor's launch URL template, if the vendor hosts its games. */
  launchUrl: string | null;
}

export interface CachedVendor {
  code: string;
  displayName: string;
  iconUrl: string;
  isHot: number;
  category: string;
}

export interface Catalogue {
  version: number;
  /** In lobby order: vendors as the operator sorts them, then each vendor's own order. */
  games: CachedGame[];
  byId: Map<number, CachedGame>;
  /** By `${vendor}/${gameCode}`: how vendor sessions and rounds name a game. */
  byCode: Map<string, CachedGame>;
  /** Enabled vendors in the operator's order. */
  vendors: CachedVendor[];
  /** Category codes in nav order. */
  categories: string[];
}

export const gameKey = (vendor: string, gameCode: string) => `${vendor}/${gameCode}`;

async function currentVersion(q: Queryable): Promise<number> {
  const [row] = rowsOf<{ version: string }>(
    await q.execute(sql`SELECT version FROM catalogue_state WHERE id = 1`),
  );
  return Number(row?.version ?? 0);
}

/** Reads the whole catalogue in one snapshot (the version read inside the same one). */
async function loadCatalogue(db: Db): Promise<Catalogue> {
  return db.transaction(
    async (tx) => {
      const version = await currentVersion(tx);
      const rows = rowsOf<
        GameRow & { rooms: Room[] | null; engine: string | null; launch_url: string | null }
      >(
        await tx.execute(sql`SELECT g.id, g.game_code, g.name, g.names, g.category, g.game_classify,
            g.icon_url, g.support_play, g.min_bet, g.lines, g.is_hot, g.default_play_type,
            g.rooms, g.engine, v.code AS vendor, v.display_name AS vendor_name, v.vassalage,
            v.lottery_variant, v.launch_url
          FROM games g JOIN vendors v ON v.code = g.vendor_code
          WHERE g.enabled = 1 AND v.enabled = 1
          ORDER BY v.sort, v.code, g.sort, g.id`),
      );
      const vendors = rowsOf<{
        code: string;
        display_name: string;
        icon_url: string;
        is_hot: number;
        category: string;
      }>(
        await tx.execute(sql`SELECT code, display_name, icon_url, is_hot, category FROM vendors
          WHERE enabled = 1 ORDER BY sort, code`),
      );
      const categories = rowsOf<{ code: string }>(
        await tx.execute(sql`SELECT code FROM game_categories ORDER BY sort, code`),
      );
      const games = rows.map((row) => ({
        row,
        id: Number(row.id),
        vendor: row.vendor,
        category: row.category,
        classify: row.game_classify,
        // Every language's name: a player searches in the language they read.
        nameLower: [row.name, ...Object.values(row.names ?? {})].join('\n').toLowerCase(),
        minBetMinor: BigInt(row.min_bet),
        lines: Number(row.lines),
        isHot: Number(row.is_hot) === 1,
        rooms: row.rooms,
        engine: row.engine,
        launchUrl: row.launch_url,
      }));
      return {
        version,
        games,
        byId: new Map(games.map((g) => [g.id, g])),
        byCode: new Map(games.map((g) => [gameKey(g.vendor, g.row.game_code), g])),
        vendors: vendors.map((v) => ({
          code: v.code,
          displayName: v.display_name,
          iconUrl: v.icon_url,
          isHot: Number(v.is_hot),
          category: v.category,
        })),
        categories: categories.map((c) => c.code),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The catalogue in memory (decision 010): lobby lists filter ~10,000 games in well under a
 * millisecond instead of a scan per request. Each call reads the version row (one tiny
 * indexed read), so a change committed through any server is seen by the next request
 * on every server; only then is the catalogue read again, once, however many wait.
 */
export class CatalogueCache {
  private current: Catalogue | null = null;
  private loading: Promise<Catalogue> | null = null;

  constructor(private readonly db: Db) {}

  async get(): Promise<Catalogue> {
    const version = await currentVersion(this.db);
    if (this.current && this.current.version >= version) return this.current;
    if (!this.loading) {
      this.loading = loadCatalogue(this.db)
        .then((loaded) => {
          if (!this.current || loaded.version >= this.current.version) this.current = loaded;
          return loaded;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    const loaded = await this.loading;
    // A load that started before this version committed is older: read once more.
    return loaded.version >= version ? loaded : this.get();
  }
}

const caches = new WeakMap<Db, CatalogueCache>();

/** The one catalogue copy of a database in this process, shared by every module. */
export function catalogueCacheOf(db: Db): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogueCache(db);
    caches.set(db, cache);
  }
  return cache;
}
