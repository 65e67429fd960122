import type { CatalogueFeed, opsImportCatalogue, ValueOf } from '@gamehall/contract';
import { toMinor } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { CATEGORIES } from './categories.ts';
import { syncVendorSecrets } from './vendor-kinds.ts';

type Summary = ValueOf<typeof opsImportCatalogue>;

/** Duplicate codes make an upsert ambiguous: refuse the feed before anything is written. */
function checkUnique(feed: CatalogueFeed) {
  const vendorCodes = new Set<string>();
  for (const v of feed.vendors) {
    if (vendorCodes.has(v.code)) {
      throw new AppError('VALIDATION_FAILED', `Vendor ${v.code} appears twice in the feed`);
    }
    vendorCodes.add(v.code);
    const gameCodes = new Set<string>();
    for (const g of v.games) {
      if (gameCodes.has(g.gameCode)) {
        throw new AppError('VALIDATION_FAILED', `Game ${v.code}/${g.gameCode} appears twice`);
      }
      gameCodes.add(g.gameCode);
    }
  }
}

/** The feed's games as the rows of the games table, defaults applied. */
function gameRows(feed: CatalogueFeed) {
  return feed.vendors.flatMap((v) =>
    v.games.map((g, i) => ({
      vendor_code: v.code,
      game_code: g.gameCode,
      name: g.name,
      names: g.names ?? {},
      category: g.category ?? v.category,
      game_classify: g.gameClassify ?? null,
      icon_url: g.iconUrl ?? `/media/game/${v.code}/${g.gameCode}.svg`,
      support_play: g.supportPlay ?? 1,
      // Minor units as text: jsonb numbers would round-trip through a double.
      min_bet: toMinor(g.minBet).toString(),
      lines: g.lines ?? 0,
      is_hot: g.isHot ?? 0,
      sort: g.sort ?? i + 1,
      default_play_type: g.defaultPlayType ?? null,
      engine: g.engine ?? null,
      rooms: g.rooms ?? null,
    })),
  );
}

