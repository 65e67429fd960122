import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { runNamed } from '../../db/named.ts';
import { brandDayOf } from '../../settings/brand-day.ts';
import type { RoundKey } from './repo.ts';

/*
 * Players' settled rounds per brand day and game (`settled_bet_days`): what the rewards
 * accrue from (decision 033). Written by the statement that settles the rounds, so a
 * settlement carries its figures without a statement more: the rewards' cost on each bet
 * is a few rows' writes (bench/reward-accrual.ts).
 */

/**
 * A day's figures raised by what `rows` (member_id, game_code, bets, valid_bet, won) add:
 * an INSERT the settling statement runs, alone or as one of its CTEs.
 */
export const addTo = (vendor: string, rows: SQL) => sql`INSERT INTO settled_bet_days AS d
    (member_id, day, vendor, game_code, bets, valid_bet, won)
  SELECT member_id, ${brandDayOf(sql`now()`)}, ${vendor}, game_code, bets, valid_bet, won
  FROM ${rows} ORDER BY member_id, game_code
  ON CONFLICT (member_id, day, vendor, game_code) DO UPDATE SET bets = d.bets + excluded.bets,
    valid_bet = d.valid_bet + excluded.valid_bet, won = d.won + excluded.won`;

/**
 * Adds a win (possibly 0) to a player's round and settles it, the first settlement time
 * kept, and adds it to the player's figures in the same statement: the round's stake the
 * first time it settles (`first`), a later win of a multi-win vendor or a released held
 * win only as won.
 */
export async function settleRound(tx: Tx, k: RoundKey, win: bigint, first: boolean) {
  await runNamed(
    tx,
    sql`WITH s AS (
        UPDATE game_rounds g SET win_amount = g.win_amount + ${win}, status = 'SETTLED',
          settled_at = coalesce(g.settled_at, now())
        WHERE g.vendor = ${k.vendor} AND g.round_id = ${k.roundId} AND g.member_id = ${k.memberId}
        RETURNING g.member_id, g.game_code,
          CASE WHEN ${first}::boolean THEN 1 ELSE 0 END AS bets,
          CASE WHEN ${first}::boolean THEN g.bet_amount ELSE 0 END AS valid_bet,
          ${win}::bigint AS won)
      ${addTo(k.vendor, sql`s`)}`,
  );
}
