import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { membersView } from '../member/index.ts';
import { gameRoundsView } from '../provider/index.ts';

export interface WinRow {
  account: string;
  vendor: string;
  game_name: string | null;
  game_code: string;
  bet_amount: string;
  win_amount: string;
  settled_at: Date | string;
}

/** The biggest settled wins since `since`, optionally of one vendor or category. */
export async function biggestWins(
  q: Queryable,
  f: { since: Date; vendor?: string; category?: string; limit: number },
) {
  return rowsOf<WinRow>(
    await q.execute(sql`SELECT m.account, r.vendor, g.name AS game_name, r.game_code,
        r.bet_amount, r.win_amount, r.settled_at
      FROM ${gameRoundsView} r JOIN ${membersView} m ON m.id = r.member_id
      LEFT JOIN games g ON g.vendor_code = r.vendor AND g.game_code = r.game_code
      WHERE r.settled_at >= ${f.since.toISOString()} AND r.status = 'SETTLED' AND r.win_amount > 0
        ${f.vendor ? sql`AND r.vendor = ${f.vendor}` : sql``}
        ${f.category ? sql`AND g.category = ${f.category}` : sql``}
      ORDER BY r.win_amount DESC, r.settled_at DESC LIMIT ${f.limit}`),
  );
}
