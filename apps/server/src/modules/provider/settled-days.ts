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

/** 1 when `rows`' row is a winning round (it paid more than it staked), else 0. */
const won = sql`CASE WHEN bets > 0 AND won > valid_bet THEN 1 ELSE 0 END`;

/**
 * The win streak after a row of rounds: one more after a win, none after a loss, as it
 * was after a later win of a round already counted (no stake). Rows of several rounds
 * settled together (a lottery draw's) count as one round.
 */
const streakAfter = sql`CASE WHEN excluded.bets = 0 THEN d.streak
    WHEN excluded.streak = 1 THEN d.streak + 1 ELSE 0 END`;

/**
 * A day's figures raised by what `rows` (member_id, game_code, bets, valid_bet, won) add,
 * and the win streak moved on: an INSERT the settling statement runs, alone or as one of
 * its CTEs.
 */
export const addTo = (vendor: string, rows: SQL) => sql`INSERT INTO settled_bet_days AS d
    (member_id, day, vendor, game_code, bets, valid_bet, won, streak, best_streak)
  SELECT member_id, ${brandDayOf(sql`now()`)}, ${vendor}, game_code, bets, valid_bet, won,
    ${won}, ${won}
  FROM ${rows} ORDER BY member_id, game_code
  ON CONFLICT (member_id, day, vendor, game_code) DO UPDATE SET bets = d.bets + excluded.bets,
    valid_bet = d.valid_bet + excluded.valid_bet, won = d.won + excluded.won,
    streak = ${streakAfter}, best_streak = greatest(d.best_streak, ${streakAfter})`;

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
