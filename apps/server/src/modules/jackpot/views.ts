import { fromMinor, JACKPOT_WINNERS } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Settings } from '../../settings/schema.ts';
import { gamesView, maskAccount } from '../games/index.ts';
import { membersView } from '../member/index.ts';
import { poolTotal } from './pool.ts';

/** The jackpot as the site shows it: the pool, its rules, its last winners (masked). */
export async function jackpotView(q: Queryable, setting: Settings['jackpot']) {
  const winners = rowsOf<{
    account: string;
    amount: string;
    game: string | null;
    at: Date | string;
  }>(
    await q.execute(sql`SELECT m.account, w.amount, g.name AS game, w.created_at AS at
      FROM jackpot_wins w JOIN ${membersView} m ON m.id = w.member_id
      LEFT JOIN ${gamesView} g ON g.vendor_code = w.vendor AND g.game_code = w.game_code
      WHERE w.amount > 0 ORDER BY w.id DESC LIMIT ${JACKPOT_WINNERS}`),
  );
  return {
    enabled: setting.enabled,
    pool: fromMinor(await poolTotal(q)),
    seed: setting.seed,
    sharePercent: setting.shareBp / 100,
    oneInPerUnit: setting.oneInPerUnit,
    winners: winners.map((w) => ({
      player: maskAccount(w.account),
      amount: fromMinor(BigInt(w.amount)),
      game: w.game ?? '',
      at: new Date(w.at).toISOString(),
    })),
  };
}
