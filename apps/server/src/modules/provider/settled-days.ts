import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { brandDayOf } from '../../settings/brand-day.ts';

/** A player's rounds of one game just settled: how many, their stakes and their wins. */
export interface SettledBets {
  memberId: number;
  gameCode: string;
  bets: number;
  validBet: bigint;
  won: bigint;
}

/**
 * Adds settled rounds to their players' figures of the brand's day, per game, in one
 * statement inside the settling transaction: what the rewards accrue from (decision 033).
 * Called after the settlement's postings, so a player's wallet is locked before their
 * figures as in every settlement, and rows go in player order.
 */
export async function addSettledBets(tx: Tx, vendor: string, rows: readonly SettledBets[]) {
  const counted = rows.filter((r) => r.bets > 0 || r.validBet > 0n || r.won > 0n);
  if (counted.length === 0) return;
  const json = JSON.stringify(
    counted.map((r) => [r.memberId, r.gameCode, r.bets, String(r.validBet), String(r.won)]),
  );
  await tx.execute(sql`INSERT INTO settled_bet_days AS d
      (member_id, day, vendor, game_code, bets, valid_bet, won)
    SELECT (x->>0)::bigint, ${brandDayOf(sql`now()`)}, ${vendor}, x->>1,
      sum((x->>2)::bigint), sum((x->>3)::bigint), sum((x->>4)::bigint)
    FROM jsonb_array_elements(${json}::jsonb) x
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 4
    ON CONFLICT (member_id, day, vendor, game_code) DO UPDATE SET bets = d.bets + excluded.bets,
      valid_bet = d.valid_bet + excluded.valid_bet, won = d.won + excluded.won`);
}
