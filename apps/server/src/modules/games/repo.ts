import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { lockMember } from '../member/index.ts';

/** A game with its vendor, as the catalogue cache reads it (see cards.ts). */
export interface GameRow {
  id: number;
  game_code: string;
  name: string;
  /** Other languages' names where the feed gave them. */
  names: Record<string, string> | null;
  category: string;
  game_classify: string | null;
  icon_url: string;
  support_play: number;
  min_bet: string;
  lines: number;
  is_hot: number;
  default_play_type: string | null;
  vendor: string;
  vendor_name: string;
  vassalage: number;
  lottery_variant: string | null;
}

/** The member's favourite game ids, newest first. */
export async function favouriteIds(q: Queryable, memberId: number) {
  const rows = rowsOf<{ game_id: number }>(
    await q.execute(sql`SELECT game_id FROM favourite_games WHERE member_id = ${memberId}
      ORDER BY created_at DESC, game_id`),
  );
  return rows.map((r) => Number(r.game_id));
}

/** The member's recently launched game ids, newest first. */
export async function recentIds(q: Queryable, memberId: number) {
  const rows = rowsOf<{ game_id: number }>(
    await q.execute(sql`SELECT game_id FROM recent_games WHERE member_id = ${memberId}
      ORDER BY played_at DESC, game_id`),
  );
  return rows.map((r) => Number(r.game_id));
}

/**
 * Adds a favourite unless the member already keeps `max`. The member's row lock makes
 * two tabs adding at once take turns, so they cannot pass the limit together. True when
 * the game is a favourite afterwards (newly or already).
 */
export async function addFavourite(tx: Tx, memberId: number, gameId: number, max: number) {
  await lockMember(tx, memberId);
  const inserted = rowsOf(
    await tx.execute(sql`INSERT INTO favourite_games (member_id, game_id)
      SELECT ${memberId}, ${gameId}
      WHERE (SELECT count(*) FROM favourite_games WHERE member_id = ${memberId}) < ${max}
      ON CONFLICT DO NOTHING RETURNING 1`),
  );
  if (inserted.length > 0) return true;
  const already = rowsOf(
    await tx.execute(sql`SELECT 1 FROM favourite_games
      WHERE member_id = ${memberId} AND game_id = ${gameId}`),
  );
  return already.length > 0;
}

export async function removeFavourite(q: Queryable, memberId: number, gameId: number) {
  await q.execute(
    sql`DELETE FROM favourite_games WHERE member_id = ${memberId} AND game_id = ${gameId}`,
  );
}

/** Marks a launch; keeps only the newest `keep` rows of the member. */
export async function touchRecent(q: Queryable, memberId: number, gameId: number, keep: number) {
  await q.execute(sql`INSERT INTO recent_games (member_id, game_id) VALUES (${memberId}, ${gameId})
    ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = now()`);
  await q.execute(sql`DELETE FROM recent_games WHERE member_id = ${memberId} AND game_id NOT IN
    (SELECT game_id FROM recent_games WHERE member_id = ${memberId}
      ORDER BY played_at DESC LIMIT ${keep})`);
}
