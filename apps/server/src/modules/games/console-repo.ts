import type { ConsoleGame, ConsoleVendor, GAME_STATES, output } from '@gamehall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The console's view of the catalogue (issue 19): every game and vendor, switched off or
 * not, and the operator's three switches. A change is an UPDATE of games or vendors, whose
 * statement trigger bumps catalogue_state (migration 0004): every server's catalogue cache
 * reloads on its next request, so the lobby shows the change at once (decision 010).
 */

export type ConsoleGameView = output<typeof ConsoleGame>;
export type ConsoleVendorView = output<typeof ConsoleVendor>;

export interface GameFilter {
  search?: string | undefined;
  vendor?: string | undefined;
  category?: string | undefined;
  state?: (typeof GAME_STATES)[number] | undefined;
}

/** What an operator may change; an absent field stays as it is. */
export interface CatalogueChange {
  enabled?: boolean | undefined;
  hot?: boolean | undefined;
  sort?: number | undefined;
}

interface GameRecord {
  id: number;
  vendor: string;
  vendor_enabled: number;
  game_code: string;
  name: string;
  category: string;
  enabled: number;
  is_hot: number;
  sort: number;
  support_play: number;
  engine: string | null;
}

const gameView = (r: GameRecord): ConsoleGameView => ({
  id: Number(r.id),
  vendor: r.vendor,
  vendorEnabled: Number(r.vendor_enabled) === 1,
  gameCode: r.game_code,
  name: r.name,
  category: r.category,
  enabled: Number(r.enabled) === 1,
  isHot: Number(r.is_hot) === 1,
  sort: Number(r.sort),
  supportPlay: Number(r.support_play),
  engine: r.engine,
});

const gameColumns = sql`g.id, g.vendor_code AS vendor, v.enabled AS vendor_enabled, g.game_code,
  g.name, g.category, g.enabled, g.is_hot, g.sort, g.support_play, g.engine`;

/** A search text as a LIKE pattern that matches it literally (no % or _ wildcards). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function gameWhere(f: GameFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const search = f.search?.trim();
  if (search) {
    const like = containing(search);
    parts.push(sql`(g.name ILIKE ${like} OR g.game_code ILIKE ${like})`);
  }
  if (f.vendor) parts.push(sql`g.vendor_code = ${f.vendor}`);
  if (f.category) parts.push(sql`g.category = ${f.category}`);
  if (f.state) parts.push(sql`g.enabled = ${f.state === 'enabled' ? 1 : 0}`);
  return sql.join(parts, sql` AND `);
}

/** One page of games in the lobby's order, and how many match. */
export async function pageOfConsoleGames(
  q: Queryable,
  filter: GameFilter,
  offset: number,
  limit: number,
) {
  const where = gameWhere(filter);
  const [rows, counted] = await Promise.all([
    q.execute(sql`SELECT ${gameColumns} FROM games g JOIN vendors v ON v.code = g.vendor_code
      WHERE ${where} ORDER BY v.sort, v.code, g.sort, g.id LIMIT ${limit} OFFSET ${offset}`),
    q.execute(sql`SELECT count(*) AS n FROM games g WHERE ${where}`),
  ]);
  return {
    rows: rowsOf<GameRecord>(rows).map(gameView),
    total: Number(rowsOf<{ n: string }>(counted)[0]?.n ?? 0),
  };
}

async function consoleGame(q: Queryable, id: number, lock: boolean) {
  const [row] = rowsOf<GameRecord>(
    await q.execute(sql`SELECT ${gameColumns} FROM games g JOIN vendors v ON v.code = g.vendor_code
      WHERE g.id = ${id} ${lock ? sql`FOR UPDATE OF g` : sql``}`),
  );
  return row ? gameView(row) : null;
}

const flag = (on: boolean | undefined) => (on === undefined ? null : on ? 1 : 0);

/** A list of known words as a PostgreSQL text[] literal (drizzle spreads a JS array). */
const textArray = (words: string[]) => `{${words.join(',')}}`;