function vendorRows(feed: CatalogueFeed) {
  return feed.vendors.map((v, i) => ({
    code: v.code,
    display_name: v.displayName,
    category: v.category,
    sort: v.sort ?? i + 1,
    is_hot: v.isHot ?? 0,
    icon_url: v.iconUrl ?? `/media/vendor/${v.code}.svg`,
    vassalage: v.vassalage ? 1 : 0,
    lottery_variant: v.lotteryVariant ?? null,
    launch_url: v.launchUrl ?? null,
  }));
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

const MARKS = { is_hot: 'hot', sort: 'sort', enabled: 'enabled' } as const;

/**
 * What an update takes for a column the operator may have set in the console (the row's
 * operator_set, console-repo.ts): their hot and order stay; a game or vendor they switched
 * off stays off; everything else comes from the feed, and a listed row is on.
 */
function kept(table: 'games' | 'vendors', column: keyof typeof MARKS) {
  const t = sql.raw(table);
  const col = sql.raw(column);
  const theirs = sql`${MARKS[column]} = ANY(${t}.operator_set)`;
  if (column === 'enabled') return sql`(CASE WHEN ${theirs} THEN 0 ELSE 1 END)::smallint`;
  return sql`CASE WHEN ${theirs} THEN ${t}.${col} ELSE excluded.${col} END`;
}

/**
 * Imports a vendor feed in a handful of set-based statements, so a feed of thousands of
 * games costs milliseconds: upsert vendors, upsert games (a row only changes when a
 * field does), then hide the games of these vendors that the feed no longer lists.
 */
export async function importCatalogue(tx: Tx, feed: CatalogueFeed): Promise<Summary> {
  checkUnique(feed);
  await tx.execute(sql`INSERT INTO game_categories (code, sort, label_key)
    SELECT code, sort, "labelKey" FROM jsonb_to_recordset(${json(CATEGORIES)})
      AS c(code text, sort int, "labelKey" text)
    ON CONFLICT (code) DO NOTHING`);

  await tx.execute(sql`INSERT INTO vendors (code, display_name, category, sort, is_hot, icon_url,
      vassalage, lottery_variant, launch_url, enabled)
    SELECT code, display_name, category, sort, is_hot, icon_url, vassalage, lottery_variant,
      launch_url, 1
    FROM jsonb_to_recordset(${json(vendorRows(feed))}) AS v(code text, display_name text,
      category text, sort int, is_hot smallint, icon_url text, vassalage smallint,
      lottery_variant text, launch_url text)
    ON CONFLICT (code) DO UPDATE SET display_name = excluded.display_name,
      category = excluded.category, sort = ${kept('vendors', 'sort')},
      is_hot = ${kept('vendors', 'is_hot')}, icon_url = excluded.icon_url,
      vassalage = excluded.vassalage, lottery_variant = excluded.lottery_variant,
      launch_url = excluded.launch_url, enabled = ${kept('vendors', 'enabled')},
      updated_at = now()`);

  const rows = gameRows(feed);
  const changed = rowsOf<{ inserted: boolean }>(
    await tx.execute(sql`INSERT INTO games (vendor_code, game_code, name, names, category,
        game_classify, icon_url, support_play, min_bet, lines, is_hot, sort, default_play_type,
        engine, rooms, enabled)
      SELECT vendor_code, game_code, name, names, category, game_classify, icon_url,
        support_play, min_bet::bigint, lines, is_hot, sort, default_play_type, engine, rooms, 1
      FROM jsonb_to_recordset(${json(rows)}) AS g(vendor_code text, game_code text, name text,
        names jsonb, category text, game_classify text, icon_url text, support_play smallint,
        min_bet text, lines int, is_hot smallint, sort int, default_play_type text, engine text,
        rooms jsonb)
      ON CONFLICT (vendor_code, game_code) DO UPDATE SET name = excluded.name,
        names = excluded.names, category = excluded.category, game_classify = excluded.game_classify,
        icon_url = excluded.icon_url, support_play = excluded.support_play,
        min_bet = excluded.min_bet, lines = excluded.lines, is_hot = ${kept('games', 'is_hot')},
        sort = ${kept('games', 'sort')}, default_play_type = excluded.default_play_type,
        engine = excluded.engine, rooms = excluded.rooms, enabled = ${kept('games', 'enabled')},
        updated_at = now()
      WHERE (games.name, games.names, games.category, games.game_classify, games.icon_url,
          games.support_play, games.min_bet, games.lines, games.is_hot, games.sort,
          games.default_play_type, games.engine, games.rooms, games.enabled)
        IS DISTINCT FROM (excluded.name, excluded.names, excluded.category, excluded.game_classify,
          excluded.icon_url, excluded.support_play, excluded.min_bet, excluded.lines,
          ${kept('games', 'is_hot')}, ${kept('games', 'sort')}, excluded.default_play_type,
          excluded.engine, excluded.rooms, ${kept('games', 'enabled')})
      RETURNING (xmax = 0) AS inserted`),
  );
  const added = changed.filter((r) => r.inserted).length;

  const codes = feed.vendors.map((v) => v.code);
  const listed = rows.map((r) => ({ v: r.vendor_code, g: r.game_code }));
  const disabled = rowsOf(
    await tx.execute(sql`UPDATE games SET enabled = 0, updated_at = now()
      WHERE enabled = 1 AND vendor_code IN (SELECT jsonb_array_elements_text(${json(codes)}))
        AND (vendor_code, game_code) NOT IN
          (SELECT v, g FROM jsonb_to_recordset(${json(listed)}) AS l(v text, g text))
      RETURNING id`),
  ).length;

  // A vendor the feed connects (a launch address) gets its signing secret now; one whose
  // games are now played here loses it.
  await syncVendorSecrets(tx, codes);
  return {
    vendors: feed.vendors.length,
    added,
    updated: changed.length - added,
    unchanged: rows.length - changed.length,
    disabled,
  };
}