/**
 * What the operator's change marks as theirs, so a feed import leaves it (catalogue-import
 * .ts): hot and sort once set; "off" while the operator keeps it off — switching it on again
 * hands it back to the feed, which also switches off a game it no longer lists.
 */
function operatorSet(change: CatalogueChange) {
  const mark = [
    ...(change.hot !== undefined ? ['hot'] : []),
    ...(change.sort !== undefined ? ['sort'] : []),
    ...(change.enabled === false ? ['enabled'] : []),
  ];
  const unmark = change.enabled === true ? ['enabled'] : [];
  return sql`operator_set = ARRAY(SELECT DISTINCT f FROM unnest(operator_set || ${textArray(mark)}::text[]) f
      WHERE f <> ALL(${textArray(unmark)}::text[]) ORDER BY f)`;
}

/**
 * Changes one game under its row lock: the game as it was and as it is now, or null when
 * there is no such game. Two operators at once take turns, so each before is true.
 */
export async function changeConsoleGame(tx: Tx, id: number, change: CatalogueChange) {
  const before = await consoleGame(tx, id, true);
  if (!before) return null;
  await tx.execute(sql`UPDATE games SET enabled = coalesce(${flag(change.enabled)}::smallint, enabled),
      is_hot = coalesce(${flag(change.hot)}::smallint, is_hot),
      sort = coalesce(${change.sort ?? null}::int, sort), ${operatorSet(change)}, updated_at = now()
    WHERE id = ${id}`);
  const after = (await consoleGame(tx, id, false)) as ConsoleGameView;
  return { before, after };
}

interface VendorRecord {
  code: string;
  display_name: string;
  category: string;
  enabled: number;
  is_hot: number;
  sort: number;
  games: string;
  enabled_games: string;
  in_house: boolean;
}

const vendorView = (r: VendorRecord): ConsoleVendorView => ({
  code: r.code,
  displayName: r.display_name,
  category: r.category,
  enabled: Number(r.enabled) === 1,
  isHot: Number(r.is_hot) === 1,
  sort: Number(r.sort),
  games: Number(r.games),
  enabledGames: Number(r.enabled_games),
  inHouse: Boolean(r.in_house),
});

/** Vendors with their counts; in-house as vendor-kinds.ts decides who gets a secret. */
async function vendorRecords(q: Queryable, where: SQL, lock: boolean) {
  return rowsOf<VendorRecord>(
    await q.execute(sql`SELECT v.code, v.display_name, v.category, v.enabled, v.is_hot, v.sort,
        (SELECT count(*) FROM games g WHERE g.vendor_code = v.code) AS games,
        (SELECT count(*) FROM games g WHERE g.vendor_code = v.code AND g.enabled = 1)
          AS enabled_games,
        (v.launch_url IS NULL AND EXISTS
          (SELECT 1 FROM games g WHERE g.vendor_code = v.code AND g.engine IS NOT NULL)) AS in_house
      FROM vendors v WHERE ${where} ORDER BY v.sort, v.code ${lock ? sql`FOR UPDATE OF v` : sql``}`),
  ).map(vendorView);
}

/** Every vendor in the lobby's order (a few dozen: no pages). */
export const consoleVendors = (q: Queryable) => vendorRecords(q, sql`true`, false);

/** Changes one vendor under its row lock: as it was and as it is, or null when unknown. */
export async function changeConsoleVendor(tx: Tx, code: string, change: CatalogueChange) {
  const [before] = await vendorRecords(tx, sql`v.code = ${code}`, true);
  if (!before) return null;
  await tx.execute(sql`UPDATE vendors SET enabled = coalesce(${flag(change.enabled)}::smallint, enabled),
      is_hot = coalesce(${flag(change.hot)}::smallint, is_hot),
      sort = coalesce(${change.sort ?? null}::int, sort), ${operatorSet(change)}, updated_at = now()
    WHERE code = ${code}`);
  const [after] = await vendorRecords(tx, sql`v.code = ${code}`, false);
  return { before, after: after as ConsoleVendorView };
}
